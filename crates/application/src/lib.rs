//! Mon's use cases. Each one talks to the outside world only through the ports
//! in [`ports`], so it is tested with mocks and no database.

#![cfg_attr(not(test), warn(clippy::too_many_lines))]

pub mod accounts;
pub mod care;
pub mod content;
pub mod counsellors;
pub mod errors;
pub mod notes;
pub mod outbox;
pub mod phones;
pub mod ports;
pub mod privacy;
pub mod safety;
pub mod sharing;
#[cfg(test)]
mod testing;

pub use accounts::{AccountError, AccountSettings, Accounts};
pub use care::{Care, CareError};
pub use content::{Content, ContentError, ServedImage};
pub use counsellors::{CounsellorError, Counsellors};
pub use notes::{NoteError, Notes};
pub use phones::{PhoneError, Phones};
pub use privacy::{Privacy, PrivacyError};
pub use safety::{Safety, SafetyError};
pub use sharing::{Sharing, SharingError};

pub use errors::{ErrorCode, ErrorKind, ErrorMeta, ServiceError};
