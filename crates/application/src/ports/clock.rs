use chrono::{DateTime, NaiveDate, NaiveTime, Utc};

/// The current time, and the current date where the service's people live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
    /// Today's date in the configured time zone (`MON_TIMEZONE`, Asia/Dhaka by
    /// default): the date rules such as "not before today" are judged by.
    fn today(&self) -> NaiveDate;
    /// The instant a wall-clock time on a date is in the configured time zone
    /// (the earlier one when a clock change repeats it; the next valid one when it skips it).
    fn at_local(&self, date: NaiveDate, time: NaiveTime) -> DateTime<Utc>;
}
