use chrono::{DateTime, NaiveDate, Utc};

/// The current time, and the current date where the service's people live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
    /// Today's date in the configured time zone (`MON_TIMEZONE`, Asia/Dhaka by
    /// default): the date rules such as "not before today" are judged by.
    fn today(&self) -> NaiveDate;
}
