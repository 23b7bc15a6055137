//! What a page request says of its visitor: the language chosen and whether to spare the connection.

use actix_web::HttpRequest;
use actix_web::http::header;
use mon_domain::Lang;

use crate::extract::request_lang;

/// The language of a page: the visitor's choice in the app (the `mon_lang` cookie it writes
/// with its own copy of the choice), else the browser's `Accept-Language`.
pub(super) fn page_lang(req: &HttpRequest) -> Lang {
    match cookie(req, LANG_COOKIE) {
        Some("bn") => Lang::Bn,
        Some("en") => Lang::En,
        _ => request_lang(req),
    }
}

/// The cookie the web app writes when the language is chosen (frontend/src/lib/i18n.ts).
pub const LANG_COOKIE: &str = "mon_lang";

/// Whether the browser asks to spare the connection (`Save-Data: on`) or the visitor chose the
/// app's data saver (the `mon_data_saver` cookie it writes, frontend/src/lib/data-saver.ts).
pub(super) fn saves_data(req: &HttpRequest) -> bool {
    let header_on = req
        .headers()
        .get("save-data")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("on"));
    header_on || cookie(req, DATA_SAVER_COOKIE) == Some("1")
}

/// The value of the cookie `name`, if the request carries it.
fn cookie<'a>(req: &'a HttpRequest, name: &str) -> Option<&'a str> {
    req.headers()
        .get_all(header::COOKIE)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (key, value) = pair.trim().split_once('=')?;
            (key == name).then_some(value)
        })
}

/// The cookie the web app writes while its data saver is on.
const DATA_SAVER_COOKIE: &str = "mon_data_saver";
