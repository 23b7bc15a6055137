//! A page's controls as plain links the server draws into its HTML: the learning hub's category
//! filter and the pages of a list (each a link to the page the server draws whole), and the
//! contact button's links. They work before the app runs and without it; the web app draws the
//! same markup (`frontend/src/components/ui/list-links.tsx`,
//! `frontend/src/features/site-config/components/contact-links.tsx`), and both sides' tests read
//! `page-cases.json`.

use std::fmt::Write as _;

use mon_domain::Lang;
use mon_domain::bangla::bangla_digits;
use serde::Deserialize;

use super::manifest::{Texts, escape};
use crate::state::SiteConfig;

/// The largest page number a list answers (the `maximum` of every list's `page` parameter).
const MAX_PAGE: u64 = 1_000_000;

/// The words of a list's links, from the build's catalogs (`routes.json`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListTexts {
    pub filter_label: Texts,
    pub all: Texts,
    pub pager_label: Texts,
    /// `{{page}}` is the page's number.
    pub page: Texts,
    pub current: Texts,
    pub previous: Texts,
    pub next: Texts,
}

/// The words of the contact button's links, from the build's catalogs (`routes.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct ContactTexts {
    pub email: Texts,
    pub whatsapp: Texts,
    pub phone: Texts,
}

/// The contact button's links to the service's e-mail, WhatsApp chat and phone (`MON_CONTACT_*`).
pub fn contact_links(texts: &ContactTexts, lang: Lang, site: &SiteConfig) -> String {
    let whatsapp: String = site
        .whatsapp_number
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let phone: String = site
        .phone_number
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '+')
        .collect();
    format!(
        "<ul class=\"contact-links\">\
         <li><a class=\"contact-link contact-link--email\" href=\"mailto:{}\">{}</a></li>\
         <li><a class=\"contact-link contact-link--whatsapp\" href=\"https://wa.me/{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}</a></li>\
         <li><a class=\"contact-link contact-link--phone\" href=\"tel:{}\">{}</a></li></ul>",
        escape(&site.contact_email),
        escape(texts.email.get(lang)),
        escape(&whatsapp),
        escape(texts.whatsapp.get(lang)),
        escape(&phone),
        escape(texts.phone.get(lang)),
    )
}

/// What a list page's address asks for: `?page=` and, on the learning hub, `?category=`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListQuery {
    pub page: u64,
    pub category: Option<String>,
}

impl ListQuery {
    /// The list's page and category from a query string; `None` when it holds anything else, or
    /// either twice, or a page that is not a number (the app draws that page). A page of 0 or past
    /// the largest is page 1, as the app reads it (`useUrlPage`); a blank category is none.
    pub fn parse(query: &str) -> Option<ListQuery> {
        let (mut page, mut category) = (None, None);
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let seen = match &*key {
                "page" => page.replace(value),
                "category" => category.replace(value),
                _ => return None,
            };
            if seen.is_some() {
                return None;
            }
        }
        let page = match page.as_deref().map(str::trim) {
            None => 1,
            Some(digits) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                digits
                    .parse::<u64>()
                    .ok()
                    .filter(|p| (1..=MAX_PAGE).contains(p))
                    .unwrap_or(1)
            }
            Some(_) => return None,
        };
        let category = category
            .map(|name| name.trim().to_owned())
            .filter(|name| !name.is_empty());
        Some(ListQuery { page, category })
    }

    /// The address of page `page` of this list at `path`: the category first, no `page` for the first.
    fn href(&self, path: &str, page: u64) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        if let Some(category) = &self.category {
            query.append_pair("category", category);
        }
        if page > 1 {
            query.append_pair("page", &page.to_string());
        }
        match query.finish() {
            q if q.is_empty() => path.to_owned(),
            q => format!("{path}?{q}"),
        }
    }
}

impl Default for ListQuery {
    /// The list's first page, of every category.
    fn default() -> Self {
        ListQuery {
            page: 1,
            category: None,
        }
    }
}

/// A category as the filter names it: its name in the address, its shown name on the link.
#[derive(Debug, Clone)]
pub struct FilterOption {
    pub name: String,
    pub label: String,
}

/// The learning hub's filter at `path`: "All", then each category by its shown name A to Z (any
/// case); the chosen one (or "All") marked current. A link goes to the list's first page.
pub fn filter_links(
    texts: &ListTexts,
    lang: Lang,
    path: &str,
    options: &[FilterOption],
    selected: Option<&str>,
) -> String {
    let mut sorted: Vec<&FilterOption> = options.iter().collect();
    sorted.sort_by_cached_key(|o| o.label.to_lowercase());
    let selected = selected.map(str::to_lowercase);
    let mut html = format!(
        "<nav class=\"filter-links\" aria-label=\"{}\">",
        escape(texts.filter_label.get(lang))
    );
    let all = std::iter::once((None, texts.all.get(lang).as_str()));
    let named = sorted
        .iter()
        .map(|o| (Some(o.name.as_str()), o.label.as_str()));
    for (name, label) in all.chain(named) {
        let current = name.map(str::to_lowercase) == selected;
        let list = ListQuery {
            page: 1,
            category: name.map(str::to_owned),
        };
        let _ = write!(
            html,
            "<a class=\"filter-link\" href=\"{}\"{}>{}</a>",
            escape(&list.href(path, 1)),
            if current {
                " aria-current=\"true\""
            } else {
                ""
            },
            escape(label)
        );
    }
    html.push_str("</nav>");
    html
}

/// One place in a list's pages: a page's number, or a gap of several.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PagePlace {
    Page(u64),
    Gap,
}

/// The pages a pager shows of `count` (more than one) with `page` current: the first and the last,
/// and the current one with one on each side; a gap of one page shows that page.
pub fn page_places(page: u64, count: u64) -> Vec<PagePlace> {
    if count <= 7 {
        return (1..=count).map(PagePlace::Page).collect();
    }
    let start = page.saturating_sub(1).clamp(2, count - 3);
    let end = start + 2;
    let mut places = vec![PagePlace::Page(1)];
    match start {
        2 => {}
        3 => places.push(PagePlace::Page(2)),
        _ => places.push(PagePlace::Gap),
    }
    places.extend((start..=end).map(PagePlace::Page));
    match count - end {
        1 => {}
        2 => places.push(PagePlace::Page(count - 1)),
        _ => places.push(PagePlace::Gap),
    }
    places.push(PagePlace::Page(count));
    places
}

/// A list's pages at `path` as links (nothing when it fits on one page): the previous page, the
/// pages of [`page_places`], the next page. A page past the last shows the last as current.
pub fn page_links(
    texts: &ListTexts,
    lang: Lang,
    path: &str,
    list: &ListQuery,
    total: u64,
    per_page: u64,
) -> String {
    let count = total.div_ceil(per_page.max(1));
    if count <= 1 {
        return String::new();
    }
    let page = list.page.min(count);
    let number = |n: u64| match lang {
        Lang::Bn => bangla_digits(&n.to_string()),
        Lang::En => n.to_string(),
    };
    let named = |text: &Texts, n: u64| text.get(lang).replace("{{page}}", &number(n));
    let link = |html: &mut String, to: u64, label: &str, extra: &str, shown: &str| {
        let _ = write!(
            html,
            "<a class=\"page-link\" href=\"{}\" aria-label=\"{}\"{extra}>{shown}</a>",
            escape(&list.href(path, to)),
            escape(label)
        );
    };
    let mut html = format!(
        "<nav class=\"page-links\" aria-label=\"{}\">",
        escape(texts.pager_label.get(lang))
    );
    if page > 1 {
        link(
            &mut html,
            page - 1,
            texts.previous.get(lang),
            " rel=\"prev\"",
            "‹",
        );
    }
    for place in page_places(page, count) {
        match place {
            PagePlace::Gap => html.push_str("<span class=\"page-gap\">…</span>"),
            PagePlace::Page(n) if n == page => {
                let label = named(&texts.current, n);
                link(&mut html, n, &label, " aria-current=\"page\"", &number(n));
            }
            PagePlace::Page(n) => link(&mut html, n, &named(&texts.page, n), "", &number(n)),
        }
    }
    if page < count {
        link(
            &mut html,
            page + 1,
            texts.next.get(lang),
            " rel=\"next\"",
            "›",
        );
    }
    html.push_str("</nav>");
    html
}

/// `page` with the slot `<div data-slot="{slot}">…</div>` (its prerendered placeholder) holding
/// `markup`, marked filled so the app keeps it until it draws the same
/// (`frontend/src/components/ui/server-filled.tsx`); `None` when the page has no such slot.
pub fn fill_slot(page: &str, slot: &str, markup: &str) -> Option<String> {
    let open = format!("<div data-slot=\"{slot}\">");
    let start = page.find(&open)?;
    let inner = start + open.len();
    // The placeholder's end: the `</div>` that balances its start (React's markup is balanced).
    let mut depth = 1usize;
    let mut at = inner;
    let end = loop {
        let next_open = page[at..].find("<div").map(|i| at + i);
        let next_close = page[at..].find("</div>").map(|i| at + i)?;
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o + 4;
            }
            _ => {
                depth -= 1;
                if depth == 0 {
                    break next_close;
                }
                at = next_close + 6;
            }
        }
    };
    Some(format!(
        "{}<div data-slot=\"{slot}\" data-filled=\"\">{markup}</div>{}",
        &page[..start],
        &page[end + "</div>".len()..]
    ))
}

/// `page` with every slot `<div data-slot="{slot}">…</div>` holding `markup` ([`fill_slot`]).
pub fn fill_every_slot(page: &str, slot: &str, markup: &str) -> Option<String> {
    let mut filled = fill_slot(page, slot, markup)?;
    while let Some(again) = fill_slot(&filled, slot, markup) {
        filled = again;
    }
    Some(filled)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn texts(case: &Value) -> ListTexts {
        serde_json::from_value(case["texts"].clone()).expect("the cases' texts")
    }

    fn lang(case: &Value) -> Lang {
        if case["lang"] == "bn" {
            Lang::Bn
        } else {
            Lang::En
        }
    }

    /// Draws each case of `listLinks[kind]` with `draw` (the words, the language, the list's path,
    /// the case) and checks it is the case's `html`.
    fn each_drawn_as_the_case_says(
        kind: &str,
        draw: impl Fn(&ListTexts, Lang, &str, &Value) -> String,
    ) {
        let cases = super::super::page_cases();
        let texts = texts(&cases["listLinks"]);
        for case in cases["listLinks"][kind].as_array().expect(kind) {
            let path = case["path"].as_str().expect("path");
            let drawn = draw(&texts, lang(case), path, case);
            let expected = case["html"].as_str().expect("html");
            assert_eq!(drawn, expected, "{}", case["about"]);
        }
    }

    #[test]
    fn the_filter_is_drawn_as_the_web_app_draws_it() {
        each_drawn_as_the_case_says("filters", |texts, lang, path, case| {
            let options: Vec<FilterOption> = case["options"]
                .as_array()
                .expect("options")
                .iter()
                .map(|o| FilterOption {
                    name: o["name"].as_str().expect("name").to_owned(),
                    label: o["label"].as_str().expect("label").to_owned(),
                })
                .collect();
            filter_links(texts, lang, path, &options, case["selected"].as_str())
        });
    }

    #[test]
    fn the_pages_are_drawn_as_the_web_app_draws_them() {
        each_drawn_as_the_case_says("pagers", |texts, lang, path, case| {
            let query = case["query"].as_str().expect("query");
            let list = ListQuery::parse(query).expect("a list query");
            let total = case["total"].as_u64().expect("total");
            page_links(
                texts,
                lang,
                path,
                &list,
                total,
                case["perPage"].as_u64().expect("perPage"),
            )
        });
    }

    #[test]
    fn the_contact_links_are_drawn_as_the_web_app_draws_them() {
        let cases = super::super::page_cases();
        let texts: ContactTexts =
            serde_json::from_value(cases["contactLinks"]["texts"].clone()).expect("texts");
        for case in cases["contactLinks"]["cases"].as_array().expect("cases") {
            let text = |key: &str| case["config"][key].as_str().expect(key).to_owned();
            let site = SiteConfig {
                contact_email: text("contact_email"),
                whatsapp_number: text("whatsapp_number"),
                phone_number: text("phone_number"),
                timezone: "Asia/Dhaka".into(),
                booking_horizon_days: 60,
                max_open_requests: 3,
                session_minutes: 50,
                session_buffer_minutes: 10,
                min_notice_hours: 12,
                counsellor_daily_cap: 6,
                cancel_notice_hours: 24,
            };
            let drawn = contact_links(&texts, lang(case), &site);
            assert_eq!(
                drawn,
                case["html"].as_str().expect("html"),
                "{}",
                case["about"]
            );
        }
    }

    #[test]
    fn the_places_are_the_web_apps() {
        let cases = super::super::page_cases();
        for case in cases["listLinks"]["places"].as_array().expect("places") {
            let shown: Vec<Value> = page_places(
                case["page"].as_u64().expect("page"),
                case["count"].as_u64().expect("count"),
            )
            .into_iter()
            .map(|p| match p {
                PagePlace::Page(n) => Value::from(n),
                PagePlace::Gap => Value::from("…"),
            })
            .collect();
            assert_eq!(Value::from(shown), case["shown"], "{}", case["about"]);
        }
    }

    #[test]
    fn a_list_address_is_read_as_the_app_reads_it() {
        let cases = super::super::page_cases();
        for case in cases["listLinks"]["queries"].as_array().expect("queries") {
            let read = ListQuery::parse(case["query"].as_str().expect("query"));
            let expected = match &case["read"] {
                Value::Null => None,
                read => Some(ListQuery {
                    page: read["page"].as_u64().expect("page"),
                    category: read["category"].as_str().map(str::to_owned),
                }),
            };
            assert_eq!(read, expected, "{}", case["about"]);
        }
    }

    #[test]
    fn a_slot_is_filled_whatever_it_holds() {
        let page =
            "<main><div data-slot=\"s\"><div><div>a</div></div>b</div><div>after</div></main>";
        assert_eq!(
            fill_slot(page, "s", "<nav>x</nav>").as_deref(),
            Some(
                "<main><div data-slot=\"s\" data-filled=\"\"><nav>x</nav></div><div>after</div></main>"
            )
        );
        assert_eq!(
            fill_slot("<div data-slot=\"s\"></div>", "s", "y").as_deref(),
            Some("<div data-slot=\"s\" data-filled=\"\">y</div>")
        );
        assert_eq!(fill_slot(page, "other", "y"), None);
        assert_eq!(
            fill_every_slot(
                "<div data-slot=\"s\"></div>|<div data-slot=\"s\">a</div>",
                "s",
                "y"
            )
            .as_deref(),
            Some(
                "<div data-slot=\"s\" data-filled=\"\">y</div>|<div data-slot=\"s\" data-filled=\"\">y</div>"
            )
        );
        assert_eq!(fill_slot("<div data-slot=\"s\"><div>", "s", "y"), None);
    }
}
