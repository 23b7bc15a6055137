use async_trait::async_trait;
use mon_domain::counsellor::clients::Tie;

/// A subscriber as one counsellor may know them: their name and what ties them to the counsellor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientFacts {
    /// The name the counsellor's session list shows: the one on the subscriber's latest session
    /// with the counsellor, else on their latest appointment, else their username.
    pub name: String,
    pub tie: Tie,
}

/// Subscribers as the clients of counsellors.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ClientRepository: Send + Sync {
    /// Subscriber `user_id` as seen by counsellor `counsellor_id` (a profile's id): `None` when there
    /// is no such subscriber (none, another role, or an erased account). Whether they are the
    /// counsellor's client is the caller's to decide from [`ClientFacts::tie`].
    async fn facts(&self, counsellor_id: i64, user_id: i64) -> anyhow::Result<Option<ClientFacts>>;
}
