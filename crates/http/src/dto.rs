//! Bodies every area shares: the error body and a plain message. Each area's
//! own request and response bodies live beside its handlers.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The error body of every failed call.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    /// A stable machine-readable code, e.g. `validation_failed`.
    pub code: crate::error::Code,
    /// A sentence for people, in the language asked for with `Accept-Language`.
    pub message: String,
    pub data: ErrorData,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorData {
    /// The HTTP status.
    pub status: u16,
    /// Messages per request field, when fields failed validation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<BTreeMap<String, Vec<String>>>,
    /// When what was refused becomes possible (for example the next check-in), for a refusal that time resolves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}
