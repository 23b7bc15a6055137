//! The published counsellors as a page shows them: a list's cards (`/counsellors`, the home page's
//! section) and one counsellor's profile (`/counsellors/{name}/{id}`), drawn into the page's slot
//! exactly as the web app draws them (`frontend/src/features/counsellors/components/
//! public-counsellors.tsx`), so the page arrives whole and the app takes it over unchanged. Both
//! sides' tests read the `counsellors` cases of `page-cases.json`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use mon_domain::bangla::bangla_digits;
use mon_domain::{Bilingual, Lang};
use serde::Deserialize;

use super::manifest::{Texts, escape, percent_encode, title_slug};
use crate::routes::counsellors::dto::{MeetingMode, PublicCounsellor};

/// The words of a counsellor's card and profile, from the build's catalogs (`routes.json`,
/// `counsellors:public`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CounsellorTexts {
    pub languages: Texts,
    pub specialities: Texts,
    pub modes: Texts,
    pub fee: Texts,
    /// `{{amount}}` is the fee in taka.
    pub fee_amount: Texts,
    pub free: Texts,
    pub next_free: Texts,
    pub none_free: Texts,
    /// `{{number}}` is the registration number.
    pub registration: Texts,
    pub book: Texts,
    /// A language's name by its code; a code without one is shown as it is.
    pub language_names: Bilingual<BTreeMap<String, String>>,
    pub mode_names: Bilingual<BTreeMap<String, String>>,
}

/// The words of one page's language.
struct Words<'a> {
    texts: &'a CounsellorTexts,
    lang: Lang,
}

impl Words<'_> {
    fn get<'t>(&self, text: &'t Texts) -> &'t str {
        text.get(self.lang)
    }

    fn languages(&self, codes: &[String]) -> String {
        let names = self.texts.language_names.get(self.lang);
        let shown: Vec<&str> = codes
            .iter()
            .map(|c| names.get(c).map_or(c.as_str(), String::as_str))
            .collect();
        escape(&shown.join(", "))
    }

    fn modes(&self, modes: &[MeetingMode]) -> String {
        let names = self.texts.mode_names.get(self.lang);
        let shown: Vec<&str> = modes
            .iter()
            .map(|m| {
                let code = mode_code(*m);
                names.get(code).map_or(code, String::as_str)
            })
            .collect();
        escape(&shown.join(", "))
    }

    fn fee(&self, fee_bdt: i64) -> String {
        if fee_bdt == 0 {
            return escape(self.get(&self.texts.free));
        }
        let amount = match self.lang {
            Lang::En => fee_bdt.to_string(),
            Lang::Bn => bangla_digits(&fee_bdt.to_string()),
        };
        escape(
            &self
                .get(&self.texts.fee_amount)
                .replace("{{amount}}", &amount),
        )
    }

    fn next_free(&self, c: &PublicCounsellor) -> String {
        escape(
            c.next_free_text
                .as_deref()
                .unwrap_or(self.get(&self.texts.none_free)),
        )
    }
}

fn mode_code(mode: MeetingMode) -> &'static str {
    match mode {
        MeetingMode::Video => "video",
        MeetingMode::Phone => "phone",
        MeetingMode::InPerson => "in_person",
    }
}

/// A counsellor's page: `/counsellors/{slug of the name}/{id}`.
pub fn profile_path(name: &str, id: i64) -> String {
    format!("/counsellors/{}/{id}", percent_encode(&title_slug(name)))
}

/// The first character of the name's first two words, in upper case.
fn initials(name: &str) -> String {
    name.split_whitespace()
        .take(2)
        .filter_map(|w| w.chars().next())
        .flat_map(char::to_uppercase)
        .collect()
}

/// The photo (`size` px square, an empty alt: the name is beside it), or the initials.
fn photo(c: &PublicCounsellor, large: bool) -> String {
    let (class, size, lazy) = if large {
        ("counsellor-photo counsellor-photo--large", 160, "")
    } else {
        ("counsellor-photo", 96, " loading=\"lazy\"")
    };
    match &c.photo_url {
        Some(url) => format!(
            "<img class=\"{class}\" alt=\"\" width=\"{size}\" height=\"{size}\"{lazy} decoding=\"async\" src=\"{}\">",
            escape(url)
        ),
        None => format!(
            "<span class=\"{class} counsellor-initials\" aria-hidden=\"true\">{}</span>",
            escape(&initials(&c.name))
        ),
    }
}

/// The bio's paragraphs: its parts between blank lines (lines of nothing but spaces and tabs),
/// each trimmed, empty ones left out.
fn bio_paragraphs(bio: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines: Vec<&str> = Vec::new();
    for line in bio.split('\n').chain([""]) {
        if line.chars().all(|c| c == ' ' || c == '\t') {
            let paragraph = lines.join("\n");
            let paragraph = paragraph.trim();
            if !paragraph.is_empty() {
                out.push(paragraph.to_owned());
            }
            lines.clear();
        } else {
            lines.push(line);
        }
    }
    out
}

/// The title's paragraph, when there is one.
fn title(c: &PublicCounsellor) -> String {
    if c.title.is_empty() {
        String::new()
    } else {
        format!("<p class=\"counsellor-title\">{}</p>", escape(&c.title))
    }
}

/// The cards of `items` under headings of `level` (2 on `/counsellors`, 3 in the home page's
/// section).
pub fn counsellor_cards(
    texts: &CounsellorTexts,
    lang: Lang,
    items: &[PublicCounsellor],
    level: u8,
) -> String {
    let w = Words { texts, lang };
    let mut out = String::from("<ul class=\"counsellor-cards\">");
    for c in items {
        let next = match c.next_free_text {
            Some(_) => format!("{}: {}", escape(w.get(&texts.next_free)), w.next_free(c)),
            None => w.next_free(c),
        };
        let facts: Vec<String> = [
            w.languages(&c.languages),
            w.modes(&c.modes),
            w.fee(c.fee_bdt),
        ]
        .into_iter()
        .filter(|f| !f.is_empty())
        .collect();
        let _ = write!(
            out,
            "<li class=\"counsellor-card\">{}<div class=\"counsellor-text\"><h{level} class=\"counsellor-name\"><a href=\"{}\">{}</a></h{level}>{}<p class=\"counsellor-facts\">{}</p><p class=\"counsellor-next\">{next}</p></div></li>",
            photo(c, false),
            escape(&profile_path(&c.name, c.id)),
            escape(&c.name),
            title(c),
            facts.join(" · "),
        );
    }
    out.push_str("</ul>");
    out
}

/// One counsellor's profile: name, title, credentials and registration, the facts, the bio's
/// paragraphs and "Book a session": the appointment screen with them chosen, through the login
/// page (which passes a signed-in subscriber straight on).
pub fn counsellor_profile(texts: &CounsellorTexts, lang: Lang, c: &PublicCounsellor) -> String {
    let w = Words { texts, lang };
    let mut out = format!(
        "<article class=\"counsellor-profile\"><div class=\"counsellor-head\">{}<div class=\"counsellor-text\"><h1 class=\"counsellor-name\">{}</h1>{}",
        photo(c, true),
        escape(&c.name),
        title(c)
    );
    if !c.credentials.is_empty() {
        let _ = write!(
            out,
            "<p class=\"counsellor-credentials\">{}</p>",
            escape(&c.credentials)
        );
    }
    if let Some(number) = &c.registration_no {
        let text = w.get(&texts.registration).replace("{{number}}", number);
        let _ = write!(
            out,
            "<p class=\"counsellor-registration\">{}</p>",
            escape(&text)
        );
    }
    out.push_str("</div></div><dl class=\"counsellor-details\">");
    let mut fact = |term: &Texts, value: String| {
        if value.is_empty() {
            return;
        }
        let _ = write!(
            out,
            "<div><dt>{}</dt><dd>{value}</dd></div>",
            escape(w.get(term))
        );
    };
    fact(&texts.languages, w.languages(&c.languages));
    fact(&texts.specialities, escape(&c.specialities.join(", ")));
    fact(&texts.modes, w.modes(&c.modes));
    fact(&texts.fee, w.fee(c.fee_bdt));
    fact(&texts.next_free, w.next_free(c));
    out.push_str("</dl>");
    let paragraphs = bio_paragraphs(&c.bio);
    if !paragraphs.is_empty() {
        out.push_str("<div class=\"counsellor-bio\">");
        for p in paragraphs {
            let _ = write!(out, "<p>{}</p>", escape(&p));
        }
        out.push_str("</div>");
    }
    let _ = write!(
        out,
        "<p><a class=\"counsellor-book\" href=\"/login?next=%2Fappointment%3Fcounsellor%3D{}\">{}</a></p></article>",
        c.id,
        escape(w.get(&texts.book))
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn lang(case: &Value) -> Lang {
        match case["lang"].as_str() {
            Some("bn") => Lang::Bn,
            _ => Lang::En,
        }
    }

    fn texts(cases: &Value) -> CounsellorTexts {
        serde_json::from_value(cases["counsellors"]["texts"].clone()).expect("texts")
    }

    #[test]
    fn a_list_s_cards_are_drawn_as_the_web_app_draws_them() {
        let cases = super::super::page_cases();
        let texts = texts(&cases);
        for case in cases["counsellors"]["cards"].as_array().expect("cards") {
            let items: Vec<PublicCounsellor> =
                serde_json::from_value(case["items"].clone()).expect("items");
            let level = u8::try_from(case["level"].as_u64().expect("level")).expect("level");
            assert_eq!(
                counsellor_cards(&texts, lang(case), &items, level),
                case["html"].as_str().expect("html"),
                "{}",
                case["about"]
            );
        }
    }

    #[test]
    fn a_profile_is_drawn_as_the_web_app_draws_it() {
        let cases = super::super::page_cases();
        let texts = texts(&cases);
        for case in cases["counsellors"]["profiles"]
            .as_array()
            .expect("profiles")
        {
            let item: PublicCounsellor =
                serde_json::from_value(case["item"].clone()).expect("item");
            assert_eq!(
                counsellor_profile(&texts, lang(case), &item),
                case["html"].as_str().expect("html"),
                "{}",
                case["about"]
            );
        }
    }
}
