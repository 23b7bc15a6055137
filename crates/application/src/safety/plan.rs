//! The owner's safety plan: read and replaced whole, never by anyone else.

use chrono::{DateTime, Utc};
use mon_domain::safety::SafetyPlan;

use super::{Safety, SafetyError};

impl Safety {
    /// The caller's own plan (empty before the first save) and when it was saved.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn safety_plan(
        &self,
        user_id: i64,
    ) -> Result<(SafetyPlan, Option<DateTime<Utc>>), SafetyError> {
        Ok(match self.ports.plans.get(user_id).await? {
            Some((plan, at)) => (plan, Some(at)),
            None => (SafetyPlan::default(), None),
        })
    }

    /// Replaces the caller's own plan.
    ///
    /// # Errors
    /// `ConsentWithdrawn`; `ConsentRequired`; `Validation` (nothing is written); `Unexpected`.
    pub async fn save_safety_plan(
        &self,
        user_id: i64,
        raw: &SafetyPlan,
    ) -> Result<(SafetyPlan, DateTime<Utc>), SafetyError> {
        self.ensure_consent(user_id).await?;
        let plan = SafetyPlan::parse(raw)?;
        let now = self.ports.clock.now();
        self.ports.plans.put(user_id, &plan, now).await?;
        // Never who: that a person keeps a safety plan is health data.
        tracing::info!("safety plan saved");
        Ok((plan, now))
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;
    use crate::ports::{MockClock, MockSafetyPlanRepository};
    use crate::safety::testing::SafetyMocks;

    #[tokio::test]
    async fn a_plan_is_read_and_written_under_the_caller_s_id_only_and_a_bad_one_writes_nothing() {
        let mut plans = MockSafetyPlanRepository::new();
        plans
            .expect_get()
            .withf(|id| *id == 7)
            .times(1)
            .returning(|_| Ok(None));
        plans
            .expect_put()
            .withf(|id, plan, _| {
                *id == 7 && plan.reasons_for_living == vec!["My sister".to_owned()]
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| Utc.with_ymd_and_hms(2026, 11, 24, 4, 0, 0).unwrap());
        let s = SafetyMocks {
            plans,
            clock,
            ..SafetyMocks::default()
        }
        .build(chrono::Duration::zero());
        assert_eq!(
            s.safety_plan(7).await.unwrap(),
            (SafetyPlan::default(), None)
        );
        let raw = SafetyPlan {
            reasons_for_living: vec![" My sister ".into()],
            ..SafetyPlan::default()
        };
        s.save_safety_plan(7, &raw).await.unwrap();
        let too_long = SafetyPlan {
            warning_signs: vec!["x".repeat(501)],
            ..SafetyPlan::default()
        };
        assert!(
            matches!(
                s.save_safety_plan(7, &too_long).await,
                Err(SafetyError::Validation(_))
            ),
            "refused before the store (put is expected once)"
        );
    }
}
