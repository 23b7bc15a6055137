use std::sync::{Arc, Mutex};

use chrono::{NaiveDate, TimeZone, Utc};
use mon_domain::counsellor::clients::Tie;
use mon_domain::safety::{Band, InstrumentCode};

use super::*;
use crate::ports::{
    MockAccessLogRepository, MockCheckInRepository, MockClientRepository, MockClock,
    MockConsentRepository, MockSafetyPlanRepository,
};

const ME: Reader = Reader {
    counsellor_id: 4,
    user_id: 40,
};
const CLIENT: i64 = 7;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 1, 4, 0, 0).unwrap()
}

fn day(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

/// One mock per port; a test sets the ones it checks, and a port it leaves as it is must not be called.
struct Mocks {
    clients: MockClientRepository,
    consents: MockConsentRepository,
    check_ins: MockCheckInRepository,
    plans: MockSafetyPlanRepository,
    access_log: MockAccessLogRepository,
}

impl Mocks {
    /// `CLIENT` tied to the reader by `tie`; the rest untouched.
    fn tied(tie: Tie) -> Self {
        let mut clients = MockClientRepository::new();
        clients
            .expect_facts()
            .withf(|counsellor, user| *counsellor == ME.counsellor_id && *user == CLIENT)
            .returning(move |_, _| {
                Ok(Some(ClientFacts {
                    name: "Rahima".into(),
                    tie,
                }))
            });
        Mocks {
            clients,
            consents: MockConsentRepository::new(),
            check_ins: MockCheckInRepository::new(),
            plans: MockSafetyPlanRepository::new(),
            access_log: MockAccessLogRepository::new(),
        }
    }

    /// The client's latest decisions on sharing, one per call, in order.
    fn deciding(mut self, decisions: Vec<Option<bool>>) -> Self {
        let decisions = Mutex::new(decisions.into_iter());
        self.consents
            .expect_latest()
            .withf(|user, purpose| {
                *user == CLIENT && *purpose == ConsentPurpose::ShareWithCounsellor
            })
            .returning(move |_, _| Ok(decisions.lock().unwrap().next().flatten()));
        self
    }

    /// Each read is expected in the client's log, `times` times, as the reader's.
    fn logging(mut self, what: AccessKind, times: usize) -> Self {
        self.access_log
            .expect_record()
            .withf(move |subs, by, w, at| {
                subs == [CLIENT] && *by == ME.user_id && *w == what && *at == now()
            })
            .times(times)
            .returning(|_, _, _, _| Ok(()));
        self
    }

    fn build(self) -> Sharing {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock.expect_today().returning(|| day("2026-12-01"));
        Sharing::new(SharingPorts {
            clients: Arc::new(self.clients),
            consents: Arc::new(self.consents),
            check_ins: Arc::new(self.check_ins),
            plans: Arc::new(self.plans),
            access_log: Arc::new(self.access_log),
            clock: Arc::new(clock),
        })
    }
}

const NAMED: Tie = Tie {
    named: true,
    last_session: None,
};

fn check_in() -> CheckIn {
    CheckIn {
        id: 1,
        user_id: CLIENT,
        code: InstrumentCode::Phq9,
        score: 12,
        band: Band::Moderate,
        help_suggested: false,
        taken_at: now(),
    }
}

#[tokio::test]
async fn a_counsellor_who_is_not_the_client_s_learns_nothing_and_nothing_is_read_or_logged() {
    let old_session = Tie {
        named: false,
        last_session: Some(day("2026-09-01")),
    };
    // No consent, check-in, plan or log expectation: any such call fails the test.
    let s = Mocks::tied(old_session).build();
    assert!(matches!(
        s.check_ins(ME, CLIENT, None, None).await,
        Err(SharingError::ClientNotFound)
    ));
    assert!(matches!(
        s.safety_plan(ME, CLIENT).await,
        Err(SharingError::ClientNotFound)
    ));
    assert!(matches!(
        s.client(ME, CLIENT).await,
        Err(SharingError::ClientNotFound)
    ));
    let mut nobody = MockClientRepository::new();
    nobody.expect_facts().returning(|_, _| Ok(None));
    let s = Mocks {
        clients: nobody,
        ..Mocks::tied(NAMED)
    }
    .build();
    assert!(matches!(
        s.ensure_client(ME, CLIENT).await,
        Err(SharingError::ClientNotFound)
    ));
    assert_eq!(
        SharingError::ClientNotFound.meta().code,
        ErrorCode::NotFound,
        "the same answer as for nobody at all"
    );
}

#[tokio::test]
async fn check_ins_are_read_only_while_the_client_shares_and_each_read_is_logged() {
    let mut m = Mocks::tied(Tie {
        named: false,
        last_session: Some(day("2026-09-02")),
    })
    .deciding(vec![None, Some(true), Some(false)])
    .logging(AccessKind::CheckIns, 1);
    m.check_ins
        .expect_list()
        .withf(|user, code, page| {
            *user == CLIENT
                && code.is_none()
                && page.per_page == CheckInPages::LIMITS.default_per_page
        })
        .times(1)
        .returning(|_, _, p| Ok(Page::of(vec![check_in()], 1, p)));
    let s = m.build();
    let never = s.check_ins(ME, CLIENT, None, None).await;
    assert!(
        matches!(never, Err(SharingError::NotShared)),
        "never asked is not yes"
    );
    let shared = s.check_ins(ME, CLIENT, None, None).await.unwrap();
    assert_eq!(shared.items, vec![check_in()]);
    let withdrawn = s.check_ins(ME, CLIENT, None, None).await;
    assert!(
        matches!(withdrawn, Err(SharingError::NotShared)),
        "a withdrawal stops the next read"
    );
    assert_eq!(
        SharingError::NotShared.meta().code,
        ErrorCode::ConsentRequired
    );
}

#[tokio::test]
async fn the_safety_plan_is_read_while_the_client_shares_and_the_read_is_logged() {
    let mut m = Mocks::tied(NAMED)
        .deciding(vec![Some(true), Some(false)])
        .logging(AccessKind::SafetyPlan, 1);
    m.plans
        .expect_get()
        .withf(|user| *user == CLIENT)
        .times(1)
        .returning(|_| Ok(None));
    let s = m.build();
    assert_eq!(
        s.safety_plan(ME, CLIENT).await.unwrap(),
        (SafetyPlan::default(), None),
        "an empty plan before the client's first save"
    );
    assert!(matches!(
        s.safety_plan(ME, CLIENT).await,
        Err(SharingError::NotShared)
    ));
}

#[tokio::test]
async fn the_client_s_page_says_whether_they_share_and_reads_nothing_of_theirs() {
    let s = Mocks::tied(NAMED).deciding(vec![None, Some(true)]).build();
    let expected = |shares| Client {
        id: CLIENT,
        name: "Rahima".into(),
        shares,
    };
    assert_eq!(s.client(ME, CLIENT).await.unwrap(), expected(false));
    assert_eq!(s.client(ME, CLIENT).await.unwrap(), expected(true));
    s.ensure_client(ME, CLIENT).await.unwrap();
}
