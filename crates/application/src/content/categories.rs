use mon_domain::FieldErrors;
use mon_domain::content::{Category, CategoryName};
use mon_domain::pagination::{Page, PageRequest};

use super::{Content, ContentError};
use mon_domain::pagination::CategoryPages;

fn parse_name(raw: &str) -> Result<CategoryName, ContentError> {
    let mut e = FieldErrors::new();
    let name = e.check("name", CategoryName::parse(raw));
    name.ok_or(ContentError::Validation(e))
}

impl Content {
    /// Categories A to Z, a page at a time ([`mon_domain::pagination::CategoryPages`]); a blank search
    /// means no filter; the search is capped at 100 characters.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn list_categories(
        &self,
        search: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Category>, ContentError> {
        let search = mon_domain::query_text("search", search)?;
        Ok(self
            .ports
            .categories
            .list(
                search,
                PageRequest::new(page, per_page, CategoryPages::LIMITS),
            )
            .await?)
    }

    /// # Errors
    /// `CategoryNotFound`; `Unexpected`.
    pub async fn category(&self, id: i64) -> Result<Category, ContentError> {
        self.ports
            .categories
            .find(id)
            .await?
            .ok_or(ContentError::CategoryNotFound)
    }

    /// # Errors
    /// `Validation`; `CategoryNameTaken` (any case); `Unexpected`.
    pub async fn add_category(&self, name: &str) -> Result<Category, ContentError> {
        let name = parse_name(name)?;
        let category = self
            .ports
            .categories
            .create(&name, self.ports.clock.now())
            .await?;
        self.cache.learning_changed();
        tracing::info!(category_id = category.id, "category added");
        Ok(category)
    }

    /// # Errors
    /// `Validation`; `CategoryNotFound`; `CategoryNameTaken`; `Unexpected`.
    pub async fn rename_category(&self, id: i64, name: &str) -> Result<Category, ContentError> {
        let name = parse_name(name)?;
        let category = self
            .ports
            .categories
            .rename(id, &name, self.ports.clock.now())
            .await?;
        self.cache.learning_changed();
        tracing::info!(category_id = id, "category renamed");
        Ok(category)
    }

    /// # Errors
    /// `CategoryNotFound`; `CategoryInUse` while learning-hub items belong to it; `Unexpected`.
    pub async fn delete_category(&self, id: i64) -> Result<(), ContentError> {
        self.ports.categories.delete(id).await?;
        self.cache.learning_changed();
        tracing::info!(category_id = id, "category deleted");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};
    use mon_domain::content::ContentMsg;

    use super::*;
    use crate::content::testing::ContentMocks;
    use crate::ports::{CategoryWriteError, MockCategoryRepository};

    fn content(categories: MockCategoryRepository) -> Content {
        ContentMocks {
            categories,
            ..Default::default()
        }
        .build()
    }

    fn category(id: i64, name: &str) -> Category {
        Category {
            id,
            name: CategoryName::parse(name).unwrap(),
            created_at: Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap(),
        }
    }

    #[tokio::test]
    async fn a_category_is_added_with_its_trimmed_name() {
        let mut repo = MockCategoryRepository::new();
        repo.expect_create()
            .withf(|n, _| n.as_str() == "Anxiety")
            .times(1)
            .returning(|_, _| Ok(category(3, "Anxiety")));
        assert_eq!(
            content(repo).add_category("  Anxiety ").await.unwrap().id,
            3
        );
    }

    #[tokio::test]
    async fn a_blank_name_is_refused_on_its_field_without_touching_storage() {
        let mut repo = MockCategoryRepository::new();
        repo.expect_create().never();
        let Err(ContentError::Validation(e)) = content(repo).add_category("  ").await else {
            panic!("expected a validation error")
        };
        assert_eq!(
            e.get("name"),
            Some(&[ContentMsg::CategoryNameRequired.message()][..])
        );
    }

    #[tokio::test]
    async fn a_taken_name_and_an_unknown_id_are_reported() {
        let mut repo = MockCategoryRepository::new();
        repo.expect_create()
            .returning(|_, _| Err(CategoryWriteError::NameTaken));
        repo.expect_rename()
            .returning(|_, _, _| Err(CategoryWriteError::NotFound));
        repo.expect_delete()
            .returning(|_| Err(CategoryWriteError::NotFound));
        let c = content(repo);
        assert!(matches!(
            c.add_category("Anxiety").await,
            Err(ContentError::CategoryNameTaken)
        ));
        assert!(matches!(
            c.rename_category(9, "Calm").await,
            Err(ContentError::CategoryNotFound)
        ));
        assert!(matches!(
            c.delete_category(9).await,
            Err(ContentError::CategoryNotFound)
        ));
    }

    #[tokio::test]
    async fn the_list_trims_the_search_and_pages_by_the_list_s_limits() {
        let mut repo = MockCategoryRepository::new();
        repo.expect_list()
            .withf(|s, p| {
                s.as_deref() == Some("anx")
                    && *p
                        == PageRequest {
                            page: 2,
                            per_page: 100,
                        }
            })
            .returning(|_, p| {
                Ok(Page {
                    items: vec![],
                    total: 0,
                    page: p.page,
                    per_page: p.per_page,
                })
            });
        let page = content(repo)
            .list_categories(Some(" anx "), Some(2), Some(500))
            .await
            .unwrap();
        assert_eq!((page.page, page.per_page), (2, 100));
    }
}
