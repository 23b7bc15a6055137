use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::User;

use super::{AccountError, Accounts};
use crate::ports::{Cursor, SubscriberQuery};
use mon_domain::pagination::SubscriberPages;

impl Accounts {
    /// Subscribers for the admin, newest first, [`mon_domain::pagination::SubscriberPages`] sized.
    /// A blank search means no filter; the search is capped at 100 characters.
    pub async fn list_subscribers(
        &self,
        search: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
        cursor: Option<Cursor>,
    ) -> Result<Page<User>, AccountError> {
        // A NUL or another control character is no name, address or number; refused before any query sees it.
        let search = mon_domain::query_text("search", search)?;
        let query = SubscriberQuery {
            search,
            page: PageRequest::new(page, per_page, SubscriberPages::LIMITS),
            cursor,
        };
        Ok(self.ports.users.list_subscribers(&query).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::Mocks;

    #[tokio::test]
    async fn list_subscribers_trims_the_search_and_defaults_to_15_a_page() {
        let mut m = Mocks::new();
        m.users
            .expect_list_subscribers()
            .withf(|q| {
                q.search.as_deref() == Some("rahim")
                    && q.page
                        == PageRequest {
                            page: 1,
                            per_page: 15,
                        }
            })
            .returning(|q| Ok(Page::of(vec![], 0, q.page)));
        let p = m
            .build()
            .list_subscribers(Some("  rahim "), None, None, None)
            .await
            .unwrap();
        assert_eq!((p.page, p.per_page), (1, 15));
    }

    #[tokio::test]
    async fn a_search_with_a_control_character_is_refused_on_its_field() {
        let mut m = Mocks::new();
        m.users.expect_list_subscribers().never();
        let Err(AccountError::Validation(e)) = m
            .build()
            .list_subscribers(Some("abc\0def"), None, None, None)
            .await
        else {
            panic!("refused")
        };
        assert_eq!(
            e.get("search"),
            Some(&[mon_domain::CommonMsg::QueryControlCharacters.message()][..])
        );
    }

    #[tokio::test]
    async fn a_blank_search_is_no_filter() {
        let mut m = Mocks::new();
        m.users
            .expect_list_subscribers()
            .withf(|q| q.search.is_none())
            .returning(|q| Ok(Page::of(vec![], 0, q.page)));
        m.build()
            .list_subscribers(Some("   "), Some(2), Some(20), None)
            .await
            .unwrap();
    }
}
