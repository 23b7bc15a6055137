//! Answers of public reads kept in memory. Every write to an entity drops its
//! answers at once; an answer also expires after a time to live, which bounds
//! how stale another server instance's copy can be (a write through one
//! instance cannot reach the others' memory).

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};

/// A small map of answers with a generation that every write moves. A read
/// that raced a write never stores its possibly older answer: it remembers
/// the generation it started in and stores only if nothing moved it since.
pub(crate) struct ReadCache<K, V> {
    inner: Mutex<Inner<K, V>>,
    ttl: Duration,
    capacity: usize,
}

struct Inner<K, V> {
    generation: u64,
    /// Moves on every read: an entry's last use, for evicting the least recently used.
    tick: u64,
    entries: HashMap<K, Entry<V>>,
}

struct Entry<V> {
    at: DateTime<Utc>,
    used: u64,
    value: V,
}

impl<K: Eq + Hash + Clone, V: Clone> ReadCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        Self {
            inner: Mutex::new(Inner {
                generation: 0,
                tick: 0,
                entries: HashMap::new(),
            }),
            ttl,
            capacity: capacity.max(1),
        }
    }

    /// The cached answer for `key`, or `load`'s, stored when nothing was written meanwhile.
    pub async fn get_or_load<E, F: Future<Output = Result<V, E>>>(
        &self,
        key: K,
        now: DateTime<Utc>,
        load: impl FnOnce() -> F,
    ) -> Result<V, E> {
        self.get_or_load_if(key, now, || async { load().await.map(|v| (v, true)) })
            .await
    }

    /// [`ReadCache::get_or_load`] where `load` also says whether its answer is
    /// worth keeping (an answer for a name that does not exist is not: a
    /// stranger could fill the cache with them).
    pub async fn get_or_load_if<E, F: Future<Output = Result<(V, bool), E>>>(
        &self,
        key: K,
        now: DateTime<Utc>,
        load: impl FnOnce() -> F,
    ) -> Result<V, E> {
        let generation = {
            let mut inner = self.lock();
            inner.tick += 1;
            let tick = inner.tick;
            if let Some(entry) = inner.entries.get_mut(&key)
                && now - entry.at < self.ttl
            {
                entry.used = tick;
                return Ok(entry.value.clone());
            }
            inner.generation
        };
        let (value, keep) = load().await?;
        if keep && self.ttl > Duration::zero() {
            let mut inner = self.lock();
            if inner.generation == generation {
                if inner.entries.len() >= self.capacity && !inner.entries.contains_key(&key) {
                    // Expired answers go first; then the one read longest ago.
                    let ttl = self.ttl;
                    inner.entries.retain(|_, e| now - e.at < ttl);
                    if inner.entries.len() >= self.capacity
                        && let Some(oldest) = inner
                            .entries
                            .iter()
                            .min_by_key(|(_, e)| e.used)
                            .map(|(k, _)| k.clone())
                    {
                        inner.entries.remove(&oldest);
                    }
                }
                inner.tick += 1;
                let used = inner.tick;
                inner.entries.insert(
                    key,
                    Entry {
                        at: now,
                        used,
                        value: value.clone(),
                    },
                );
            }
        }
        Ok(value)
    }

    /// Drops every answer; call after a write is committed.
    pub fn invalidate(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.clear();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner<K, V>> {
        // A panic while holding the lock leaves a map that is still consistent.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    async fn read(cache: &ReadCache<&'static str, u32>, now: DateTime<Utc>, fresh: u32) -> u32 {
        cache
            .get_or_load::<(), _>("k", now, || async move { Ok(fresh) })
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn answers_are_kept_until_a_write_or_their_time_is_up() {
        let cache = ReadCache::new(Duration::seconds(10), 100);
        assert_eq!(read(&cache, at(0), 1).await, 1);
        assert_eq!(read(&cache, at(5), 2).await, 1, "kept");
        cache.invalidate();
        assert_eq!(read(&cache, at(6), 3).await, 3, "a write drops it");
        assert_eq!(read(&cache, at(17), 4).await, 4, "expired");
    }

    #[tokio::test]
    async fn a_read_that_raced_a_write_is_not_stored() {
        let cache = ReadCache::new(Duration::seconds(10), 100);
        let stale = cache
            .get_or_load::<(), _>("k", at(0), || async {
                cache.invalidate(); // a write lands while the read is in flight
                Ok(1)
            })
            .await
            .unwrap();
        assert_eq!(stale, 1, "the caller gets what it read");
        assert_eq!(read(&cache, at(1), 2).await, 2, "but it was not kept");
    }

    #[tokio::test]
    async fn errors_are_not_stored_and_the_size_is_bounded() {
        let cache: ReadCache<u32, u32> = ReadCache::new(Duration::seconds(10), 2);
        assert!(
            cache
                .get_or_load(1, at(0), || async { Err::<u32, &str>("down") })
                .await
                .is_err()
        );
        for k in 0..5 {
            cache
                .get_or_load::<(), _>(k, at(0), || async move { Ok(k) })
                .await
                .unwrap();
        }
        assert!(cache.lock().entries.len() <= 2);
    }

    #[tokio::test]
    async fn a_flood_of_new_keys_evicts_the_least_recently_read_not_everything() {
        let cache: ReadCache<u32, u32> = ReadCache::new(Duration::seconds(10), 3);
        let load = |k: u32, fresh: u32| {
            cache.get_or_load::<(), _>(k, at(0), move || async move { Ok(fresh) })
        };
        load(1, 1).await.unwrap();
        load(2, 2).await.unwrap();
        load(3, 3).await.unwrap();
        assert_eq!(
            load(1, 100).await.unwrap(),
            1,
            "read again: now the most recent"
        );
        load(4, 4).await.unwrap(); // evicts 2, the least recently read
        assert_eq!(load(1, 100).await.unwrap(), 1, "the popular answer stays");
        assert_eq!(load(3, 300).await.unwrap(), 3);
        assert_eq!(
            load(2, 200).await.unwrap(),
            200,
            "the least recently read was evicted"
        );
    }

    #[tokio::test]
    async fn an_answer_not_worth_keeping_is_not_kept() {
        let cache: ReadCache<u32, u32> = ReadCache::new(Duration::seconds(10), 3);
        assert_eq!(
            cache
                .get_or_load_if::<(), _>(1, at(0), || async { Ok((1, false)) })
                .await
                .unwrap(),
            1
        );
        assert!(cache.lock().entries.is_empty());
    }
}
