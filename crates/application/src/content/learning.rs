//! The learning hub (public reads, admin writes) and subscribers' saved courses.

use std::sync::Arc;

use mon_domain::FieldErrors;
use mon_domain::content::{CategoryName, ContentMsg, LearningDraft, LearningItem};
use mon_domain::pagination::{Page, PageRequest};

use super::{Content, ContentError};
use crate::ports::LearningWriteError;
use mon_domain::pagination::{LearningPages, SavedCoursePages};

/// A learning-hub form as sent.
#[derive(Debug, Default)]
pub struct LearningInput {
    pub title: String,
    /// A category's name, e.g. `Well_being`.
    pub category: String,
    pub youtube_link: String,
    pub content: String,
}

impl From<LearningWriteError> for ContentError {
    fn from(e: LearningWriteError) -> Self {
        match e {
            LearningWriteError::NotFound => ContentError::LearningNotFound,
            LearningWriteError::Unexpected(e) => ContentError::Unexpected(e),
        }
    }
}

impl Content {
    /// Items newest first ([`mon_domain::pagination::LearningPages`]), of one category when its name
    /// is given (an unknown name matches nothing); `search` filters titles.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn list_learning(
        &self,
        category: Option<&str>,
        search: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<LearningItem>, ContentError> {
        let page = PageRequest::new(page, per_page, LearningPages::LIMITS);
        let category = mon_domain::query_text("category", category)?;
        let search = mon_domain::query_text("search", search)?;
        // The answer, and whether it is worth keeping: not for a category that does not exist, nor a page past the last.
        let load = || async {
            let category_id = match category.as_deref() {
                None => None,
                Some(name) => match self.category_named(name).await? {
                    Some(id) => Some(id),
                    None => {
                        return Ok((Arc::new(Page::of(vec![], 0, page)), false));
                    }
                },
            };
            let found = self
                .ports
                .learning
                .list(category_id, search.clone(), page)
                .await?;
            let keep = page.page == 1 || !found.items.is_empty();
            Ok::<_, ContentError>((Arc::new(found), keep))
        };
        if search.is_some() {
            return Ok(Page::clone(&*load().await?.0));
        }
        // Keyed by the name as folded (trimmed, NFKC, any case: as it is looked up), so `Anxiety`, ` ANXIETY ` and
        // `Ａｎｘｉｅｔｙ` share one answer and odd spellings of one name cannot crowd the others out.
        let key = (
            category.as_deref().map(|name| {
                CategoryName::parse(name).map_or_else(|_| name.to_owned(), |n| n.folded())
            }),
            page.page,
            page.per_page,
        );
        Ok(Page::clone(
            &*self
                .cache
                .learning_pages
                .get_or_load_if(key, self.ports.clock.now(), load)
                .await?,
        ))
    }

    /// # Errors
    /// `LearningNotFound`; `Unexpected`.
    pub async fn learning_item(&self, id: i64) -> Result<LearningItem, ContentError> {
        let load = || async {
            self.ports
                .learning
                .find(id)
                .await?
                .map(Arc::new)
                .ok_or(ContentError::LearningNotFound)
        };
        Ok(LearningItem::clone(
            &*self
                .cache
                .learning_items
                .get_or_load(id, self.ports.clock.now(), load)
                .await?,
        ))
    }

    /// # Errors
    /// `Validation` (`title`, `category`, `youtube_link`, `content`); `Unexpected`.
    pub async fn add_learning(&self, input: LearningInput) -> Result<LearningItem, ContentError> {
        let (draft, category_id) = self.check_learning(&input).await?;
        let item = self
            .ports
            .learning
            .create(&draft, category_id, self.ports.clock.now())
            .await?;
        self.cache.learning_changed();
        tracing::info!(id = item.id, "learning item added");
        Ok(item)
    }

    /// # Errors
    /// `Validation`; `LearningNotFound`; `Unexpected`.
    pub async fn update_learning(
        &self,
        id: i64,
        input: LearningInput,
    ) -> Result<LearningItem, ContentError> {
        let (draft, category_id) = self.check_learning(&input).await?;
        let item = self
            .ports
            .learning
            .update(id, &draft, category_id, self.ports.clock.now())
            .await?;
        self.cache.learning_changed();
        tracing::info!(id, "learning item updated");
        Ok(item)
    }

    /// # Errors
    /// `LearningNotFound`; `Unexpected`.
    pub async fn delete_learning(&self, id: i64) -> Result<(), ContentError> {
        if !self.ports.learning.delete(id).await? {
            return Err(ContentError::LearningNotFound);
        }
        self.cache.learning_changed();
        tracing::info!(id, "learning item deleted");
        Ok(())
    }

    /// The caller's saved courses, most recently saved first ([`mon_domain::pagination::SavedCoursePages`]).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn saved_courses(
        &self,
        user_id: i64,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<LearningItem>, ContentError> {
        Ok(self
            .ports
            .learning
            .saved_courses(
                user_id,
                PageRequest::new(page, per_page, SavedCoursePages::LIMITS),
            )
            .await?)
    }

    /// Saving a saved course again changes nothing.
    ///
    /// # Errors
    /// `LearningNotFound`; `Unexpected`.
    pub async fn save_course(&self, user_id: i64, item_id: i64) -> Result<(), ContentError> {
        Ok(self
            .ports
            .learning
            .save_course(user_id, item_id, self.ports.clock.now())
            .await?)
    }

    /// Removing a course that is not saved changes nothing.
    ///
    /// # Errors
    /// `LearningNotFound` when no such item exists; `Unexpected`.
    pub async fn unsave_course(&self, user_id: i64, item_id: i64) -> Result<(), ContentError> {
        if !self.ports.learning.unsave_course(user_id, item_id).await?
            && self.ports.learning.find(item_id).await?.is_none()
        {
            return Err(ContentError::LearningNotFound);
        }
        Ok(())
    }

    async fn category_named(&self, name: &str) -> Result<Option<i64>, ContentError> {
        let Ok(name) = CategoryName::parse(name) else {
            return Ok(None);
        };
        Ok(self
            .ports
            .categories
            .find_by_name(&name)
            .await?
            .map(|c| c.id))
    }

    async fn check_learning(
        &self,
        input: &LearningInput,
    ) -> Result<(LearningDraft, i64), ContentError> {
        let draft = LearningDraft::parse(
            &input.title,
            &input.category,
            &input.youtube_link,
            &input.content,
        );
        let category_id = match &draft {
            Ok(d) => self
                .ports
                .categories
                .find_by_name(&d.category)
                .await?
                .map(|c| c.id),
            Err(_) => None,
        };
        match (draft, category_id) {
            (Ok(draft), Some(id)) => Ok((draft, id)),
            (Ok(_), None) => {
                let mut e = FieldErrors::new();
                e.add("category", ContentMsg::CategoryUnknown);
                Err(ContentError::Validation(e))
            }
            (Err(e), _) => Err(ContentError::Validation(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::content::Category;

    use super::*;
    use crate::content::testing::{ContentMocks, now};

    fn input(category: &str) -> LearningInput {
        LearningInput {
            title: "Breathe".into(),
            category: category.into(),
            youtube_link: "https://youtu.be/XiCrniLQGYc".into(),
            content: "<p>Slow breaths.</p>".into(),
        }
    }

    #[tokio::test]
    async fn an_item_must_name_an_existing_category() {
        let mut m = ContentMocks::default();
        m.categories.expect_find_by_name().returning(|_| Ok(None));
        m.learning.expect_create().never();
        let Err(ContentError::Validation(e)) = m.build().add_learning(input("Nope")).await else {
            panic!("expected a validation error")
        };
        assert_eq!(
            e.get("category"),
            Some(&[ContentMsg::CategoryUnknown.message()][..])
        );
    }

    #[tokio::test]
    async fn an_unknown_category_filter_lists_nothing_without_a_query() {
        let mut m = ContentMocks::default();
        m.categories.expect_find_by_name().returning(|_| Ok(None));
        m.learning.expect_list().never();
        let page = m
            .build()
            .list_learning(Some("Nope"), None, None, None)
            .await
            .unwrap();
        assert_eq!((page.total, page.per_page), (0, 15));
    }

    #[tokio::test]
    async fn the_category_filter_is_looked_up_by_name_in_any_case() {
        let mut m = ContentMocks::default();
        m.categories
            .expect_find_by_name()
            .withf(|n| n.as_str() == "ANXIETY")
            .returning(|_| {
                Ok(Some(Category {
                    id: 4,
                    name: CategoryName::parse("Anxiety").unwrap(),
                    created_at: now(),
                }))
            });
        m.learning
            .expect_list()
            .withf(|c, _, _| *c == Some(4))
            .returning(|_, _, p| {
                Ok(Page {
                    items: vec![],
                    total: 0,
                    page: p.page,
                    per_page: p.per_page,
                })
            });
        m.build()
            .list_learning(Some(" ANXIETY "), None, None, None)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn spellings_of_one_category_share_one_cached_page() {
        let mut m = ContentMocks {
            cache_ttl: chrono::Duration::minutes(5),
            ..ContentMocks::default()
        };
        m.categories.expect_find_by_name().returning(|_| {
            Ok(Some(Category {
                id: 4,
                name: CategoryName::parse("Anxiety").unwrap(),
                created_at: now(),
            }))
        });
        m.learning.expect_list().times(1).returning(|_, _, p| {
            Ok(Page {
                items: vec![],
                total: 0,
                page: p.page,
                per_page: p.per_page,
            })
        });
        let content = m.build();
        for spelling in ["Anxiety", " ANXIETY ", "Ａｎｘｉｅｔｙ", "anxiety"] {
            content
                .list_learning(Some(spelling), None, None, None)
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn removing_a_course_that_is_not_saved_is_harmless_but_an_unknown_item_is_not_found() {
        let mut m = ContentMocks::default();
        m.learning
            .expect_unsave_course()
            .returning(|_, _| Ok(false));
        m.learning.expect_find().returning(|_| Ok(None));
        assert!(matches!(
            m.build().unsave_course(7, 99).await,
            Err(ContentError::LearningNotFound)
        ));
    }
}
