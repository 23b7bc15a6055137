use std::sync::Arc;
use std::time::Duration;

use anyhow::anyhow;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher as _, PasswordVerifier as _};
use argon2::{Algorithm, Argon2, Params, Version};
use async_trait::async_trait;
use mon_application::ports::{HashError, PasswordHasher};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Argon2id (OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane), run
/// on `slots` threads of its own so it never stalls the request threads.
///
/// At most `slots` hashes run at once (about one per core), so a flood of
/// logins costs at most `slots` × 19 MiB. The same few threads do every hash,
/// so the allocator reuses their 19 MiB instead of keeping a copy per thread
/// of a large pool (which made the peak memory grow to hundreds of MB). A
/// caller waits up to `wait` for a slot, then gets [`HashError::Busy`] (the
/// HTTP layer answers 503 with `Retry-After`).
#[derive(Clone)]
pub struct Argon2PasswordHasher {
    slots: Arc<Semaphore>,
    wait: Duration,
    jobs: std::sync::mpsc::SyncSender<Job>,
}

type Job = Box<dyn FnOnce() + Send>;

/// Starts `n` hashing threads that take jobs from one queue.
fn hashing_threads(n: usize) -> std::sync::mpsc::SyncSender<Job> {
    let (tx, rx) = std::sync::mpsc::sync_channel::<Job>(n);
    let rx = Arc::new(std::sync::Mutex::new(rx));
    for i in 0..n {
        let rx = rx.clone();
        let spawned = std::thread::Builder::new().name(format!("argon2-{i}")).spawn(move || {
            loop {
                let job = match rx.lock() {
                    Ok(rx) => rx.recv(),
                    Err(_) => return,
                };
                match job {
                    Ok(job) => job(),
                    Err(_) => return,
                }
            }
        });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "starting a hashing thread");
        }
    }
    tx
}

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid Argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

impl Argon2PasswordHasher {
    pub fn new(slots: usize, wait: Duration) -> Self {
        let slots = slots.max(1);
        Self { slots: Arc::new(Semaphore::new(slots)), wait, jobs: hashing_threads(slots) }
    }

    /// Runs `work` on a hashing thread while holding `permit` (so at most `slots` run and the queue never blocks).
    async fn run<T: Send + 'static>(&self, permit: OwnedSemaphorePermit, work: impl FnOnce() -> anyhow::Result<T> + Send + 'static) -> Result<T, HashError> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let result = work();
            // The slot is free before the caller hears the answer.
            drop(permit);
            let _ = tx.send(result);
        });
        self.jobs.send(job).map_err(|_| HashError::Unexpected(anyhow!("hashing threads stopped")))?;
        Ok(rx.await.map_err(|_| HashError::Unexpected(anyhow!("hashing thread dropped the job")))??)
    }

    async fn slot(&self) -> Result<OwnedSemaphorePermit, HashError> {
        match tokio::time::timeout(self.wait, self.slots.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            Ok(Err(_closed)) => Err(HashError::Unexpected(anyhow!("hashing slots closed"))),
            Err(_elapsed) => {
                tracing::warn!("password hashing saturated");
                Err(HashError::Busy)
            }
        }
    }
}

#[async_trait]
impl PasswordHasher for Argon2PasswordHasher {
    async fn hash(&self, password: &str) -> Result<String, HashError> {
        let permit = self.slot().await?;
        let password = password.to_owned();
        self.run(permit, move || argon2().hash_password(password.as_bytes()).map(|h| h.to_string()).map_err(|e| anyhow!("hashing password: {e}"))).await
    }

    async fn verify(&self, password: &str, hash: &str) -> Result<bool, HashError> {
        let permit = self.slot().await?;
        let (password, hash) = (password.to_owned(), hash.to_owned());
        self.run(permit, move || {
            let parsed = PasswordHash::new(&hash).map_err(|e| anyhow!("stored hash is malformed: {e}"))?;
            anyhow::Ok(argon2().verify_password(password.as_bytes(), &parsed).is_ok())
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_are_argon2id_salted_and_verifiable() {
        let h = Argon2PasswordHasher::new(2, Duration::from_secs(5));
        let a = h.hash("secret1").await.unwrap();
        let b = h.hash("secret1").await.unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(h.verify("secret1", &a).await.unwrap());
        assert!(!h.verify("secret2", &a).await.unwrap());
        assert!(h.verify("secret1", "not-a-hash").await.is_err());
    }

    #[tokio::test]
    async fn when_every_slot_stays_taken_a_caller_is_told_to_come_back() {
        let h = Argon2PasswordHasher::new(1, Duration::from_millis(50));
        let hash = h.hash("secret1").await.unwrap();
        let held = h.slots.clone().acquire_owned().await.unwrap();
        assert!(matches!(h.verify("secret1", &hash).await, Err(HashError::Busy)));
        assert!(matches!(h.hash("secret1").await, Err(HashError::Busy)));
        drop(held);
        assert!(h.verify("secret1", &hash).await.unwrap(), "a freed slot serves the next caller");
    }

    #[tokio::test]
    async fn a_burst_never_runs_more_hashes_than_slots() {
        let h = Argon2PasswordHasher::new(2, Duration::from_secs(30));
        let hash = h.hash("secret1").await.unwrap();
        let burst = futures_util::future::join_all((0..6).map(|_| {
            let h = h.clone();
            let hash = hash.clone();
            async move {
                let r = h.verify("secret1", &hash).await;
                (r.is_ok(), h.slots.available_permits())
            }
        }))
        .await;
        assert!(burst.iter().all(|(ok, _)| *ok), "all waited for a slot and were served");
        assert_eq!(h.slots.available_permits(), 2, "every slot is given back");
    }
}
