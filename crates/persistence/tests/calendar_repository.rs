//! The calendar repository (weekly hours, time off, closures, a counsellor's sessions) against real
//! SQLite and PostgreSQL databases.

use chrono::{NaiveDate, Utc};
use mon_application::ports::{AppointmentRepository, CalendarRepository};
use mon_domain::care::{AppointmentForm, BookingWindow};
use mon_domain::counsellor::calendar::{
    ClosureDraft, TimeOffDraft, WeeklyRangeInput, parse_local, parse_weekly,
};
use mon_domain::pagination::{ClosurePages, PageRequest, TimeOffPages};
use mon_domain::user::Role;
use mon_persistence::testing::TestDb;
use mon_persistence::{SeaAppointmentRepository, SeaCalendarRepository};
use sea_orm::{ConnectionTrait, Statement};

async fn account(t: &TestDb, name: &str, role: Role) -> i64 {
    t.account(name, role).await
}

fn day(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

fn range(weekday: i64, start: &str, end: &str) -> WeeklyRangeInput {
    WeeklyRangeInput {
        weekday,
        start: start.into(),
        end: end.into(),
    }
}

#[tokio::test]
async fn weekly_hours_are_replaced_whole_and_read_back_in_order() {
    for t in TestDb::all().await {
        let repo = SeaCalendarRepository::new(t.db.clone());
        let (a, b) = (
            account(&t, "carer", Role::Counsellor).await,
            account(&t, "other", Role::Counsellor).await,
        );
        let now = Utc::now();
        let week = parse_weekly(&[range(3, "14:00", "17:30"), range(1, "09:00", "12:00")]).unwrap();
        repo.set_weekly(a, &week, now).await.unwrap();
        repo.set_weekly(
            b,
            &parse_weekly(&[range(2, "10:00", "11:00")]).unwrap(),
            now,
        )
        .await
        .unwrap();
        assert_eq!(repo.weekly(a).await.unwrap(), week, "{:?}", t.engine);
        let fewer = parse_weekly(&[range(5, "08:15", "09:45")]).unwrap();
        repo.set_weekly(a, &fewer, now).await.unwrap();
        assert_eq!(repo.weekly(a).await.unwrap(), fewer);
        assert_eq!(
            repo.weekly(b).await.unwrap().len(),
            1,
            "another's hours stay"
        );
        repo.set_weekly(a, &[], now).await.unwrap();
        assert!(repo.weekly(a).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn time_off_is_each_counsellors_own_and_found_by_overlap() {
    for t in TestDb::all().await {
        let repo = SeaCalendarRepository::new(t.db.clone());
        let (a, b) = (
            account(&t, "carer", Role::Counsellor).await,
            account(&t, "other", Role::Counsellor).await,
        );
        let now = Utc::now();
        let off = |from: &str, to: &str| TimeOffDraft::parse(from, to, "Training").unwrap();
        let first = repo
            .add_time_off(a, &off("2026-12-01T09:00", "2026-12-01T13:00"), now)
            .await
            .unwrap();
        repo.add_time_off(a, &off("2026-12-10T00:00", "2026-12-12T00:00"), now)
            .await
            .unwrap();
        let page = repo
            .time_off(a, PageRequest::new(None, None, TimeOffPages::LIMITS))
            .await
            .unwrap();
        assert_eq!(page.total, 2);
        assert_eq!(
            page.items[0].draft.from,
            parse_local("2026-12-10T00:00").unwrap(),
            "latest first"
        );
        let between = |from: &str, to: &str| {
            let repo = repo.clone();
            let (from, to) = (parse_local(from).unwrap(), parse_local(to).unwrap());
            async move { repo.time_off_between(a, from, to).await.unwrap().len() }
        };
        assert_eq!(between("2026-12-01T00:00", "2026-12-02T00:00").await, 1);
        assert_eq!(
            between("2026-12-01T13:00", "2026-12-02T00:00").await,
            0,
            "ends as the range starts"
        );
        assert_eq!(between("2026-11-01T00:00", "2026-12-31T00:00").await, 2);
        assert!(
            !repo.delete_time_off(b, first.id).await.unwrap(),
            "{:?}: not theirs",
            t.engine
        );
        assert!(repo.delete_time_off(a, first.id).await.unwrap());
        assert!(!repo.delete_time_off(a, first.id).await.unwrap());
    }
}

#[tokio::test]
async fn closures_are_listed_from_a_day_on_and_found_by_the_days_they_touch() {
    for t in TestDb::all().await {
        let repo = SeaCalendarRepository::new(t.db.clone());
        let now = Utc::now();
        let eid = repo
            .add_closure(
                &ClosureDraft::parse("2027-03-20", "2027-03-22", "Eid").unwrap(),
                now,
            )
            .await
            .unwrap();
        repo.add_closure(
            &ClosureDraft::parse("2026-11-01", "2026-11-01", "Past").unwrap(),
            now,
        )
        .await
        .unwrap();
        let page = repo
            .closures(
                day("2026-11-28"),
                PageRequest::new(None, None, ClosurePages::LIMITS),
            )
            .await
            .unwrap();
        assert_eq!(
            page.items
                .iter()
                .map(|c| c.draft.label.as_str())
                .collect::<Vec<_>>(),
            ["Eid"]
        );
        assert_eq!(
            repo.closures_between(day("2027-03-22"), day("2027-03-25"))
                .await
                .unwrap()
                .len(),
            1
        );
        assert!(
            repo.closures_between(day("2027-03-23"), day("2027-03-25"))
                .await
                .unwrap()
                .is_empty()
        );
        assert!(repo.delete_closure(eid.id).await.unwrap());
        assert!(!repo.delete_closure(eid.id).await.unwrap());
    }
}

#[tokio::test]
async fn a_counsellors_sessions_are_the_requested_and_approved_appointments_assigned_to_them() {
    for t in TestDb::all().await {
        let repo = SeaCalendarRepository::new(t.db.clone());
        let appointments = SeaAppointmentRepository::new(t.db.clone());
        let subscriber = account(&t, "rahim", Role::Subscriber).await;
        let window = BookingWindow::new(day("2026-11-28"), 60);
        let mut ids = Vec::new();
        for date in ["2026-12-01", "2026-12-02", "2026-12-09"] {
            let form = AppointmentForm::parse(
                date,
                "10:30 AM",
                "Rahim",
                "r@example.com",
                "01712345678",
                window,
            )
            .unwrap();
            let a = appointments
                .create(
                    subscriber,
                    &form,
                    10,
                    Utc::now(),
                    Box::new(|_| Vec::new()),
                    None,
                )
                .await
                .unwrap();
            ids.push(a.id);
        }
        // Two with counsellor 7 (one of them unapproved), one with counsellor 8.
        for (id, counsellor, status) in [
            (ids[0], 7, "approved"),
            (ids[1], 7, "unapproved"),
            (ids[2], 8, "requested"),
        ] {
            t.db.conn
                .execute_raw(Statement::from_string(
                    t.db.conn.get_database_backend(),
                    format!("UPDATE appointments SET counsellor_id = {counsellor}, status = '{status}' WHERE id = {id}"),
                ))
                .await
                .unwrap();
        }
        let sessions = repo
            .sessions_between(7, day("2026-12-01"), day("2026-12-31"))
            .await
            .unwrap();
        assert_eq!(
            sessions.len(),
            1,
            "{:?}: an unapproved request holds no time",
            t.engine
        );
        assert_eq!(sessions[0].start, parse_local("2026-12-01T10:30").unwrap());
        assert!(sessions[0].approved);
        let held = repo
            .sessions_between(8, day("2026-12-09"), day("2026-12-09"))
            .await
            .unwrap();
        assert_eq!((held.len(), held[0].approved), (1, false));
        assert!(
            repo.sessions_between(8, day("2026-12-10"), day("2026-12-31"))
                .await
                .unwrap()
                .is_empty()
        );
    }
}
