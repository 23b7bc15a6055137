//! The pages the server draws, beside the JSON API: the build's static files, `/robots.txt` and
//! `/sitemap.xml`, and every other path as a page of the web app whole in the HTML. One step per
//! module:
//!
//! - [`api`]: an `/api` path no handler took (JSON 404 or 405);
//! - [`files`]: the build's files, and the answers every page shares (nonce, redirect, not built);
//! - [`build`], [`build_files`]: the build's JSON files, parsed once per version;
//! - [`manifest`]: the build's route table (`routes.json`): route resolution, head and share tags,
//!   and the splicing of `index.html`;
//! - [`visitor`]: the page's language and the data saver;
//! - [`plan`]: the [`plan::PagePlan`] of a resolved route (status, head, readable copy, what to draw);
//! - [`newest`], [`item`]: what a list page and a content item's page show; [`links`]: a list's
//!   filter and pages as links; [`counsellors`]: the counsellors' cards and profile;
//! - [`render`]: the one renderer of a plan, with the templates of [`cards`], [`detail`] and [`help`];
//! - [`sitemap`]: robots and the sitemap.

mod api;
mod build;
pub(crate) mod build_files;
mod cards;
mod counsellors;
mod detail;
mod files;
mod help;
mod item;
mod links;
pub mod manifest;
mod newest;
mod plan;
mod render;
mod sitemap;
mod visitor;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use mon_application::{Content, Counsellors, Safety};

pub use api::KnownRoutes;
use build::Build;
use build_files::BuildFiles;
pub use files::NONCE_PLACEHOLDER;
use files::{moved, not_built, page, static_file};
use manifest::Manifest;
use plan::{PageAsk, Planned};

use crate::state::HttpSettings;

/// The default service: JSON 404 or 405 under `/api`, the web app elsewhere: a file of the
/// build, `/robots.txt` and `/sitemap.xml`, or a page with its status and head.
pub async fn fallback(
    req: HttpRequest,
    settings: web::Data<HttpSettings>,
    known: web::Data<KnownRoutes>,
    files: web::Data<BuildFiles>,
    content: Option<web::Data<Content>>,
    safety: Option<web::Data<Safety>>,
    counsellors: Option<web::Data<Counsellors>>,
) -> HttpResponse {
    let path = req.path();
    if path == "/api" || path.starts_with("/api/") {
        return api::unknown_api_path(&req, &known);
    }
    let Some(dir) = settings.static_dir.as_deref() else {
        return not_built();
    };
    if let Some(file) = static_file(&req, dir, path) {
        return file;
    }
    let index = match tokio::fs::read_to_string(dir.join("index.html")).await {
        Ok(html) => html,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return not_built(),
        Err(e) => {
            tracing::error!(error = %e, "web app page unreadable");
            return HttpResponse::InternalServerError().finish();
        }
    };
    // The route table of the build; without it (an older build) every path is the app.
    let build = Build { dir, files: &files };
    let Some(manifest) = build.json::<Manifest>("routes.json").await else {
        return page(StatusCode::OK, index);
    };
    let base = settings.public_url.as_str();
    let content = content.as_deref().map(|c| &**c);
    let counsellors = counsellors.as_deref().map(|c| &**c);
    match path {
        "/robots.txt" => return sitemap::robots(&manifest, base),
        "/sitemap.xml" => return sitemap::sitemap(&manifest, base, content, counsellors).await,
        _ => {}
    }
    let list = links::ListQuery::parse(req.query_string());
    let ask = PageAsk {
        manifest: &manifest,
        lang: visitor::page_lang(&req),
        base,
        draws_cards: !visitor::saves_data(&req) && list.is_some(),
        list,
        content,
        safety: safety.as_deref().map(|s| &**s),
        counsellors,
    };
    match plan::plan(&ask, manifest.resolve(path)).await {
        Planned::Redirect(to) => moved(&req, &to),
        Planned::AppOnly => page(StatusCode::OK, index),
        Planned::Page(plan) => {
            render::render(build, &settings, &manifest, ask.lang, &index, *plan).await
        }
    }
}

/// The rules the web app applies to a page too (the title slug, the card truncation), read by both
/// sides' tests.
#[cfg(test)]
fn page_cases() -> serde_json::Value {
    serde_json::from_str(include_str!("page-cases.json")).expect("page-cases.json")
}
