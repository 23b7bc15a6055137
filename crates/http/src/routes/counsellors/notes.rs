//! A counsellor's private notes on their own sessions: only the author reads or writes them. Notes
//! handed over from a removed counsellor are found by the sessions that hold them.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::notes::Author;
use mon_application::{Counsellors, Notes};
use mon_domain::care::SessionNote;
use mon_domain::pagination::HandedOverPages;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::conditional::private_json as private;
use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::CounsellorUser;
use crate::paging::PageQuery;

/// Registers the routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(write_note)
        .service(list_notes)
        .service(edit_note)
        .service(sign_note)
        .service(list_handed_over_notes)
        .service(get_handed_over_session);
}

/// One note, as its author reads it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct NoteResponse {
    pub id: i64,
    /// The session's (appointment's) id.
    pub session_id: i64,
    pub text: String,
    pub created_at: DateTime<Utc>,
    /// `null` while it is a draft; once set, the note never changes.
    pub signed_at: Option<DateTime<Utc>>,
    /// The signed note this addendum adds to.
    pub parent_id: Option<i64>,
}

impl From<SessionNote> for NoteResponse {
    fn from(n: SessionNote) -> Self {
        Self {
            id: n.id,
            session_id: n.session_id,
            text: n.text,
            created_at: n.created_at,
            signed_at: n.signed_at,
            parent_id: n.parent_id,
        }
    }
}

/// The author's notes on one session, in the order they were written.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct NoteList {
    pub items: Vec<NoteResponse>,
}

/// A new note; with `parent_id`, an addendum to a signed note of the same session.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct NoteRequest {
    /// At most 20,000 characters.
    pub text: String,
    pub parent_id: Option<i64>,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A draft's new text.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct NoteEdit {
    /// At most 20,000 characters.
    pub text: String,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A session that holds notes handed to the caller from a removed counsellor: when it was, whose
/// it was and how many of the caller's notes it holds. Nothing of the client's: the caller is not
/// the client's counsellor.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HandedOverSession {
    /// The session's (appointment's) id: its notes are read at
    /// `GET /counsellors/me/sessions/{session_id}/notes`.
    pub session_id: i64,
    pub date: NaiveDate,
    /// `hh:mm AM/PM`.
    pub time: String,
    /// The name (in English) of the session's counsellor, who wrote the notes first; empty when
    /// the session has no counsellor (it went back to the requests).
    pub counsellor_name: String,
    /// How many of the caller's notes are on it.
    pub notes: u64,
}

impl From<mon_domain::care::HandedOverSession> for HandedOverSession {
    fn from(s: mon_domain::care::HandedOverSession) -> Self {
        Self {
            session_id: s.session_id,
            date: s.date,
            time: s.time.as_str().to_owned(),
            counsellor_name: s.counsellor_name.unwrap_or_default(),
            notes: s.notes,
        }
    }
}

crate::dto::page_body! {
    /// One page of the sessions that hold notes handed to the caller, the latest first.
    HandedOverPage: Vec<HandedOverSession> from Page<mon_domain::care::HandedOverSession>
}

/// The caller as an author: their profile (whose sessions) and account (whose notes).
async fn author(me: &CounsellorUser, counsellors: &Counsellors) -> Result<Author, ApiError> {
    Ok(Author {
        counsellor_id: counsellors.own(me.user.id).await?.id,
        user_id: me.user.id,
    })
}

/// Write a note on one of the caller's own sessions (COUNSELLOR only). It starts as a draft; it is
/// sealed at rest and read by its author alone.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "writeSessionNote",
    params(("id" = i64, Path, description = "The session's (appointment's) id")),
    request_body = NoteRequest,
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 201, description = "Written (a draft)", body = NoteResponse),
        (status = 400, description = "`data.errors.text` (blank, over 20,000 characters) or `parent_id` (not a signed note of this session of the caller's)", body = ErrorBody),
        (status = 404, description = "Not a session of the caller's", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/counsellors/me/sessions/{id}/notes")]
pub async fn write_note(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    id: web::Path<i64>,
    body: web::Json<NoteRequest>,
) -> Result<HttpResponse, ApiError> {
    let author = author(&me, &counsellors).await?;
    let note = notes
        .write(author, id.into_inner(), &body.text, body.parent_id)
        .await?;
    Ok(private(StatusCode::CREATED, &NoteResponse::from(note)))
}

/// The caller's own notes on one of their sessions, in the order they were written (COUNSELLOR
/// only; never another counsellor's notes). Notes handed to the caller from a removed counsellor
/// are read here too, on their session, which stays the removed counsellor's.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listSessionNotes",
    params(("id" = i64, Path, description = "The session's (appointment's) id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The caller's notes", body = NoteList),
        (status = 404, description = "Not a session of the caller's, nor one with notes of theirs", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/sessions/{id}/notes")]
pub async fn list_notes(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let author = author(&me, &counsellors).await?;
    let items = notes.list(author, id.into_inner()).await?;
    Ok(private(
        StatusCode::OK,
        &NoteList {
            items: items.into_iter().map(NoteResponse::from).collect(),
        },
    ))
}

/// Replace the text of one of the caller's draft notes (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "editSessionNote",
    params(("id" = i64, Path, description = "The note's id")),
    request_body = NoteEdit,
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "Saved", body = NoteResponse),
        (status = 400, description = "`data.errors.text`", body = ErrorBody),
        (status = 404, description = "Not a note of the caller's", body = ErrorBody),
        (status = 409, description = "The note is signed and never changes (`note_signed`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/counsellors/me/notes/{id}")]
pub async fn edit_note(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    id: web::Path<i64>,
    body: web::Json<NoteEdit>,
) -> Result<HttpResponse, ApiError> {
    let author = author(&me, &counsellors).await?;
    let note = notes.edit(author, id.into_inner(), &body.text).await?;
    Ok(private(StatusCode::OK, &NoteResponse::from(note)))
}

/// Sign one of the caller's draft notes: from now on it never changes; later thoughts are addenda
/// (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "signSessionNote",
    params(("id" = i64, Path, description = "The note's id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "Signed", body = NoteResponse),
        (status = 404, description = "Not a note of the caller's", body = ErrorBody),
        (status = 409, description = "The note is signed already (`note_signed`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/counsellors/me/notes/{id}/sign")]
pub async fn sign_note(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let author = author(&me, &counsellors).await?;
    let note = notes.sign(author, id.into_inner()).await?;
    Ok(private(StatusCode::OK, &NoteResponse::from(note)))
}

/// The sessions that hold notes handed to the caller from a removed counsellor, the latest first
/// (COUNSELLOR only): sessions that are not the caller's own, on which the caller authors notes.
/// Each says when it was, whose it was and how many notes; nothing of the client's.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listHandedOverNotes",
    params(PageQuery<HandedOverPages>),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "One page of sessions", body = HandedOverPage),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/handed-over-notes")]
pub async fn list_handed_over_notes(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    q: PageQuery<HandedOverPages>,
) -> Result<HttpResponse, ApiError> {
    let author = author(&me, &counsellors).await?;
    let page: HandedOverPage = notes.handed_over(author, q.page, q.per_page).await?.into();
    Ok(private(StatusCode::OK, &page))
}

/// One session that holds notes handed to the caller from a removed counsellor (COUNSELLOR only),
/// as the list shows it.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getHandedOverSession",
    params(("session_id" = i64, Path, description = "The session's (appointment's) id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The session", body = HandedOverSession),
        (status = 404, description = "No note of the caller's is on it, or it is the caller's own session", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/handed-over-notes/{session_id}")]
pub async fn get_handed_over_session(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    session_id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let author = author(&me, &counsellors).await?;
    let session = notes
        .handed_over_session(author, session_id.into_inner())
        .await?;
    Ok(private(StatusCode::OK, &HandedOverSession::from(session)))
}
