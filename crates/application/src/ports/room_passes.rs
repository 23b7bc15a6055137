use chrono::{DateTime, Utc};

/// Who a pass to a video room is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomGuest {
    /// The name the room shows for them.
    pub name: String,
    /// The counsellor leads the room; the client joins it.
    pub moderator: bool,
}

/// Signed passes to one room of the service's own video server: a self-hosted Jitsi's `?jwt=`
/// (`MON_JITSI_APP_ID`, `MON_JITSI_APP_SECRET`).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait RoomPasses: Send + Sync {
    /// A pass to the room named `room` (`mon-…`) for `guest`, good until `until`.
    ///
    /// # Errors
    /// The pass could not be signed.
    fn pass(&self, room: &str, guest: &RoomGuest, until: DateTime<Utc>) -> anyhow::Result<String>;
}
