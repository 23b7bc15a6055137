//! Bangla's own calendar words and digits: how a date and a time are written for a Bangla reader
//! (in mail, and wherever the server writes a date in words).

use chrono::{Datelike, NaiveDate, Weekday};

use crate::Lang;

/// Digits written in Bangla (`72` → `৭২`); every other character as it is.
pub fn bangla_digits(s: &str) -> String {
    s.chars()
        .map(|c| {
            c.to_digit(10)
                .and_then(|d| char::from_u32('০' as u32 + d))
                .unwrap_or(c)
        })
        .collect()
}

/// The months, January first.
pub const MONTHS: [&str; 12] = [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
];

/// A weekday's name.
pub fn weekday(w: Weekday) -> &'static str {
    match w {
        Weekday::Mon => "সোমবার",
        Weekday::Tue => "মঙ্গলবার",
        Weekday::Wed => "বুধবার",
        Weekday::Thu => "বৃহস্পতিবার",
        Weekday::Fri => "শুক্রবার",
        Weekday::Sat => "শনিবার",
        Weekday::Sun => "রবিবার",
    }
}

/// A clock time such as `10:30 AM` in Bangla digits and words: `১০:৩০ পূর্বাহ্ণ`.
pub fn clock_time(time: &str) -> String {
    bangla_digits(time)
        .replace("AM", "পূর্বাহ্ণ")
        .replace("PM", "অপরাহ্ণ")
}

/// A date in words: `মঙ্গলবার, ২৪ নভেম্বর ২০২৬`.
pub fn long_date(date: NaiveDate) -> String {
    format!(
        "{}, {} {} {}",
        weekday(date.weekday()),
        bangla_digits(&date.day().to_string()),
        MONTHS[date.month0() as usize],
        bangla_digits(&date.year().to_string()),
    )
}

/// A day and a clock time (`10:30 AM`) in words, as every text of the service writes a moment:
/// "Tuesday, 24 November 2026 at 10:30 AM", or `মঙ্গলবার, ২৪ নভেম্বর ২০২৬, ১০:৩০ পূর্বাহ্ণ`.
pub fn when(date: NaiveDate, time: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} at {time}", date.format("%A, %-d %B %Y")),
        Lang::Bn => format!("{}, {}", long_date(date), clock_time(time)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bangla_digits_replace_only_digits() {
        assert_eq!(
            bangla_digits("10:30 AM, 2026-11-30"),
            "১০:৩০ AM, ২০২৬-১১-৩০"
        );
        assert_eq!(bangla_digits("৭২ h"), "৭২ h");
    }

    #[test]
    fn a_date_and_a_time_are_written_in_bangla_words_and_digits() {
        let date = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        assert_eq!(long_date(date), "মঙ্গলবার, ২৪ নভেম্বর ২০২৬");
        assert_eq!(
            when(date, "10:30 AM", Lang::En),
            "Tuesday, 24 November 2026 at 10:30 AM"
        );
        assert_eq!(
            when(date, "10:30 AM", Lang::Bn),
            "মঙ্গলবার, ২৪ নভেম্বর ২০২৬, ১০:৩০ পূর্বাহ্ণ"
        );
        assert_eq!(clock_time("10:30 AM"), "১০:৩০ পূর্বাহ্ণ");
        assert_eq!(clock_time("02:30 PM"), "০২:৩০ অপরাহ্ণ");
    }
}
