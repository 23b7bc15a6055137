//! Titles (plain text) and rich content (HTML, sanitised on the way in).

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use unicode_normalization::UnicodeNormalization;

use super::ContentMsg;

/// A title: plain text, trimmed, NFKC, inner runs of white space made one space,
/// control characters removed; 1 to 200 characters. Never rendered as HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Title(String);

impl Title {
    pub const MAX_CHARS: usize = 200;

    pub fn parse(raw: &str) -> Result<Self, Vec<ContentMsg>> {
        let s = one_line(raw);
        if s.is_empty() {
            return Err(vec![ContentMsg::TitleRequired]);
        }
        if s.chars().count() > Self::MAX_CHARS {
            return Err(vec![ContentMsg::TitleTooLong]);
        }
        Ok(Self(s))
    }

    pub fn from_stored(s: String) -> Self {
        Self(s)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Lower case, for case-insensitive search.
    pub fn folded(&self) -> String {
        self.0.to_lowercase()
    }
}

/// Plain text on one line: NFKC, control characters dropped, white space collapsed.
pub fn one_line(raw: &str) -> String {
    let s: String = raw
        .nfkc()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control())
        .collect();
    s.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// HTML that is safe to render: paragraphs, headings, lists, emphasis, quotes,
/// code and links (`http`, `https`, `mailto`; every link gets
/// `rel="noopener noreferrer"`). Scripts and styles are dropped with their
/// content; event handlers, `style` attributes, `javascript:` URLs, iframes,
/// images and every other tag are removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RichText(String);

static SANITISER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let tags: HashSet<&str> = [
        "p",
        "br",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "strong",
        "b",
        "em",
        "i",
        "u",
        "s",
        "blockquote",
        "ul",
        "ol",
        "li",
        "a",
        "code",
        "pre",
        "hr",
    ]
    .into_iter()
    .collect();
    let mut attrs: HashMap<&str, HashSet<&str>> = HashMap::new();
    attrs.insert("a", ["href"].into_iter().collect());
    let mut b = ammonia::Builder::default();
    b.tags(tags)
        .tag_attributes(attrs)
        .generic_attributes(HashSet::new())
        .url_schemes(["http", "https", "mailto"].into_iter().collect())
        .link_rel(Some("noopener noreferrer"))
        .clean_content_tags(
            [
                "script", "style", "iframe", "object", "embed", "template", "noscript",
            ]
            .into_iter()
            .collect(),
        );
    b
});

impl RichText {
    pub const MAX_CHARS: usize = 100_000;

    /// Sanitises `raw`; `required` is the message when nothing readable is left.
    pub fn parse(raw: &str, required: ContentMsg) -> Result<Self, Vec<ContentMsg>> {
        if raw.chars().count() > Self::MAX_CHARS {
            return Err(vec![ContentMsg::ContentTooLong]);
        }
        let clean = SANITISER.clean(raw).to_string();
        if plain_excerpt(&clean, 1).is_empty() {
            return Err(vec![required]);
        }
        Ok(Self(clean.trim().to_owned()))
    }

    pub fn from_stored(s: String) -> Self {
        Self(s)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The first `max_chars` characters of the readable text.
    pub fn excerpt(&self, max_chars: usize) -> String {
        plain_excerpt(&self.0, max_chars)
    }
}

/// The readable text of sanitised HTML, on one line, cut at `max_chars` characters.
pub fn plain_excerpt(html: &str, max_chars: usize) -> String {
    let mut text = String::new();
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        text.push_str(&rest[..lt]);
        let Some(gt) = rest[lt..].find('>') else {
            rest = "";
            break;
        };
        let name: String = rest[lt + 1..lt + gt]
            .trim_start_matches('/')
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        if !matches!(
            name.as_str(),
            "strong" | "b" | "em" | "i" | "u" | "s" | "a" | "code"
        ) {
            text.push(' ');
        }
        rest = &rest[lt + gt + 1..];
    }
    text.push_str(rest);
    let decoded = text
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    cut_at_word(&one_line(&decoded), max_chars)
}

/// `text` with its white space collapsed and, when it is longer than `max_chars` characters, cut at
/// the last word that fits with `…` after it (at most `max_chars` in all), so a card or a shared link
/// never ends in half a word. A first word longer than that is cut inside it. The characters are
/// kept as they are (no `one_line` normalisation, which would spell a `…` as three stops), so a text
/// already cut comes back unchanged.
pub fn cut_at_word(text: &str, max_chars: usize) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= max_chars {
        return text;
    }
    // One character is kept for the ellipsis; a word that ends exactly there is whole.
    let room: String = text.chars().take(max_chars.saturating_sub(1)).collect();
    let word_is_whole = text.chars().nth(room.chars().count()) == Some(' ');
    let kept = if word_is_whole {
        room.as_str()
    } else {
        room.rfind(' ')
            .map_or(room.as_str(), |space| &room[..space])
    };
    // A cut after a comma, a stop or the Bangla daṛi reads better without it.
    let kept = kept.trim_end_matches([' ', ',', '.', ';', ':', '\u{964}']);
    if kept.is_empty() {
        // No room for a word and the ellipsis (a limit of one character): the first characters.
        return text.chars().take(max_chars).collect();
    }
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean(html: &str) -> String {
        RichText::parse(html, ContentMsg::ContentRequired)
            .unwrap()
            .as_str()
            .to_owned()
    }

    #[test]
    fn titles_are_one_trimmed_line_and_bounded() {
        assert_eq!(
            Title::parse("  A\n calm\tday ").unwrap().as_str(),
            "A calm day"
        );
        assert_eq!(
            Title::parse(" \u{7} ").unwrap_err(),
            vec![ContentMsg::TitleRequired]
        );
        assert_eq!(
            Title::parse(&"ক".repeat(201)).unwrap_err(),
            vec![ContentMsg::TitleTooLong]
        );
        assert_eq!(
            Title::parse("<b>bold</b>").unwrap().as_str(),
            "<b>bold</b>",
            "a title is text, shown as typed"
        );
    }

    #[test]
    fn scripts_handlers_styles_and_frames_are_removed() {
        assert_eq!(clean("<p>Hi<script>alert(1)</script></p>"), "<p>Hi</p>");
        assert_eq!(
            clean(r#"<p onclick="steal()" style="color:red">Hi</p>"#),
            "<p>Hi</p>"
        );
        assert_eq!(
            clean(r#"<p>Hi</p><iframe src="https://evil.example"></iframe><style>p{}</style>"#),
            "<p>Hi</p>"
        );
        assert_eq!(
            clean(r#"<img src=x onerror=alert(1)><p>Hi</p>"#),
            "<p>Hi</p>"
        );
        let js = clean(r#"<a href="javascript:alert(1)">x</a>"#);
        assert!(!js.contains("javascript"), "{js}");
    }

    #[test]
    fn structure_and_safe_links_are_kept() {
        let html = "<h2>Sleep</h2><p>Keep a <strong>steady</strong> <em>time</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Q</blockquote>";
        assert_eq!(clean(html), html);
        assert_eq!(
            clean(r#"<a href="https://who.int" target="_blank">WHO</a>"#),
            r#"<a href="https://who.int" rel="noopener noreferrer">WHO</a>"#
        );
    }

    #[test]
    fn content_with_nothing_readable_is_missing() {
        assert_eq!(
            RichText::parse("<p> </p><script>x</script>", ContentMsg::ContentRequired).unwrap_err(),
            vec![ContentMsg::ContentRequired]
        );
        assert_eq!(
            RichText::parse("", ContentMsg::DescriptionRequired).unwrap_err(),
            vec![ContentMsg::DescriptionRequired]
        );
        assert_eq!(
            RichText::parse(&"x".repeat(100_001), ContentMsg::ContentRequired).unwrap_err(),
            vec![ContentMsg::ContentTooLong]
        );
    }

    #[test]
    fn excerpts_are_readable_text() {
        let t = RichText::parse(
            "<h2>Rest</h2><p>Tom &amp; Jerry &lt;3 sleep well.</p>",
            ContentMsg::ContentRequired,
        )
        .unwrap();
        assert_eq!(t.excerpt(100), "Rest Tom & Jerry <3 sleep well.");
        assert_eq!(t.excerpt(10), "Rest Tom…");
        assert_eq!(plain_excerpt("<p>আমি ভালো আছি</p>", 6), "আমি…");
    }

    #[test]
    fn a_long_text_is_cut_at_a_word() {
        // Short enough: unchanged, on one line.
        assert_eq!(cut_at_word(" two\n lines ", 20), "two lines");
        assert_eq!(cut_at_word("exactly ten", 11), "exactly ten");
        // Cut before the word that does not fit, a comma or stop before the cut dropped.
        assert_eq!(
            cut_at_word("I slept badly, and stopped answering", 16),
            "I slept badly…"
        );
        assert_eq!(cut_at_word("one two three", 8), "one two…");
        assert_eq!(cut_at_word("আমি ভালো আছি। সত্যি", 14), "আমি ভালো আছি…");
        // One long word: cut inside it rather than left empty.
        assert_eq!(cut_at_word("unbelievably", 6), "unbel…");
        assert_eq!(cut_at_word("unbelievably", 1), "u");
        // Cutting again changes nothing.
        assert_eq!(cut_at_word("one two…", 8), "one two…");
        let cut = cut_at_word(&"word ".repeat(100), 200);
        assert!(
            cut.chars().count() <= 200 && cut.ends_with("word…"),
            "{cut}"
        );
    }
}
