use std::cell::RefCell;
use std::sync::Arc;
use std::time::Duration;

use anyhow::anyhow;
use argon2::password_hash::PasswordVerifier as _;
use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{Algorithm, Argon2, Block, Params, Version};
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
        let spawned = std::thread::Builder::new()
            .name(format!("argon2-{i}"))
            .spawn(move || {
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

/// Bytes of the hash itself (Argon2's default output length).
const OUTPUT_LEN: usize = 32;

thread_local! {
    /// This hashing thread's Argon2 memory (19 MiB): allocated by its first hash and reused by every
    /// later one. Without it each hash maps and unmaps 19 MiB (glibc returns blocks that large at once
    /// with `MALLOC_MMAP_THRESHOLD_` set), and the page faults cost about a third of a login.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Argon2id of `password` and `salt` into `out`, in this thread's reused memory. Every block is
/// written before it is read, so what an earlier hash left there does not matter.
fn hash_into(password: &[u8], salt: &[u8], out: &mut [u8]) -> anyhow::Result<()> {
    let argon = argon2();
    MEMORY.with(|memory| {
        let mut memory = memory.borrow_mut();
        let blocks = argon.params().block_count();
        if memory.len() != blocks {
            *memory = vec![Block::default(); blocks];
        }
        argon
            .hash_password_into_with_memory(password, salt, out, memory.as_mut_slice())
            .map_err(|e| anyhow!("hashing password: {e}"))
    })
}

/// A new PHC string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`) with a random 16-byte salt.
fn new_hash(password: &[u8]) -> anyhow::Result<String> {
    use rand::RngCore;
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let mut out = [0u8; OUTPUT_LEN];
    hash_into(password, &salt, &mut out)?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon2().params())
            .map_err(|e| anyhow!("Argon2 parameters: {e}"))?,
        salt: Some(Salt::new(&salt).map_err(|e| anyhow!("salt: {e}"))?),
        hash: Some(Output::new(&out).map_err(|e| anyhow!("hash: {e}"))?),
    };
    Ok(phc.to_string())
}

/// Whether `password` matches the stored PHC string. A hash made with today's setting is checked in
/// the thread's reused memory; any other (say, one made before a change of cost) by the library's own
/// path. The comparison is constant-time either way (`Output`'s equality).
fn verify_hash(password: &[u8], stored: &str) -> anyhow::Result<bool> {
    let parsed = PasswordHash::new(stored).map_err(|e| anyhow!("stored hash is malformed: {e}"))?;
    let ours = argon2();
    let same_setting = parsed.algorithm == Algorithm::Argon2id.ident()
        && parsed.version == Some(Version::V0x13.into())
        && Params::try_from(&parsed).is_ok_and(|p| {
            let o = ours.params();
            (p.m_cost(), p.t_cost(), p.p_cost()) == (o.m_cost(), o.t_cost(), o.p_cost())
                && p.keyid().is_empty()
                && p.data().is_empty()
        });
    match (&parsed.salt, &parsed.hash) {
        (Some(salt), Some(expected)) if same_setting && expected.len() == OUTPUT_LEN => {
            let mut out = [0u8; OUTPUT_LEN];
            hash_into(password, salt, &mut out)?;
            Ok(Output::new(&out).map_err(|e| anyhow!("hash: {e}"))? == *expected)
        }
        _ => Ok(ours.verify_password(password, &parsed).is_ok()),
    }
}

impl Argon2PasswordHasher {
    pub fn new(slots: usize, wait: Duration) -> Self {
        let slots = slots.max(1);
        Self {
            slots: Arc::new(Semaphore::new(slots)),
            wait,
            jobs: hashing_threads(slots),
        }
    }

    /// Runs `work` on a hashing thread while holding `permit` (so at most `slots` run and the queue never blocks).
    async fn run<T: Send + 'static>(
        &self,
        permit: OwnedSemaphorePermit,
        work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
    ) -> Result<T, HashError> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let result = work();
            // The slot is free before the caller hears the answer.
            drop(permit);
            let _ = tx.send(result);
        });
        self.jobs
            .send(job)
            .map_err(|_| HashError::Unexpected(anyhow!("hashing threads stopped")))?;
        Ok(rx
            .await
            .map_err(|_| HashError::Unexpected(anyhow!("hashing thread dropped the job")))??)
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
        self.run(permit, move || new_hash(password.as_bytes()))
            .await
    }

    async fn verify(&self, password: &str, hash: &str) -> Result<bool, HashError> {
        let permit = self.slot().await?;
        let (password, hash) = (password.to_owned(), hash.to_owned());
        self.run(permit, move || verify_hash(password.as_bytes(), &hash))
            .await
    }

    async fn verify_if_free(&self, password: &str, hash: &str) -> Result<bool, HashError> {
        let permit = self.slots.clone().try_acquire_owned().map_err(|_| {
            tracing::warn!("password hashing saturated: a failing caller is not queued");
            HashError::Busy
        })?;
        let (password, hash) = (password.to_owned(), hash.to_owned());
        self.run(permit, move || verify_hash(password.as_bytes(), &hash))
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
    async fn hashes_made_by_the_library_and_by_the_reused_memory_verify_each_other() {
        use argon2::password_hash::PasswordHasher as _;
        let h = Argon2PasswordHasher::new(1, Duration::from_secs(5));
        // Accounts made before the memory was reused hold the library's own strings, and the other way round.
        let by_library = argon2().hash_password(b"secret1").unwrap().to_string();
        assert!(h.verify("secret1", &by_library).await.unwrap());
        assert!(!h.verify("secret1 ", &by_library).await.unwrap());
        let ours = h.hash("secret1").await.unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(argon2().verify_password(b"secret1", &parsed).is_ok());
        assert!(argon2().verify_password(b"secret2", &parsed).is_err());
        // Many hashes through the same thread's memory each still verify (nothing of one leaks into the next).
        let hashes = [
            h.hash("a-first-1").await.unwrap(),
            h.hash("a-second-2").await.unwrap(),
        ];
        assert!(
            h.verify("a-first-1", &hashes[0]).await.unwrap()
                && h.verify("a-second-2", &hashes[1]).await.unwrap()
        );
        assert!(!h.verify("a-first-1", &hashes[1]).await.unwrap());
    }

    #[tokio::test]
    async fn a_hash_made_with_another_cost_still_verifies() {
        use argon2::password_hash::PasswordHasher as _;
        let h = Argon2PasswordHasher::new(1, Duration::from_secs(5));
        let cheaper = Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            Params::new(8 * 1024, 1, 1, None).unwrap(),
        );
        let old = cheaper.hash_password(b"secret1").unwrap().to_string();
        assert!(old.contains("m=8192,t=1,p=1"), "{old}");
        assert!(h.verify("secret1", &old).await.unwrap());
        assert!(!h.verify("secret9", &old).await.unwrap());
    }

    #[tokio::test]
    async fn when_every_slot_stays_taken_a_caller_is_told_to_come_back() {
        let h = Argon2PasswordHasher::new(1, Duration::from_millis(50));
        let hash = h.hash("secret1").await.unwrap();
        let held = h.slots.clone().acquire_owned().await.unwrap();
        assert!(matches!(
            h.verify("secret1", &hash).await,
            Err(HashError::Busy)
        ));
        assert!(matches!(h.hash("secret1").await, Err(HashError::Busy)));
        drop(held);
        assert!(
            h.verify("secret1", &hash).await.unwrap(),
            "a freed slot serves the next caller"
        );
    }

    #[tokio::test]
    async fn a_failing_caller_is_not_queued_behind_a_full_pool() {
        // A caller of `verify` would wait an hour for the slot; `verify_if_free` answers at once.
        let h = Argon2PasswordHasher::new(1, Duration::from_secs(3600));
        let hash = h.hash("secret1").await.unwrap();
        assert!(h.verify_if_free("secret1", &hash).await.unwrap());
        let held = h.slots.clone().acquire_owned().await.unwrap();
        let answer =
            tokio::time::timeout(Duration::from_secs(60), h.verify_if_free("secret1", &hash))
                .await
                .expect("answered without waiting for the slot");
        assert!(matches!(answer, Err(HashError::Busy)));
        drop(held);
        assert!(!h.verify_if_free("secret9", &hash).await.unwrap());
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
        assert!(
            burst.iter().all(|(ok, _)| *ok),
            "all waited for a slot and were served"
        );
        assert_eq!(h.slots.available_permits(), 2, "every slot is given back");
    }
}
