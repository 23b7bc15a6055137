//! Builds [`Content`] from mocks for the unit tests.

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};

use super::{Content, ContentPorts, ContentSettings};
use crate::ports::{
    MockArticleRepository, MockCategoryRepository, MockClock, MockImageStore, MockKeyGenerator,
    MockLearningRepository,
};

pub(crate) fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap()
}

#[derive(Default)]
pub(crate) struct ContentMocks {
    pub categories: MockCategoryRepository,
    pub articles: MockArticleRepository,
    pub learning: MockLearningRepository,
    pub images: MockImageStore,
    /// Zero (no caching) unless a test asks.
    pub cache_ttl: chrono::Duration,
}

impl ContentMocks {
    pub fn build(self) -> Content {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut keys = MockKeyGenerator::new();
        keys.expect_generate()
            .returning(|| "Rnd0mKey-_Rnd0mKeyRnd0mKeyRnd0mKey".to_owned());
        Content::new(
            ContentPorts {
                categories: Arc::new(self.categories),
                articles: Arc::new(self.articles),
                learning: Arc::new(self.learning),
                images: Arc::new(self.images),
                keys: Arc::new(keys),
                clock: Arc::new(clock),
            },
            ContentSettings {
                max_image_bytes: 1_000_000,
                cache_ttl: self.cache_ttl,
            },
        )
    }
}
