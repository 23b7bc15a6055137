//! `/robots.txt` and `/sitemap.xml`, from the build's route table and the content.

use actix_web::HttpResponse;
use actix_web::http::header;
use mon_application::{Content, ContentError, CounsellorError, Counsellors};
use mon_domain::Lang;
use mon_domain::content::ArticleKind;

use super::counsellors::profile_path;
use super::manifest::{ContentKind, Manifest, PageFill, escape};

/// `/robots.txt`: the route table's rules.
pub(super) fn robots(manifest: &Manifest, base: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(manifest.robots(base))
}

/// `/sitemap.xml`: every indexed page, every story, post and learning item, and every published
/// counsellor.
pub(super) async fn sitemap(
    manifest: &Manifest,
    base: &str,
    content: Option<&Content>,
    counsellors: Option<&Counsellors>,
) -> HttpResponse {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let mut url = |path: &str, modified: Option<chrono::DateTime<chrono::Utc>>| {
        xml.push_str("  <url><loc>");
        xml.push_str(&escape(&format!("{base}{path}")));
        xml.push_str("</loc>");
        if let Some(m) = modified {
            xml.push_str(&format!("<lastmod>{}</lastmod>", m.format("%Y-%m-%d")));
        }
        xml.push_str("</url>\n");
    };
    for route in manifest.indexed() {
        url(&route.path, None);
    }
    if let Some(content) = content {
        match sitemap_items(content).await {
            Ok(items) => {
                for (kind, id, title, modified) in items {
                    if let Some(route) = manifest.detail_route(kind) {
                        url(&manifest.detail_path(route, &title, id), Some(modified));
                    }
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "sitemap content unreadable");
                return HttpResponse::ServiceUnavailable().finish();
            }
        }
    }
    if let Some(counsellors) = counsellors
        && manifest.has_fill(PageFill::Counsellor)
    {
        match counsellor_paths(counsellors).await {
            Ok(paths) => paths.iter().for_each(|path| url(path, None)),
            Err(e) => {
                tracing::error!(error = %e, "sitemap counsellors unreadable");
                return HttpResponse::ServiceUnavailable().finish();
            }
        }
    }
    xml.push_str("</urlset>\n");
    HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(xml)
}

/// Every item, newest first per kind, read a page of 100 at a time (at most 45,000 in all: a
/// sitemap holds 50,000 addresses).
async fn sitemap_items(
    content: &Content,
) -> Result<Vec<(ContentKind, i64, String, chrono::DateTime<chrono::Utc>)>, ContentError> {
    const PER_PAGE: u64 = 100;
    const MAX_PAGES: u64 = 150;
    let mut out = Vec::new();
    for (kind, article) in [
        (ContentKind::Story, ArticleKind::Story),
        (ContentKind::Blog, ArticleKind::Post),
    ] {
        for page in 1..=MAX_PAGES {
            let found = content
                .list_articles(article, None, Some(page), Some(PER_PAGE))
                .await?;
            let last = found.items.len() < PER_PAGE as usize;
            out.extend(
                found
                    .items
                    .into_iter()
                    .map(|a| (kind, a.id, a.title.as_str().to_owned(), a.updated_at)),
            );
            if last {
                break;
            }
        }
    }
    for page in 1..=MAX_PAGES {
        let found = content
            .list_learning(None, None, Some(page), Some(PER_PAGE))
            .await?;
        let last = found.items.len() < PER_PAGE as usize;
        out.extend(found.items.into_iter().map(|l| {
            (
                ContentKind::Learning,
                l.id,
                l.title.as_str().to_owned(),
                l.updated_at,
            )
        }));
        if last {
            break;
        }
    }
    Ok(out)
}

/// Every published counsellor's page, by the English name (at most 5,000).
async fn counsellor_paths(counsellors: &Counsellors) -> Result<Vec<String>, CounsellorError> {
    const PER_PAGE: u64 = 100;
    const MAX_PAGES: u64 = 50;
    let mut out = Vec::new();
    for page in 1..=MAX_PAGES {
        let found = counsellors
            .published(Lang::En, Some(page), Some(PER_PAGE))
            .await?;
        let last = found.items.len() < PER_PAGE as usize;
        out.extend(
            found
                .items
                .iter()
                .map(|p| profile_path(&p.counsellor.name, p.counsellor.id)),
        );
        if last {
            break;
        }
    }
    Ok(out)
}
