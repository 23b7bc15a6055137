//! A detail page's lead (spec section 2): the content's text up to its first full stop, shown as
//! an emphasised heading-like line, and the rest of the content as body. One home for the rule:
//! the API sends both parts and every page (the app's, the server's first paint) draws them.

use super::RichText;

/// The lead (plain text, on one line) and the body (the sanitised HTML that is left).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadSplit {
    pub lead: String,
    pub body: String,
}

impl RichText {
    /// The text up to the first full stop of the first block as the lead, the rest as the body.
    /// Content that starts with a heading, a list, a quote or code has no lead. The rest of the
    /// first block keeps its markup (links, emphasis); the block goes when nothing readable is
    /// left of it.
    pub fn lead(&self) -> LeadSplit {
        split(self.as_str())
    }
}

/// Blocks that are not a sentence to emphasise.
const NO_LEAD: [&str; 12] = [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "table",
    "pre",
    "blockquote",
    "figure",
];

const VOID: [&str; 6] = ["br", "hr", "img", "wbr", "input", "source"];

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Text,
    Open,
    Close,
    /// A void element, a comment, a doctype: nothing to close.
    Empty,
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    kind: Kind,
    /// The tag's name in lower case; empty for text.
    name: &'a str,
    start: usize,
    end: usize,
}

/// The tokens of sanitised HTML: text runs and tags (quoted attribute values may hold `>`).
fn tokens(html: &str) -> Vec<Token<'_>> {
    let bytes = html.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut text_start) = (0, 0);
    while i < bytes.len() {
        if bytes[i] != b'<' {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        let mut quote = None;
        while j < bytes.len() {
            match (quote, bytes[j]) {
                (Some(q), c) if c == q => quote = None,
                (None, c @ (b'"' | b'\'')) if bytes[j - 1] == b'=' => quote = Some(c),
                (None, b'>') => break,
                _ => {}
            }
            j += 1;
        }
        if j >= bytes.len() {
            break;
        }
        if text_start < i {
            out.push(Token {
                kind: Kind::Text,
                name: "",
                start: text_start,
                end: i,
            });
        }
        let inner = &html[i + 1..j];
        let closing = inner.starts_with('/');
        let name_of = inner.trim_start_matches('/');
        let len = name_of
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(name_of.len());
        let name = &name_of[..len];
        let kind = if name.is_empty() {
            Kind::Empty
        } else if closing {
            Kind::Close
        } else if inner.ends_with('/') || VOID.iter().any(|v| v.eq_ignore_ascii_case(name)) {
            Kind::Empty
        } else {
            Kind::Open
        };
        out.push(Token {
            kind,
            name,
            start: i,
            end: j + 1,
        });
        i = j + 1;
        text_start = i;
    }
    if text_start < html.len() {
        out.push(Token {
            kind: Kind::Text,
            name: "",
            start: text_start,
            end: html.len(),
        });
    }
    out
}

/// The text of a text run: the entities sanitised HTML holds, read.
fn decode(raw: &str) -> String {
    if !raw.contains('&') {
        return raw.to_owned();
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest.find(';').filter(|&e| e <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            _ => entity
                .strip_prefix("#x")
                .or_else(|| entity.strip_prefix("#X"))
                .map(|hex| u32::from_str_radix(hex, 16))
                .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Text written back as HTML, as the sanitiser writes it.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\u{a0}' => out.push_str("&nbsp;"),
            c => out.push(c),
        }
    }
    out
}

/// Where the first sentence of `text` ends: just after a full stop, question or exclamation mark
/// followed by white space or the end, or after the Bangla dari (which always ends one).
fn sentence_end(text: &str) -> Option<usize> {
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let ends = match c {
            '।' => true,
            '.' | '!' | '?' => chars.peek().is_none_or(|&(_, next)| next.is_whitespace()),
            _ => false,
        };
        if ends {
            return Some(at + c.len_utf8());
        }
    }
    None
}

/// Runs of white space as one space, trimmed.
fn one_space(text: &str) -> String {
    text.split(char::is_whitespace)
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The top-level nodes of `toks`, as ranges of tokens.
fn top_level_nodes(toks: &[Token<'_>]) -> Vec<std::ops::Range<usize>> {
    let mut nodes = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let start = i;
        if toks[i].kind == Kind::Open {
            let mut depth = 0usize;
            while i < toks.len() {
                match toks[i].kind {
                    Kind::Open => depth += 1,
                    Kind::Close => depth = depth.saturating_sub(1),
                    _ => {}
                }
                i += 1;
                if depth == 0 {
                    break;
                }
            }
        } else {
            i += 1;
        }
        nodes.push(start..i);
    }
    nodes
}

fn split(html: &str) -> LeadSplit {
    let whole = || LeadSplit {
        lead: String::new(),
        body: html.trim().to_owned(),
    };
    let toks = tokens(html);
    let nodes = top_level_nodes(&toks);
    let text_of = |range: &std::ops::Range<usize>| -> String {
        toks[range.clone()]
            .iter()
            .filter(|t| t.kind == Kind::Text)
            .map(|t| decode(&html[t.start..t.end]))
            .collect()
    };
    // The first top-level node with any text (leading white space and empty blocks are skipped).
    let Some(first) = nodes.into_iter().find(|n| !text_of(n).trim().is_empty()) else {
        return whole();
    };
    let head = toks[first.start];
    if head.kind == Kind::Close
        || (head.kind == Kind::Open && NO_LEAD.iter().any(|n| n.eq_ignore_ascii_case(head.name)))
    {
        return whole();
    }
    let (node_start, node_end) = (head.start, toks[first.end - 1].end);

    let mut lead = String::new();
    // The elements open where the lead ends: they stay, holding the rest of the block.
    let mut open: Vec<Token> = Vec::new();
    let mut rest = String::new();
    for (k, t) in toks[first.clone()].iter().enumerate() {
        match t.kind {
            Kind::Open => open.push(*t),
            Kind::Close => {
                open.pop();
            }
            Kind::Empty if t.name.eq_ignore_ascii_case("br") => lead.push(' '),
            Kind::Empty => {}
            Kind::Text => {
                let text = decode(&html[t.start..t.end]);
                if let Some(at) = sentence_end(&text) {
                    lead.push_str(&text[..at]);
                    for o in &open {
                        rest.push_str(&html[o.start..o.end]);
                    }
                    rest.push_str(&escape(&text[at..]));
                    rest.push_str(&html[t.end..node_end]);
                    let left = text[at..].to_owned() + &text_of(&(first.start + k + 1..first.end));
                    if left.trim().is_empty() {
                        rest.clear();
                    }
                    break;
                }
                lead.push_str(&text);
            }
        }
    }
    let body = format!("{}{rest}{}", &html[..node_start], &html[node_end..]);
    LeadSplit {
        lead: one_space(&lead),
        body: body.trim().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cases the web app's test double is checked against too
    /// (frontend/src/testing/mocks/lead-split.ts).
    const CASES: &str = include_str!("lead-cases.json");

    #[derive(serde::Deserialize)]
    struct Case {
        about: String,
        html: String,
        lead: String,
        body: String,
    }

    #[test]
    fn the_lead_is_the_first_sentence_and_the_body_the_rest() {
        let cases: Vec<Case> = serde_json::from_str(CASES).unwrap();
        assert!(cases.len() >= 10);
        for case in cases {
            let got = split(&case.html);
            assert_eq!(
                got,
                LeadSplit {
                    lead: case.lead,
                    body: case.body
                },
                "{}",
                case.about
            );
        }
    }

    #[test]
    fn sentences_end_at_a_stop_before_a_space_or_the_end_or_at_the_dari() {
        assert_eq!(sentence_end("One. Two."), Some(4));
        assert_eq!(sentence_end("Version 2.5 is out. Yes"), Some(19));
        assert_eq!(sentence_end("no stop"), None);
        assert_eq!(sentence_end("অনেক রাত।তারপর"), Some("অনেক রাত।".len()));
    }

    /// The readable characters of HTML, white space left out.
    fn letters(html: &str) -> String {
        tokens(html)
            .iter()
            .filter(|t| t.kind == Kind::Text)
            .map(|t| decode(&html[t.start..t.end]))
            .collect::<String>()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect()
    }

    #[test]
    fn any_input_splits_without_losing_or_adding_a_letter() {
        for html in [
            "<p>unclosed. rest",
            "</p>stray. close",
            "<p>a &amp b &#xZZ; c. d</p>",
            "<",
            "a < b. c",
            "<p a=\"x>. y\">q. r</p>",
            "text & more. tail &",
            "<p>অনেক রাত।তারপর</p>",
        ] {
            let got = split(html);
            let lead: String = got.lead.chars().filter(|c| !c.is_whitespace()).collect();
            assert_eq!(
                lead + &letters(&got.body),
                letters(html),
                "{html:?} → {got:?}"
            );
        }
    }
}
