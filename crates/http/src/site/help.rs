//! The help page (`/help`) with its helplines in the HTML: the build's template of the web app's own
//! page (`frontend/scripts/prerender.mjs`: the page rendered with a placeholder helpline whose every
//! field is a word), filled here with the visible helplines, so a person who reaches for help
//! before the app has started (or without JavaScript) finds every number at once. The app starts
//! with the same answer in its cache (the page's `mon-item` script) and takes the markup over.

use std::fmt::Write as _;

use chrono::NaiveDate;
use mon_domain::Lang;
use serde::Deserialize;

use super::build::Build;
use super::cards::{DateFormat, substitute};
use super::detail::served_item;
use super::manifest::escape;
use crate::routes::safety::dto::{HelplineList, HelplineResponse};

/// The build's `prerender/<lang>/fill/helplines.json`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HelpTemplate {
    /// The prerendered page: its style tags, the split, the markup of `#root`, with one helpline.
    page: String,
    /// That helpline's element, repeated for each helpline.
    item: String,
    /// Its hours, languages and description elements, each left out of a helpline without it.
    hours: String,
    languages: String,
    description: String,
    sentinel: Sentinel,
    date_format: DateFormat,
}

/// The placeholder words of the template's helpline.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Sentinel {
    name: String,
    /// The number as written, and as its `tel:` link.
    phone: String,
    tel: String,
    hours: String,
    languages: String,
    description: String,
    /// The day it was last verified, as the page writes it.
    date_text: String,
}

impl HelpTemplate {
    /// The page with `helplines` in their order; `None` for none (the page then keeps the app's
    /// own drawing: a loading state the app replaces with its "no helplines" note).
    pub fn fill(&self, helplines: &[HelplineResponse]) -> Option<String> {
        if helplines.is_empty() {
            return None;
        }
        let items: String = helplines.iter().map(|h| self.item(h)).collect();
        Some(self.page.replacen(&self.item, &items, 1))
    }

    /// One helpline's element. Each placeholder is replaced in one pass: a helpline's text that
    /// holds a placeholder word is never replaced again.
    fn item(&self, h: &HelplineResponse) -> String {
        let s = &self.sentinel;
        let mut item = self.item.clone();
        for (part, value) in [
            (&self.hours, &h.hours),
            (&self.languages, &h.languages),
            (&self.description, &h.description),
        ] {
            if value.is_empty() {
                item = item.replacen(part.as_str(), "", 1);
            }
        }
        let words = [
            (s.tel.clone(), escape(&tel_uri(&h.phone))),
            (s.phone.clone(), escape(&h.phone)),
            (s.name.clone(), escape(&h.name)),
            (s.hours.clone(), escape(&h.hours)),
            (s.languages.clone(), escape(&h.languages)),
            (s.description.clone(), escape(&h.description)),
            (s.date_text.clone(), escape(&self.day(h.verified_on))),
        ];
        substitute(&item, &words)
    }

    /// A day as the app writes it (`formatDay`: the medium date style, the day itself whatever
    /// the time zone).
    fn day(&self, day: NaiveDate) -> String {
        self.date_format.write(
            day.and_time(chrono::NaiveTime::MIN).and_utc(),
            chrono_tz::UTC,
        )
    }
}

/// A `tel:` link for a number as people write it: everything but digits and `+` dropped
/// (`telHref`, frontend/src/features/safety/components/tel.ts).
pub fn tel_uri(phone: &str) -> String {
    let dialled: String = phone
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '+')
        .collect();
    format!("tel:{dialled}")
}

/// The help page drawn from the build's template of it with `helplines` ((above)),
/// with their answer for the app; `None` without a template (an older build) or helplines.
pub(super) async fn filled_help(
    build: Build<'_>,
    lang: Lang,
    helplines: &HelplineList,
) -> Option<(String, Option<String>)> {
    let template = build
        .json::<HelpTemplate>(&format!("prerender/{}/fill/helplines.json", lang.tag()))
        .await?;
    // The answer of GET /api/custom/v1/helplines, which the app's query of it is seeded with.
    let answer = serde_json::to_string(helplines).ok();
    Some((
        template.fill(&helplines.items)?,
        answer.map(|answer| served_item("helplines", None, &answer)),
    ))
}

/// The helplines as HTML without the app: each name, its number as a call link, and what it says.
pub(super) fn helplines_readable(helplines: &[HelplineResponse]) -> String {
    let mut out = String::from("<ul>");
    for h in helplines {
        let _ = write!(
            out,
            "<li><h2>{}</h2><p><a href=\"{}\">{}</a></p>",
            escape(&h.name),
            escape(&tel_uri(&h.phone)),
            escape(&h.phone)
        );
        for text in [&h.hours, &h.languages, &h.description] {
            if !text.is_empty() {
                let _ = write!(out, "<p>{}</p>", escape(text));
            }
        }
        out.push_str("</li>");
    }
    out.push_str("</ul>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The build's template, cut down (the shape of `prerender/en/fill/helplines.json`).
    fn template() -> HelpTemplate {
        let item = "<li><h3>monname</h3><a href=\"tel:+8801900000001\" aria-label=\"monname, call +880 1900-000001\">+880 1900-000001</a>\
            <p><span>Hours:</span> monhours</p><p><span>Languages:</span> monlanguages</p><p>mondescription</p>\
            <p>Last verified 3 Feb 2001</p></li>";
        serde_json::from_value(serde_json::json!({
            "page": format!("<style>.a{{}}</style>\n<!--mon:root-->\n<main><h1>Help is here</h1><ul data-helplines=\"\">{item}</ul></main>"),
            "item": item,
            "hours": "<p><span>Hours:</span> monhours</p>",
            "languages": "<p><span>Languages:</span> monlanguages</p>",
            "description": "<p>mondescription</p>",
            "sentinel": {
                "name": "monname", "phone": "+880 1900-000001", "tel": "tel:+8801900000001",
                "hours": "monhours", "languages": "monlanguages", "description": "mondescription",
                "dateText": "3 Feb 2001"
            },
            "dateFormat": {
                "parts": [{"part": "day"}, {"literal": " "}, {"part": "month"}, {"literal": " "}, {"part": "year"}],
                "months": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
                "digits": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
            }
        }))
        .expect("template")
    }

    fn helpline(name: &str, phone: &str) -> HelplineResponse {
        HelplineResponse {
            id: 1,
            name: name.into(),
            phone: phone.into(),
            hours: "24/7".into(),
            languages: "Bangla, English".into(),
            description: "Listens.".into(),
            verified_on: NaiveDate::from_ymd_opt(2024, 11, 23).expect("day"),
        }
    }

    #[test]
    fn draws_each_helpline_in_order_with_its_number_and_call_link() {
        let page = template()
            .fill(&[
                helpline("Kaan Pete Roi", "09612-119911"),
                helpline("Emergency", "999"),
            ])
            .expect("filled");
        let kaan = page.find("Kaan Pete Roi</h3>").expect("first");
        let emergency = page.find("Emergency</h3>").expect("second");
        assert!(kaan < emergency);
        assert!(page.contains(
            "<a href=\"tel:09612119911\" aria-label=\"Kaan Pete Roi, call 09612-119911\">09612-119911</a>"
        ));
        assert!(page.contains("<a href=\"tel:999\""));
        assert!(page.contains("<p><span>Hours:</span> 24/7</p>"));
        assert!(page.contains("<p>Last verified 23 Nov 2024</p>"));
        for word in [
            "monname",
            "monhours",
            "monlanguages",
            "mondescription",
            "1900",
            "2001",
        ] {
            assert!(!page.contains(word), "{word} is left: {page}");
        }
        assert!(page.starts_with("<style>.a{}</style>\n<!--mon:root-->\n<main>"));
    }

    #[test]
    fn leaves_out_what_a_helpline_does_not_say_and_escapes_what_it_does() {
        let mut h = helpline("<b>Moner & Jotno</b>", "109");
        h.hours = String::new();
        h.description = String::new();
        h.languages = "monname \"quoted\"".into();
        let page = template().fill(&[h]).expect("filled");
        assert!(!page.contains("Hours:"));
        assert!(page.contains("<h3>&lt;b&gt;Moner &amp; Jotno&lt;/b&gt;</h3>"));
        // A helpline's text that holds a placeholder word stays as written.
        assert!(page.contains("<span>Languages:</span> monname &quot;quoted&quot;</p>"));
        assert!(page.contains("</a><p><span>Languages:"));
        assert!(page.contains("</p><p>Last verified"));
    }

    #[test]
    fn draws_nothing_without_helplines() {
        assert_eq!(template().fill(&[]), None);
    }

    #[test]
    fn a_call_link_keeps_only_digits_and_plus() {
        assert_eq!(tel_uri("+880 1711-000 000"), "tel:+8801711000000");
        assert_eq!(tel_uri("09612-119911"), "tel:09612119911");
    }
}
