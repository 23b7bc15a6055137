//! Bodies of the care area.

use chrono::NaiveDate;
use mon_application::care::{AppointmentInput, AppointmentList, DecisionInput, ListQuery};
use mon_domain::care::{Appointment, StatusCounts};
use mon_domain::pagination::AppointmentPages;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::paging::PageQuery;

/// An appointment request as the web app sends it (spec section 7). A missing field gets its field's message.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct AppointmentRequest {
    /// `YYYY-MM-DD`, not before today in the service's time zone.
    pub appointment_date: String,
    /// `hh:mm AM/PM`.
    pub appointment_time: String,
    pub appointment_name: String,
    pub appointment_email: String,
    /// `+8801` or `01`, a digit 3 to 9, then 8 digits.
    pub appointment_phone: String,
    /// Ignored: a new or edited appointment is always `requested`.
    pub appointment_status: Option<String>,
    /// With a new request only: the published counsellor whose free slot `appointment_date` +
    /// `appointment_time` must start (`GET /counsellors/{id}/slots`); the request then holds it.
    pub counsellor_id: Option<i64>,
}

impl From<AppointmentRequest> for AppointmentInput {
    fn from(r: AppointmentRequest) -> Self {
        AppointmentInput {
            date: r.appointment_date,
            time: r.appointment_time,
            name: r.appointment_name,
            email: r.appointment_email,
            phone: r.appointment_phone,
        }
    }
}

/// An appointment as stored (spec section 3).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AppointmentResponse {
    pub id: i64,
    pub user_id: i64,
    pub date: NaiveDate,
    /// `hh:mm AM/PM`.
    pub time: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    /// `requested`, `approved`, `unapproved` or `cancelled` (by the subscriber).
    pub appointment_status: String,
    /// How an approved session happens: `video`, `phone` or `in_person`; absent when the service will tell.
    pub session_mode: Option<String>,
    /// The video-call address, the number the counsellor calls from, or the address. A room the
    /// service made on a self-hosted Jitsi carries the reader's own pass (`?jwt=`) for the client and
    /// their counsellor, ending with the session.
    pub session_detail: Option<String>,
    /// Why an unapproved request could not be kept, when the admin gave a reason; or why the
    /// subscriber cancelled, when they said.
    pub reason: Option<String>,
    /// The counsellor the session is with; null until one is chosen or assigned.
    pub counsellor_id: Option<i64>,
    /// Their name (in English; the Bangla one is on their profile).
    pub counsellor_name: Option<String>,
    /// `attended` or `no_show`, once the counsellor recorded it; null before.
    pub attendance: Option<String>,
    /// Cancelled by the subscriber less than `cancel_notice_hours` before its start (recorded, never refused).
    pub late_cancel: bool,
}

impl From<Appointment> for AppointmentResponse {
    fn from(a: Appointment) -> Self {
        AppointmentResponse {
            id: a.id,
            user_id: a.user_id,
            date: a.date,
            time: a.time.as_str().to_owned(),
            name: a.name,
            email: a.email,
            phone: a.phone,
            appointment_status: a.status.as_str().to_owned(),
            session_mode: a.session.as_ref().map(|s| s.mode.as_str().to_owned()),
            session_detail: a.session.and_then(|s| s.detail),
            reason: a.reason,
            counsellor_id: a.counsellor.as_ref().map(|c| c.id),
            counsellor_name: a.counsellor.map(|c| c.name.en),
            attendance: a.attendance.map(|a| a.as_str().to_owned()),
            late_cancel: a.late_cancel,
        }
    }
}

/// How many appointments are in each status.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StatusCountsResponse {
    pub requested: u64,
    pub approved: u64,
    pub unapproved: u64,
    pub cancelled: u64,
    pub total: u64,
}

impl From<StatusCounts> for StatusCountsResponse {
    fn from(c: StatusCounts) -> Self {
        StatusCountsResponse {
            requested: c.requested,
            approved: c.approved,
            unapproved: c.unapproved,
            cancelled: c.cancelled,
            total: c.total(),
        }
    }
}

/// One page of appointments, newest date first, and the count per status of the whole list.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AppointmentPage {
    pub items: Vec<AppointmentResponse>,
    /// How many match the status filter.
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
    pub counts: StatusCountsResponse,
}

impl From<AppointmentList> for AppointmentPage {
    fn from(l: AppointmentList) -> Self {
        AppointmentPage {
            items: l.page.items.into_iter().map(Into::into).collect(),
            total: l.page.total,
            page: l.page.page,
            per_page: l.page.per_page,
            counts: l.counts.into(),
        }
    }
}

/// The appointment lists' filter (their page is a [`crate::paging::PageQuery`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AppointmentFilter {
    /// `requested`, `approved`, `unapproved` or `cancelled`; all when absent.
    pub status: Option<String>,
}

/// An appointment written, and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AppointmentMessageResponse {
    pub message: String,
    pub appointment: AppointmentResponse,
}

/// A subscriber cancelling their session.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct CancelRequest {
    /// Why, if they wish to say: at most 500 characters.
    pub reason: Option<String>,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// An admin's decision.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct StatusRequest {
    /// `approved`, `unapproved`, or `requested` (Undo).
    pub appointment_status: String,
    /// With an approval only: `video`, `phone` or `in_person`.
    pub session_mode: Option<String>,
    /// With `session_mode`: a video-call address (http or https), the number the counsellor will call from, or an address; at most 300 characters.
    pub session_detail: Option<String>,
    /// With an unapproval only: why, in at most 500 characters; the subscriber reads it.
    pub reason: Option<String>,
    /// With an approval only: the counsellor who takes the session. They must be free at its time
    /// (their weekly hours, time off, closures, daily cap, and a buffer from their other sessions;
    /// `409 counsellor_busy`) and, for a new client, under their caseload (`409 caseload_full`).
    /// Without it, a request that holds a counsellor's slot keeps that counsellor.
    pub counsellor_id: Option<i64>,
}

impl From<StatusRequest> for DecisionInput {
    fn from(r: StatusRequest) -> Self {
        DecisionInput {
            status: r.appointment_status,
            session_mode: r.session_mode,
            session_detail: r.session_detail,
            reason: r.reason,
            counsellor_id: r.counsellor_id,
        }
    }
}

impl AppointmentFilter {
    /// The list asked for: this filter and page `q`.
    pub fn list_query(&self, q: &PageQuery<AppointmentPages>) -> ListQuery {
        ListQuery {
            status: self.status.clone(),
            page: q.page,
            per_page: q.per_page,
        }
    }
}

/// The changed appointment and the updated list (spec section 4: the admin's list is replaced by it).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AppointmentStatusResponse {
    pub message: String,
    pub appointment: AppointmentResponse,
    /// The list as asked for with `status`, `page` and `per_page`.
    pub list: AppointmentPage,
}
