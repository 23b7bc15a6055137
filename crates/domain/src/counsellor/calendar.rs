//! A counsellor's calendar: weekly hours, time off, the service's closures, and the one rule that
//! turns them into free slots. Every time here is a wall-clock time in the service's time zone.

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime};

use super::CounsellorMsg;
use crate::FieldErrors;

/// One range of weekly hours: `weekday` 1–7 (ISO, 1 = Monday), `start < end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct WeeklyRange {
    pub weekday: u8,
    pub start: NaiveTime,
    pub end: NaiveTime,
}

/// A range as sent: `HH:MM` texts.
#[derive(Debug, Clone, Default)]
pub struct WeeklyRangeInput {
    pub weekday: i64,
    pub start: String,
    pub end: String,
}

/// The most ranges a week may hold (three a day).
pub const WEEKLY_RANGES_MAX: usize = 21;

/// `HH:MM`, 00:00 to 23:59, exactly five characters.
pub fn parse_hm(s: &str) -> Option<NaiveTime> {
    let s = s.trim();
    (s.len() == 5)
        .then(|| NaiveTime::parse_from_str(s, "%H:%M").ok())
        .flatten()
}

/// Checks a week of ranges (every error on `weekly`) and returns them by weekday and start.
pub fn parse_weekly(input: &[WeeklyRangeInput]) -> Result<Vec<WeeklyRange>, FieldErrors> {
    let mut e = FieldErrors::new();
    if input.len() > WEEKLY_RANGES_MAX {
        e.add("weekly", CounsellorMsg::WeeklyTooMany);
        return Err(e);
    }
    let mut ranges = Vec::new();
    for r in input {
        let weekday = u8::try_from(r.weekday).ok().filter(|d| (1..=7).contains(d));
        let (start, end) = (parse_hm(&r.start), parse_hm(&r.end));
        match (weekday, start, end) {
            (None, _, _) => e.add("weekly", CounsellorMsg::WeekdayInvalid),
            (_, None, _) | (_, _, None) => e.add("weekly", CounsellorMsg::HourInvalid),
            (Some(_), Some(s), Some(en)) if s >= en => {
                e.add("weekly", CounsellorMsg::RangeBackwards)
            }
            (Some(weekday), Some(start), Some(end)) => ranges.push(WeeklyRange {
                weekday,
                start,
                end,
            }),
        }
    }
    ranges.sort();
    if ranges
        .windows(2)
        .any(|w| w[0].weekday == w[1].weekday && w[1].start < w[0].end)
    {
        e.add("weekly", CounsellorMsg::RangesOverlap);
    }
    e.into_result(|| ranges)
}

/// Local `YYYY-MM-DDTHH:MM`.
pub fn parse_local(s: &str) -> Option<NaiveDateTime> {
    let s = s.trim();
    (s.len() == 16)
        .then(|| NaiveDateTime::parse_from_str(s, "%Y-%m-%dT%H:%M").ok())
        .flatten()
}

/// `YYYY-MM-DD`.
pub fn parse_day(s: &str) -> Option<NaiveDate> {
    let s = s.trim();
    (s.len() == 10)
        .then(|| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
        .flatten()
}

/// Time off as checked: `[from, to)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeOffDraft {
    pub from: NaiveDateTime,
    pub to: NaiveDateTime,
    pub reason: String,
}

const REASON_MAX: usize = 200;
const LABEL_MAX: usize = 100;

impl TimeOffDraft {
    pub fn parse(from: &str, to: &str, reason: &str) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let range = range(
            &mut e,
            (from, to),
            parse_local,
            CounsellorMsg::LocalTimeInvalid,
            true,
        );
        let reason = crate::content::one_line(reason);
        if reason.chars().count() > REASON_MAX {
            e.add("reason", CounsellorMsg::ReasonTooLong);
        }
        match range {
            Some((from, to)) if e.is_empty() => Ok(TimeOffDraft { from, to, reason }),
            _ => Err(e),
        }
    }
}

/// A closure of the whole service (Eid, a hartal) as checked: every day `from..=to`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosureDraft {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub label: String,
}

impl ClosureDraft {
    pub fn parse(from: &str, to: &str, label: &str) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let range = range(
            &mut e,
            (from, to),
            parse_day,
            CounsellorMsg::DayInvalid,
            false,
        );
        let label = crate::content::one_line(label);
        if label.is_empty() {
            e.add("label", CounsellorMsg::LabelRequired);
        } else if label.chars().count() > LABEL_MAX {
            e.add("label", CounsellorMsg::LabelTooLong);
        }
        match range {
            Some((from, to)) if e.is_empty() => Ok(ClosureDraft { from, to, label }),
            _ => Err(e),
        }
    }
}

/// The `from` and `to` fields read with `parse` (each refused with `invalid`), `to` after `from`
/// (or on it, unless `end_excluded`: a time off ends where it says, a closure takes its last day).
fn range<T: PartialOrd + Copy>(
    e: &mut FieldErrors,
    (from, to): (&str, &str),
    parse: fn(&str) -> Option<T>,
    invalid: CounsellorMsg,
    end_excluded: bool,
) -> Option<(T, T)> {
    let (from, to) = (parse(from), parse(to));
    if from.is_none() {
        e.add("from", invalid);
    }
    if to.is_none() {
        e.add("to", invalid);
    }
    let (from, to) = (from?, to?);
    if to < from || (end_excluded && to == from) {
        e.add("to", CounsellorMsg::EndBeforeStart);
    }
    Some((from, to))
}

/// Stored time off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeOff {
    pub id: i64,
    pub draft: TimeOffDraft,
}

/// A stored closure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Closure {
    pub id: i64,
    pub draft: ClosureDraft,
}

/// The most days one slots query covers.
pub const SLOT_WINDOW_DAYS: i64 = 31;

/// The days of a slots query: `from..=to`, at most [`SLOT_WINDOW_DAYS`].
pub fn parse_window(from: &str, to: &str) -> Result<(NaiveDate, NaiveDate), FieldErrors> {
    let mut e = FieldErrors::new();
    let range = range(
        &mut e,
        (from, to),
        parse_day,
        CounsellorMsg::DayInvalid,
        false,
    );
    match range {
        Some((f, t)) if e.is_empty() && (t - f).num_days() < SLOT_WINDOW_DAYS => Ok((f, t)),
        Some(_) if e.is_empty() => {
            e.add("to", CounsellorMsg::WindowTooLong);
            Err(e)
        }
        _ => Err(e),
    }
}

/// The settings the slot rule reads (`MON_SESSION_MINUTES`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotRules {
    pub session_minutes: u32,
    pub buffer_minutes: u32,
    pub min_notice_hours: u32,
    /// Approved sessions in one day beyond which the day offers nothing.
    pub daily_cap: u32,
    /// Days after today that may be booked (`MON_BOOKING_HORIZON_DAYS`).
    pub horizon_days: u32,
}

impl Default for SlotRules {
    fn default() -> Self {
        SlotRules {
            session_minutes: 50,
            buffer_minutes: 10,
            min_notice_hours: 12,
            daily_cap: 6,
            horizon_days: 60,
        }
    }
}

/// A session of the counsellor that takes time: held by a request, or approved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BookedSession {
    pub start: NaiveDateTime,
    pub end: NaiveDateTime,
    /// Approved sessions count toward the daily cap; a held request does not.
    pub approved: bool,
}

/// What is known about a counsellor's time when their slots are asked for.
#[derive(Debug, Clone, Copy)]
pub struct Calendar<'a> {
    pub weekly: &'a [WeeklyRange],
    /// `[from, to)` ranges.
    pub time_off: &'a [(NaiveDateTime, NaiveDateTime)],
    /// Inclusive day ranges.
    pub closures: &'a [(NaiveDate, NaiveDate)],
    pub sessions: &'a [BookedSession],
}

/// A free slot: `[start, end)`.
pub type Slot = (NaiveDateTime, NaiveDateTime);

/// The free slots of days `from..=to`, ascending. Candidates start at each weekly range's start and
/// step by session + buffer while the session still ends within the range. A candidate is dropped when
/// it overlaps time off, falls on a closure day, starts before `now` + minimum notice, falls on a day
/// after `today` + horizon, falls on a day that already has the daily cap of approved sessions, or
/// when a held or approved session lies within the buffer of it (`[start − buffer, end + buffer)`).
pub fn free_slots(
    cal: &Calendar<'_>,
    rules: &SlotRules,
    (from, to): (NaiveDate, NaiveDate),
    now: NaiveDateTime,
    today: NaiveDate,
) -> Vec<Slot> {
    let session = Duration::minutes(i64::from(rules.session_minutes));
    let step = session + Duration::minutes(i64::from(rules.buffer_minutes));
    let buffer = Duration::minutes(i64::from(rules.buffer_minutes));
    let earliest = now + Duration::hours(i64::from(rules.min_notice_hours));
    let last_day = today + Duration::days(i64::from(rules.horizon_days));
    let mut slots = Vec::new();
    let mut day = from;
    while day <= to && day <= last_day {
        let closed = cal.closures.iter().any(|(f, t)| *f <= day && day <= *t);
        let approved_that_day = cal
            .sessions
            .iter()
            .filter(|s| s.approved && s.start.date() == day)
            .count();
        let weekday = u8::try_from(day.weekday().number_from_monday()).unwrap_or(0);
        if !closed && approved_that_day < rules.daily_cap as usize {
            for range in cal.weekly.iter().filter(|r| r.weekday == weekday) {
                let end_of_range = day.and_time(range.end);
                let mut start = day.and_time(range.start);
                while start + session <= end_of_range {
                    let end = start + session;
                    let off = cal.time_off.iter().any(|(f, t)| start < *t && *f < end);
                    let near_session = cal
                        .sessions
                        .iter()
                        .any(|s| start < s.end + buffer && s.start - buffer < end);
                    if start >= earliest && !off && !near_session {
                        slots.push((start, end));
                    }
                    start += step;
                }
            }
        }
        day = match day.succ_opt() {
            Some(d) => d,
            None => break,
        };
    }
    slots
}

/// Whether a session starting at `start` fits the counsellor's calendar, for an admin who assigns
/// them to a request (any time, not only a slot start; no minimum notice): it lies within one weekly
/// range, overlaps no time off, falls on no closure day and no later than the horizon, on a day that
/// has fewer than the daily cap of approved sessions, and no session of `cal.sessions` lies within its
/// buffer. Leave the request's own hold out of `cal.sessions`.
pub fn is_free_at(
    cal: &Calendar<'_>,
    rules: &SlotRules,
    start: NaiveDateTime,
    today: NaiveDate,
) -> bool {
    let session = Duration::minutes(i64::from(rules.session_minutes));
    let buffer = Duration::minutes(i64::from(rules.buffer_minutes));
    let end = start + session;
    let day = start.date();
    let weekday = u8::try_from(day.weekday().number_from_monday()).unwrap_or(0);
    let within_hours = cal.weekly.iter().any(|r| {
        r.weekday == weekday && day.and_time(r.start) <= start && end <= day.and_time(r.end)
    });
    let approved_that_day = cal
        .sessions
        .iter()
        .filter(|s| s.approved && s.start.date() == day)
        .count();
    within_hours
        && day <= today + Duration::days(i64::from(rules.horizon_days))
        && !cal.closures.iter().any(|(f, t)| *f <= day && day <= *t)
        && !cal.time_off.iter().any(|(f, t)| start < *t && *f < end)
        && approved_that_day < rules.daily_cap as usize
        && !cal
            .sessions
            .iter()
            .any(|s| start < s.end + buffer && s.start - buffer < end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> NaiveTime {
        parse_hm(s).unwrap()
    }

    fn at(s: &str) -> NaiveDateTime {
        parse_local(s).unwrap()
    }

    fn d(s: &str) -> NaiveDate {
        parse_day(s).unwrap()
    }

    fn input(weekday: i64, start: &str, end: &str) -> WeeklyRangeInput {
        WeeklyRangeInput {
            weekday,
            start: start.into(),
            end: end.into(),
        }
    }

    fn weekly_errors(ranges: &[WeeklyRangeInput]) -> Vec<&'static str> {
        parse_weekly(ranges)
            .unwrap_err()
            .get("weekly")
            .unwrap()
            .iter()
            .map(|m| m.en)
            .collect()
    }

    #[test]
    fn weekly_hours_are_iso_weekdays_with_ranges_that_start_before_they_end_and_never_overlap() {
        let ok = parse_weekly(&[
            input(3, "14:00", "17:00"),
            input(1, "09:00", "12:00"),
            input(1, "12:00", "13:00"),
        ])
        .unwrap();
        assert_eq!(
            ok.iter().map(|r| (r.weekday, r.start)).collect::<Vec<_>>(),
            [(1, t("09:00")), (1, t("12:00")), (3, t("14:00"))],
            "sorted; touching ranges are fine"
        );
        for (ranges, error) in [
            (
                vec![input(0, "09:00", "10:00")],
                "Choose a weekday from 1 (Monday) to 7 (Sunday).",
            ),
            (
                vec![input(8, "09:00", "10:00")],
                "Choose a weekday from 1 (Monday) to 7 (Sunday).",
            ),
            (
                vec![input(1, "9:00", "10:00")],
                "Write each time as HH:MM, from 00:00 to 23:59.",
            ),
            (
                vec![input(1, "09:00", "24:00")],
                "Write each time as HH:MM, from 00:00 to 23:59.",
            ),
            (
                vec![input(1, "10:00", "10:00")],
                "Each range must start before it ends.",
            ),
            (
                vec![input(2, "09:00", "12:00"), input(2, "11:30", "13:00")],
                "Ranges of one day must not overlap.",
            ),
        ] {
            assert_eq!(weekly_errors(&ranges), [error], "{ranges:?}");
        }
        let many: Vec<_> = (0..22)
            .map(|i| input(1 + i % 7, "09:00", "10:00"))
            .collect();
        assert_eq!(weekly_errors(&many), ["A week may hold at most 21 ranges."]);
    }

    #[test]
    fn time_off_closures_and_windows_are_checked_field_by_field() {
        let off =
            TimeOffDraft::parse("2026-12-01T09:00", "2026-12-01T13:00", " Training ").unwrap();
        assert_eq!(
            (off.from, off.reason.as_str()),
            (at("2026-12-01T09:00"), "Training")
        );
        let e = TimeOffDraft::parse("2026-12-01 09:00", "2026-12-01T08:00", &"r".repeat(201))
            .unwrap_err();
        assert_eq!(
            e.iter().map(|(f, _)| f).collect::<Vec<_>>(),
            ["from", "reason"]
        );
        let e = TimeOffDraft::parse("2026-12-01T09:00", "2026-12-01T09:00", "").unwrap_err();
        assert!(e.get("to").is_some());
        assert!(ClosureDraft::parse("2027-03-20", "2027-03-20", "Eid").is_ok());
        let e = ClosureDraft::parse("2027-03-21", "2027-03-20", " ").unwrap_err();
        assert_eq!(
            e.iter().map(|(f, _)| f).collect::<Vec<_>>(),
            ["to", "label"]
        );
        assert_eq!(
            parse_window("2026-12-01", "2026-12-31").unwrap().1,
            d("2026-12-31")
        );
        assert!(
            parse_window("2026-12-01", "2027-01-01")
                .unwrap_err()
                .get("to")
                .is_some()
        );
        assert!(parse_window("2026-12-02", "2026-12-01").is_err());
        assert!(
            parse_window("1 Dec", "2026-12-01")
                .unwrap_err()
                .get("from")
                .is_some()
        );
    }

    /// Monday 2026-11-30; "now" is the Saturday before at noon, so the notice never bites unless a case says so.
    const NOW: &str = "2026-11-28T12:00";

    fn starts(cal: Calendar<'_>, rules: SlotRules, from: &str, to: &str, now: &str) -> Vec<String> {
        free_slots(&cal, &rules, (d(from), d(to)), at(now), at(now).date())
            .into_iter()
            .map(|(s, _)| s.format("%a %d %H:%M").to_string())
            .collect()
    }

    fn monday_morning() -> Vec<WeeklyRange> {
        parse_weekly(&[input(1, "09:00", "12:00")]).unwrap()
    }

    fn cal<'a>(weekly: &'a [WeeklyRange]) -> Calendar<'a> {
        Calendar {
            weekly,
            time_off: &[],
            closures: &[],
            sessions: &[],
        }
    }

    #[test]
    fn candidates_step_by_session_and_buffer_while_the_session_ends_within_the_range() {
        let weekly = monday_morning();
        // 09:00, 10:00, 11:00 (11:00 + 50 min ends 11:50, within 12:00); 12:00 would end after it.
        assert_eq!(
            starts(
                cal(&weekly),
                SlotRules::default(),
                "2026-11-30",
                "2026-12-06",
                NOW
            ),
            ["Mon 30 09:00", "Mon 30 10:00", "Mon 30 11:00"]
        );
        let rules = SlotRules {
            session_minutes: 60,
            buffer_minutes: 15,
            ..SlotRules::default()
        };
        assert_eq!(
            starts(cal(&weekly), rules, "2026-11-30", "2026-11-30", NOW),
            ["Mon 30 09:00", "Mon 30 10:15"],
            "11:30 + 60 min ends 12:30"
        );
        assert_eq!(
            starts(
                cal(&weekly),
                SlotRules::default(),
                "2026-11-30",
                "2026-12-07",
                NOW
            )
            .len(),
            6,
            "two Mondays"
        );
    }

    #[test]
    fn each_reason_to_drop_a_candidate_drops_exactly_the_candidates_it_names() {
        let weekly = monday_morning();
        let rules = SlotRules::default();
        let day = ("2026-11-30", "2026-11-30");
        // Minimum notice: 12 h after Sunday 22:00 is Monday 10:00.
        assert_eq!(
            starts(cal(&weekly), rules, day.0, day.1, "2026-11-29T22:00"),
            ["Mon 30 10:00", "Mon 30 11:00"]
        );
        // Time off 10:30–10:40 overlaps the 10:00 session only.
        let off = [(at("2026-11-30T10:30"), at("2026-11-30T10:40"))];
        assert_eq!(
            starts(
                Calendar {
                    time_off: &off,
                    ..cal(&weekly)
                },
                rules,
                day.0,
                day.1,
                NOW
            ),
            ["Mon 30 09:00", "Mon 30 11:00"]
        );
        // Time off ending when a session starts does not touch it.
        let off = [(at("2026-11-30T08:00"), at("2026-11-30T09:00"))];
        assert_eq!(
            starts(
                Calendar {
                    time_off: &off,
                    ..cal(&weekly)
                },
                rules,
                day.0,
                day.1,
                NOW
            )
            .len(),
            3
        );
        // A closure takes the whole day.
        let closures = [(d("2026-11-29"), d("2026-11-30"))];
        assert!(
            starts(
                Calendar {
                    closures: &closures,
                    ..cal(&weekly)
                },
                rules,
                day.0,
                day.1,
                NOW
            )
            .is_empty()
        );
        // The horizon: today + 2 days is Monday; + 1 is Sunday.
        let near = SlotRules {
            horizon_days: 1,
            ..rules
        };
        assert!(starts(cal(&weekly), near, day.0, day.1, NOW).is_empty());
        let just = SlotRules {
            horizon_days: 2,
            ..rules
        };
        assert_eq!(starts(cal(&weekly), just, day.0, day.1, NOW).len(), 3);
        // A held request 09:30–10:20 with a 10-minute buffer blocks 09:00 (ends 09:50 > 09:20) and 10:00
        // (starts 10:00 < 10:30); 11:00 is free.
        let held = [BookedSession {
            start: at("2026-11-30T09:30"),
            end: at("2026-11-30T10:20"),
            approved: false,
        }];
        assert_eq!(
            starts(
                Calendar {
                    sessions: &held,
                    ..cal(&weekly)
                },
                rules,
                day.0,
                day.1,
                NOW
            ),
            ["Mon 30 11:00"]
        );
        // A session exactly a buffer away leaves the neighbour free.
        let approved = [BookedSession {
            start: at("2026-11-30T10:00"),
            end: at("2026-11-30T10:50"),
            approved: true,
        }];
        assert_eq!(
            starts(
                Calendar {
                    sessions: &approved,
                    ..cal(&weekly)
                },
                rules,
                day.0,
                day.1,
                NOW
            ),
            ["Mon 30 09:00", "Mon 30 11:00"]
        );
        // The daily cap counts approved sessions only.
        let capped = SlotRules {
            daily_cap: 1,
            ..rules
        };
        assert!(
            starts(
                Calendar {
                    sessions: &approved,
                    ..cal(&weekly)
                },
                capped,
                day.0,
                day.1,
                NOW
            )
            .is_empty()
        );
        assert_eq!(
            starts(
                Calendar {
                    sessions: &held,
                    ..cal(&weekly)
                },
                capped,
                day.0,
                day.1,
                NOW
            ),
            ["Mon 30 11:00"]
        );
    }

    #[test]
    fn an_admin_may_assign_any_start_that_fits_the_hours_and_keeps_clear_of_other_sessions() {
        let weekly = monday_morning();
        let rules = SlotRules::default();
        let today = d("2026-11-28");
        let free = |cal: Calendar<'_>, at_: &str| is_free_at(&cal, &rules, at(at_), today);
        assert!(
            free(cal(&weekly), "2026-11-30T09:30"),
            "off the slot grid is fine"
        );
        assert!(
            free(cal(&weekly), "2026-11-30T11:10"),
            "ends 12:00, the range's end"
        );
        assert!(
            !free(cal(&weekly), "2026-11-30T11:20"),
            "ends after the range"
        );
        assert!(!free(cal(&weekly), "2026-12-01T09:00"), "no Tuesday hours");
        let other = [BookedSession {
            start: at("2026-11-30T10:00"),
            end: at("2026-11-30T10:50"),
            approved: true,
        }];
        let busy = Calendar {
            sessions: &other,
            ..cal(&weekly)
        };
        assert!(!free(busy, "2026-11-30T10:30"));
        assert!(
            !free(busy, "2026-11-30T09:15"),
            "ends 10:05, inside the buffer before 10:00"
        );
        assert!(
            free(busy, "2026-11-30T09:00"),
            "ends 09:50, a buffer before 10:00"
        );
        let capped = SlotRules {
            daily_cap: 1,
            ..rules
        };
        assert!(!is_free_at(&busy, &capped, at("2026-11-30T11:00"), today));
        let off = [(at("2026-11-30T09:40"), at("2026-11-30T09:45"))];
        assert!(!free(
            Calendar {
                time_off: &off,
                ..cal(&weekly)
            },
            "2026-11-30T09:00"
        ));
        let closed = [(d("2026-11-30"), d("2026-11-30"))];
        assert!(!free(
            Calendar {
                closures: &closed,
                ..cal(&weekly)
            },
            "2026-11-30T09:00"
        ));
        let near = SlotRules {
            horizon_days: 1,
            ..rules
        };
        assert!(!is_free_at(
            &cal(&weekly),
            &near,
            at("2026-11-30T09:00"),
            today
        ));
    }
}
