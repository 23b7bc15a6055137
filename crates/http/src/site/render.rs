//! Draws a [`PagePlan`]: the build's `index.html` with the plan's head, its no-script note, the
//! prerendered copy with the plan's item, helplines or cards drawn in, and its readable copy.

use actix_web::HttpResponse;
use mon_domain::Lang;

use super::build::{Build, PRERENDER_STYLE_ATTRS};
use super::cards::filled_cards;
use super::files::page_with;
use super::help::filled_help;
use super::item::filled_detail;
use super::links::{contact_links, fill_every_slot, fill_slot};
use super::manifest::{
    Manifest, with_head, with_no_script_note, with_prerendered, with_readable, with_served_item,
};
use super::plan::PagePlan;
use crate::state::HttpSettings;

/// The page `plan` in the build's `index.html`.
pub(super) async fn render(
    build: Build<'_>,
    settings: &HttpSettings,
    manifest: &Manifest,
    lang: Lang,
    index: &str,
    mut plan: PagePlan,
) -> HttpResponse {
    let brand = manifest.brand.get(lang);
    let mut html = with_head(
        index,
        &plan.head.html(lang, brand),
        lang,
        &settings.site.timezone,
    );
    if let Some(note) = &manifest.no_script {
        html = with_no_script_note(&html, note.get(lang));
    }
    // Written by the build; a build without it (or a page it skipped) is drawn by the app alone.
    let copy = match &plan.prerendered {
        Some(file) => tokio::fs::read_to_string(build.dir.join(file)).await.ok(),
        None => None,
    };
    let Some(copy) = copy else {
        plan.readable.insert_str(0, &plan.heading);
        return page_with(plan.status, with_readable(&html, &plan.readable), "");
    };
    // Dates on the service's calendar (`MON_TIMEZONE`, checked at start-up).
    let tz = settings
        .site
        .timezone
        .parse()
        .unwrap_or(chrono_tz::Asia::Dhaka);
    let (filled, served) = drawn(build, lang, &copy, &plan, tz).await;
    for script in served {
        html = with_served_item(&html, &script);
    }
    // The cards (or the item) are in the page: the `<noscript>` copy need not hold them again.
    if filled.is_some() {
        plan.readable.clear();
    }
    // A list's filter and pages, drawn whether or not its cards are; the contact button's links.
    let mut page = filled.unwrap_or(copy);
    for (slot, markup) in &plan.links {
        if let Some(with_links) = fill_slot(&page, slot, markup) {
            page = with_links;
        }
    }
    if let Some(texts) = &manifest.contact_texts {
        let links = contact_links(texts, lang, &settings.site);
        if let Some(with_links) = fill_every_slot(&page, "contact-links", &links) {
            page = with_links;
        }
    }
    html = with_prerendered(&html, &page);
    let style_attrs = tokio::fs::read_to_string(build.dir.join(PRERENDER_STYLE_ATTRS))
        .await
        .unwrap_or_default();
    page_with(
        plan.status,
        with_readable(&html, &plan.readable),
        &style_attrs,
    )
}

/// The prerendered `copy` with the plan's item, helplines and cards drawn in (`None` when the build
/// has no template for them, or there is nothing to draw), and the answers the app starts with.
async fn drawn(
    build: Build<'_>,
    lang: Lang,
    copy: &str,
    plan: &PagePlan,
    tz: chrono_tz::Tz,
) -> (Option<String>, Vec<String>) {
    let mut filled: Option<String> = None;
    let mut served = Vec::new();
    if let Some(item) = &plan.item
        && let Some((page, answer)) = filled_detail(build, lang, item, tz).await
    {
        filled = Some(page);
        served.extend(answer);
    }
    if let Some(list) = &plan.helplines
        && let Some((page, answer)) = filled_help(build, lang, list).await
    {
        filled = Some(page);
        served.extend(answer);
    }
    for (slot, cards) in &plan.cards {
        let page = filled.as_deref().unwrap_or(copy);
        if let Some(page) = filled_cards(build, lang, slot, page, cards, tz).await {
            filled = Some(page);
        }
    }
    (filled, served)
}
