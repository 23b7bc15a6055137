//! A list page's first page of cards in its HTML: the build's template of the web app's own card
//! (`frontend/scripts/prerender.mjs`: the list rendered with placeholder words for each field),
//! filled here with the current items, so the page arrives with its cards and its first picture
//! can be the first thing painted. The app keeps this markup as it is until it has drawn the
//! same cards itself (`frontend/src/components/ui/server-filled.tsx`).

use chrono::{DateTime, Datelike, SecondsFormat, Utc};
use chrono_tz::Tz;
use mon_domain::Lang;
use serde::Deserialize;
use unicode_segmentation::UnicodeSegmentation;

use super::build::Build;
use super::manifest::{PRERENDER_SPLIT as SPLIT, escape, percent_encode};

/// The build's `prerender/<lang>/cards/<slot>.json`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CardTemplate {
    /// The placeholder as the prerendered page holds it: `<div data-slot="…">…</div>`.
    slot: String,
    /// The cards' style tags (their nonce still the placeholder).
    styles: String,
    /// The grid's start tag and end tag.
    open: String,
    close: String,
    /// The cards by their place: a list's first card (where it differs: its picture fetched at
    /// once) and the card every later item repeats; a carousel's slides, one per item.
    cards: Vec<String>,
    /// Whether the last card repeats for the items after it (a list), or the items must be as
    /// many as the cards (a carousel).
    #[serde(default)]
    repeat: bool,
    /// A blog card's author ("· By …"), left out of a card whose item has none.
    #[serde(default)]
    author_part: Option<String>,
    sentinel: Sentinel,
    date_format: DateFormat,
}

/// The placeholder words of the template's card.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Sentinel {
    title: String,
    excerpt: String,
    picture: String,
    author: String,
    /// A learning card's video id and category.
    #[serde(default)]
    video: Option<String>,
    #[serde(default)]
    category: Option<String>,
    date: String,
    date_text: String,
}

/// How the web app writes a date in the page's language (`formatDate`, the medium date style).
#[derive(Debug, Deserialize)]
pub(crate) struct DateFormat {
    parts: Vec<DatePart>,
    months: Vec<String>,
    digits: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum DatePart {
    Part { part: String },
    Literal { literal: String },
}

/// One card as the list's answer gives it.
#[derive(Debug, Clone)]
pub struct Card {
    pub title: String,
    /// The item's page.
    pub href: String,
    pub excerpt: String,
    pub picture: String,
    pub author: Option<String>,
    /// A learning card's YouTube video id, and its category as the app names it.
    pub video: Option<String>,
    pub category: Option<String>,
    pub date: DateTime<Utc>,
}

/// Card limits of spec section 9, as the web app's card cuts them (`content-card.tsx`).
const TITLE_MAX: usize = 50;
const TEXT_MAX: usize = 150;
const ALT_MAX: usize = 10;

impl CardTemplate {
    /// The prerendered page `page` (style tags, the split, the markup) with its cards' slot
    /// filled with `cards` and their styles added; `None` when there is nothing to fill (no
    /// cards: the app shows its empty list; a carousel of another number of items than its
    /// slides) or the page has no such slot. Dates are written on the calendar of `tz`, the
    /// service's time zone (`MON_TIMEZONE`).
    pub fn fill(&self, page: &str, cards: &[Card], tz: Tz) -> Option<String> {
        let (styles, markup) = page.split_once(SPLIT)?;
        let at = markup.find(&self.slot)?;
        let last = self.cards.len().checked_sub(1)?;
        if cards.is_empty() || (!self.repeat && cards.len() != self.cards.len()) {
            return None;
        }
        // `<div data-slot="…">` marked as filled.
        let start_tag = self.slot.split_once('>')?.0;
        let mut filled = format!("{start_tag} data-filled=\"\">{}", self.open);
        for (index, card) in cards.iter().enumerate() {
            let template = self.cards.get(index.min(last))?;
            let drawn = match (&self.author_part, &card.author) {
                (Some(part), None) => self.draw(&template.replacen(part.as_str(), "", 1), card, tz),
                _ => self.draw(template, card, tz),
            };
            filled.push_str(&drawn);
        }
        filled.push_str(&self.close);
        filled.push_str("</div>");
        Some(format!(
            "{styles}{}{SPLIT}{}{filled}{}",
            self.styles,
            &markup[..at],
            &markup[at + self.slot.len()..]
        ))
    }

    /// One card: each placeholder word replaced, in one pass (an item's text that holds a
    /// placeholder word is never replaced again).
    fn draw(&self, template: &str, card: &Card, tz: Tz) -> String {
        let s = &self.sentinel;
        let title = card.title.trim();
        let shown = truncate(title, TITLE_MAX);
        // The whole title is the link's name when the visible one is cut (as the app's card).
        let link = if shown == title {
            format!(">{}</a>", escape(&shown))
        } else {
            format!(" aria-label=\"{}\">{}</a>", escape(title), escape(&shown))
        };
        let author = card.author.as_deref().map(escape).unwrap_or_default();
        // In this order at each place: the title's specific places before its other ones (a
        // video's play button names the whole title).
        let mut words = vec![
            (
                "href=\"{href}\"".to_owned(),
                format!("href=\"{}\"", escape(&card.href)),
            ),
            (
                format!("alt=\"{}\"", s.title),
                format!("alt=\"{}\"", escape(&truncate(title, ALT_MAX))),
            ),
            (format!(">{}</a>", s.title), link),
            (s.title.clone(), escape(title)),
            (
                s.excerpt.clone(),
                escape(&truncate(&card.excerpt, TEXT_MAX)),
            ),
            (
                format!("src=\"{}\"", s.picture),
                format!("src=\"{}\"", escape(&card.picture)),
            ),
            (
                format!("dateTime=\"{}\"", s.date),
                format!(
                    "dateTime=\"{}\"",
                    card.date.to_rfc3339_opts(SecondsFormat::AutoSi, true)
                ),
            ),
            (
                format!(">{}</time>", s.date_text),
                format!(">{}</time>", escape(&self.date_format.write(card.date, tz))),
            ),
            (s.author.clone(), author),
        ];
        if let Some(video) = &s.video {
            let id = card
                .video
                .as_deref()
                .map(percent_encode)
                .unwrap_or_default();
            words.push((video.clone(), escape(&id)));
        }
        if let Some(category) = &s.category {
            words.push((
                category.clone(),
                escape(card.category.as_deref().unwrap_or_default()),
            ));
        }
        substitute(template, &words)
    }
}

impl DateFormat {
    /// `date` as the app writes it in the page's language, on the calendar of `tz`.
    pub(crate) fn write(&self, date: DateTime<Utc>, tz: Tz) -> String {
        let local = date.with_timezone(&tz);
        let number = |n: u32| -> String {
            n.to_string()
                .chars()
                .map(|c| {
                    c.to_digit(10)
                        .and_then(|d| self.digits.get(d as usize))
                        .map_or_else(|| c.to_string(), Clone::clone)
                })
                .collect()
        };
        let mut out = String::new();
        for part in &self.parts {
            match part {
                DatePart::Literal { literal } => out.push_str(literal),
                DatePart::Part { part } => match part.as_str() {
                    "day" => out.push_str(&number(local.day())),
                    "month" => out.push_str(
                        self.months
                            .get(local.month0() as usize)
                            .map_or("", String::as_str),
                    ),
                    "year" => out.push_str(&number(local.year().unsigned_abs())),
                    _ => {}
                },
            }
        }
        out
    }
}

/// `template` with each word replaced wherever it is, in one pass over the template: at each
/// place the first word of `words` that starts there.
pub(crate) fn substitute(template: &str, words: &[(String, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 512);
    let mut rest = template;
    'scan: while !rest.is_empty() {
        for (word, replacement) in words {
            if !word.is_empty() && rest.starts_with(word.as_str()) {
                out.push_str(replacement);
                rest = &rest[word.len()..];
                continue 'scan;
            }
        }
        let next = rest.chars().next().map_or(1, char::len_utf8);
        out.push_str(&rest[..next]);
        rest = &rest[next..];
    }
    out
}

/// `truncate` of the web app's `lib/format.ts`: trimmed, at most `max` characters as a reader
/// sees them (grapheme clusters, so a Bangla consonant keeps its vowel sign), and an ellipsis
/// (after no trailing space) when it was longer.
pub fn truncate(text: &str, max: usize) -> String {
    let trimmed = text.trim();
    if trimmed.graphemes(true).nth(max).is_none() {
        return trimmed.to_owned();
    }
    let cut: String = trimmed.graphemes(true).take(max).collect();
    format!("{}…", cut.trim_end())
}

/// The prerendered page `copy` with its list's first cards, from the build's template of the
/// card (`prerender/<lang>/cards/<slot>.json`); `None` without one (an older build, a list the
/// build has no template for) or without cards.
pub(super) async fn filled_cards(
    build: Build<'_>,
    lang: Lang,
    slot: &str,
    copy: &str,
    cards: &[Card],
    tz: chrono_tz::Tz,
) -> Option<String> {
    build
        .json::<CardTemplate>(&format!("prerender/{}/cards/{slot}.json", lang.tag()))
        .await?
        .fill(copy, cards, tz)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_cut_as_the_web_app_cuts_them() {
        let cases = super::super::page_cases();
        let limits = &cases["cardLimits"];
        assert_eq!(limits["title"].as_u64(), Some(TITLE_MAX as u64));
        assert_eq!(limits["text"].as_u64(), Some(TEXT_MAX as u64));
        assert_eq!(limits["alt"].as_u64(), Some(ALT_MAX as u64));
        let truncations = cases["truncations"].as_array().expect("truncations");
        assert!(!truncations.is_empty());
        for case in truncations {
            assert_eq!(
                truncate(
                    case["text"].as_str().unwrap(),
                    case["max"].as_u64().unwrap() as usize
                ),
                case["shown"].as_str().unwrap(),
                "{}",
                case["about"]
            );
        }
    }

    const DHAKA: Tz = chrono_tz::Asia::Dhaka;

    /// The build's template, cut down to the parts the server fills (the shape of
    /// `prerender/<lang>/cards/story-cards.json`).
    fn template(lang: &str) -> CardTemplate {
        let card = |loading: &str, author: bool| {
            format!(
                "<article><img src=\"/monpicture.jpg\" alt=\"montitle\" loading=\"{loading}\"/><h2><a href=\"{{href}}\">montitle</a></h2>\
                 <div><time dateTime=\"2001-02-03T04:05:06Z\">{}</time>{}</div><p>monexcerpt</p></article>",
                if lang == "bn" {
                    "৩ ফেব, ২০০১"
                } else {
                    "3 Feb 2001"
                },
                if author {
                    " · <!-- -->By monauthor"
                } else {
                    ""
                }
            )
        };
        let (parts, months, digits) = if lang == "bn" {
            (
                r#"[{"part":"day"},{"literal":" "},{"part":"month"},{"literal":", "},{"part":"year"}]"#,
                r#"["জানু","ফেব","মার্চ","এপ্রি","মে","জুন","জুল","আগ","সেপ","অক্টো","নভে","ডিসে"]"#,
                r#"["০","১","২","৩","৪","৫","৬","৭","৮","৯"]"#,
            )
        } else {
            (
                r#"[{"part":"day"},{"literal":" "},{"part":"month"},{"literal":" "},{"part":"year"}]"#,
                r#"["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sept","Oct","Nov","Dec"]"#,
                r#"["0","1","2","3","4","5","6","7","8","9"]"#,
            )
        };
        let json = format!(
            r#"{{"slot":"<div data-slot=\"story-cards\"><div aria-busy=\"true\">…</div></div>","styles":"<style data-emotion=\"mui-prerendered a1\">.a1{{}}</style>",
            "open":"<div data-cards=\"\">","close":"</div>","cards":[{},{}],"repeat":true,"authorPart":" · <!-- -->By monauthor",
            "sentinel":{{"title":"montitle","excerpt":"monexcerpt","picture":"/monpicture.jpg","author":"monauthor","date":"2001-02-03T04:05:06Z","dateText":{}}},
            "dateFormat":{{"parts":{parts},"months":{months},"digits":{digits}}}}}"#,
            serde_json::to_string(&card("eager", true)).unwrap(),
            serde_json::to_string(&card("lazy", true)).unwrap(),
            serde_json::to_string(if lang == "bn" {
                "৩ ফেব, ২০০১"
            } else {
                "3 Feb 2001"
            })
            .unwrap(),
        );
        serde_json::from_str(&json).unwrap()
    }

    const PAGE: &str = "<style data-emotion=\"mui-prerendered p\">.p{}</style>\n<!--mon:root-->\n<main><h1>Stories</h1><div data-slot=\"story-cards\"><div aria-busy=\"true\">…</div></div></main>";

    fn card_of(title: &str, date: &str) -> Card {
        Card {
            title: title.into(),
            href: format!("/stories/{}/7", title.to_lowercase()),
            excerpt: "A walk every morning helped.".into(),
            picture: "/api/custom/v1/images/a-card.jpg".into(),
            author: None,
            video: None,
            category: None,
            date: date.parse().unwrap(),
        }
    }

    #[test]
    fn the_slot_holds_the_cards_with_each_item_s_text_and_the_page_keeps_the_rest() {
        let page = template("en")
            .fill(
                PAGE,
                &[
                    card_of("Sleep", "2026-11-24T10:00:00Z"),
                    card_of("Rain & <hope>", "2026-01-05T10:00:00Z"),
                ],
                DHAKA,
            )
            .unwrap();
        let (styles, markup) = page.split_once(SPLIT).unwrap();
        // The cards' styles join the page's.
        assert!(styles.starts_with("<style data-emotion=\"mui-prerendered p\">"));
        assert!(styles.ends_with("<style data-emotion=\"mui-prerendered a1\">.a1{}</style>"));
        assert!(markup.starts_with("<main><h1>Stories</h1><div data-slot=\"story-cards\" data-filled=\"\"><div data-cards=\"\"><article>"));
        assert!(markup.ends_with("</article></div></div></main>"));
        assert!(!markup.contains("aria-busy"));
        assert_eq!(markup.matches("<article>").count(), 2);
        // The first card's picture is fetched at once, the others when near.
        let first = markup.find("loading=\"eager\"").unwrap();
        assert!(first < markup.find("loading=\"lazy\"").unwrap());
        assert!(markup.contains("<a href=\"/stories/sleep/7\">Sleep</a>"));
        assert!(markup.contains("alt=\"Sleep\""));
        assert!(markup.contains("<time dateTime=\"2026-11-24T10:00:00Z\">24 Nov 2026</time>"));
        // An item's text is escaped, never markup.
        assert!(markup.contains(">Rain &amp; &lt;hope&gt;</a>"));
        assert!(markup.contains("alt=\"Rain &amp; &lt;ho…\""));
        assert!(markup.contains(">5 Jan 2026</time>"));
        assert!(
            !markup.contains("mon"),
            "a placeholder word is left: {markup}"
        );
    }

    #[test]
    fn a_long_title_and_text_are_cut_as_the_app_cuts_them_and_the_link_keeps_the_whole_title() {
        let long =
            "ঘুম না আসা রাতগুলোতে কী করি: একটি দীর্ঘ শিরোনাম যা পঞ্চাশ অক্ষরের চেয়ে অনেক বেশি লম্বা হয়ে গেছে";
        let mut item = card_of(long, "2026-11-24T10:00:00Z");
        item.excerpt = "আমি ".repeat(60);
        let page = template("bn").fill(PAGE, &[item], DHAKA).unwrap();
        let shown = truncate(long, TITLE_MAX);
        // As the app's `truncate` (Node 20's Intl.Segmenter) cuts it.
        assert_eq!(
            shown,
            "ঘুম না আসা রাতগুলোতে কী করি: একটি দীর্ঘ শিরোনাম যা পঞ্চাশ অক্ষরের চেয়ে অনেক…"
        );
        assert!(page.contains(&format!(" aria-label=\"{long}\">{shown}</a>")));
        let text = truncate(&"আমি ".repeat(60), TEXT_MAX);
        assert!(page.contains(&format!("<p>{text}</p>")));
        // A Bangla vowel sign stays with its consonant: the cut falls between whole letters.
        assert_eq!(truncate("আমি আমি", 2), "আমি…");
        // A conjunct is one letter, as the browser's Intl.Segmenter counts it (Node 20:
        // ["স্ক্র্যা","প"," ","ক্ষু","ধা", …]).
        assert_eq!(truncate("স্ক্র্যাপ ক্ষুধা সন্ত্রাস", 3), "স্ক্র্যাপ…");
        assert_eq!(truncate("স্ক্র্যাপ ক্ষুধা সন্ত্রাস", 5), "স্ক্র্যাপ ক্ষুধা…");
        assert_eq!(truncate("  short  ", 10), "short");
    }

    #[test]
    fn a_date_is_written_in_the_page_s_language_on_the_service_s_calendar() {
        // 20:00 UTC on the 24th is the 25th in Dhaka.
        let page = template("bn")
            .fill(PAGE, &[card_of("Sleep", "2026-11-24T20:00:00Z")], DHAKA)
            .unwrap();
        assert!(page.contains(">২৫ নভে, ২০২৬</time>"), "{page}");
        let page = template("en")
            .fill(PAGE, &[card_of("Sleep", "2026-11-24T20:00:00Z")], DHAKA)
            .unwrap();
        assert!(page.contains(">25 Nov 2026</time>"));
        // The service's time zone decides (MON_TIMEZONE): in London it is still the 24th.
        let page = template("en")
            .fill(
                PAGE,
                &[card_of("Sleep", "2026-11-24T20:00:00Z")],
                chrono_tz::Europe::London,
            )
            .unwrap();
        assert!(page.contains(">24 Nov 2026</time>"), "{page}");
    }

    #[test]
    fn an_author_is_shown_on_cards_that_have_one() {
        let mut with = card_of("Sleep", "2026-11-24T10:00:00Z");
        with.author = Some("Dr. Rahman".into());
        let page = template("en")
            .fill(
                PAGE,
                &[
                    card_of("First", "2026-11-24T10:00:00Z"),
                    with,
                    card_of("Plain", "2026-11-24T10:00:00Z"),
                ],
                DHAKA,
            )
            .unwrap();
        assert_eq!(page.matches("By Dr. Rahman").count(), 1);
        assert_eq!(page.matches(" · ").count(), 1);
    }

    #[test]
    fn an_item_s_text_that_holds_a_placeholder_word_is_kept_as_written() {
        let mut item = card_of("monexcerpt", "2026-11-24T10:00:00Z");
        item.excerpt = "montitle and monauthor".into();
        let page = template("en").fill(PAGE, &[item], DHAKA).unwrap();
        assert!(page.contains(">monexcerpt</a>"));
        assert!(page.contains("<p>montitle and monauthor</p>"));
    }

    #[test]
    fn a_learning_card_names_its_video_category_and_whole_title_on_its_play_button() {
        let card = "<article><button aria-label=\"Play video: montitle\"><img src=\"https://i.ytimg.com/vi/monvideo/hqdefault.jpg\" alt=\"\"/></button>\
                    <h2><a href=\"{href}\">montitle</a></h2><div>Category: moncategory · <time dateTime=\"2001-02-03T04:05:06Z\">3 Feb 2001</time></div><p>monexcerpt</p></article>";
        let mut template = template("en");
        template.cards = vec![card.into()];
        template.author_part = None;
        template.sentinel.video = Some("monvideo".into());
        template.sentinel.category = Some("moncategory".into());
        let mut item = card_of("Breathing & calm", "2026-11-24T10:00:00Z");
        item.video = Some("inpok4MKVLM".into());
        item.category = Some("Well being".into());
        let page = template.fill(PAGE, &[item], DHAKA).unwrap();
        assert!(page.contains("<button aria-label=\"Play video: Breathing &amp; calm\"><img src=\"https://i.ytimg.com/vi/inpok4MKVLM/hqdefault.jpg\""), "{page}");
        assert!(
            page.contains("<a href=\"/stories/breathing &amp; calm/7\">Breathing &amp; calm</a>"),
            "{page}"
        );
        assert!(page.contains("Category: Well being · <time"), "{page}");
        assert!(!page.split_once(SPLIT).unwrap().1.contains("mon"), "{page}");
    }

    #[test]
    fn a_carousel_gives_each_item_its_own_slide_and_is_filled_only_with_as_many_items() {
        let slide = |n: u32, shown: &str| {
            format!(
                "<div class=\"{shown}\" aria-label=\"{n} of 3\"><img src=\"/monpicture.jpg\" alt=\"montitle\"/><a href=\"{{href}}\">montitle</a><time dateTime=\"2001-02-03T04:05:06Z\">3 Feb 2001</time> · <!-- -->By monauthor<p>monexcerpt</p></div>"
            )
        };
        let mut template = template("en");
        template.cards = vec![
            slide(1, "shown"),
            slide(2, "hidden-on-phones"),
            slide(3, "hidden-on-phones"),
        ];
        template.repeat = false;
        let mut posts: Vec<Card> = ["One", "Two", "Three"]
            .iter()
            .map(|t| card_of(t, "2026-11-24T10:00:00Z"))
            .collect();
        posts[0].author = Some("Dr. Rahman".into());
        let page = template.fill(PAGE, &posts, DHAKA).unwrap();
        let at = |text: &str| {
            page.find(text)
                .unwrap_or_else(|| panic!("{text} missing: {page}"))
        };
        assert!(at("class=\"shown\" aria-label=\"1 of 3\"") < at(">One</a>"));
        assert!(
            at(">One</a>") < at("aria-label=\"2 of 3\"")
                && at("aria-label=\"2 of 3\"") < at(">Two</a>")
        );
        assert!(at("aria-label=\"3 of 3\"") < at(">Three</a>"));
        // The author where there is one; no empty "By" where there is none.
        assert_eq!(page.matches("By ").count(), 1);
        assert!(page.contains(" · <!-- -->By Dr. Rahman"));
        // Two posts for three slides: the app draws them.
        assert_eq!(template.fill(PAGE, &posts[..2], DHAKA), None);
    }

    #[test]
    fn nothing_is_filled_without_cards_or_without_the_slot() {
        assert_eq!(template("en").fill(PAGE, &[], DHAKA), None);
        let other = "<style></style>\n<!--mon:root-->\n<main>FAQ</main>";
        assert_eq!(
            template("en").fill(other, &[card_of("Sleep", "2026-11-24T10:00:00Z")], DHAKA),
            None
        );
        assert_eq!(
            template("en").fill(
                "no split",
                &[card_of("Sleep", "2026-11-24T10:00:00Z")],
                DHAKA
            ),
            None
        );
    }
}
