//! The category repository against real SQLite and PostgreSQL databases.

use chrono::Utc;
use mon_application::ports::{CategoryRepository, CategoryWriteError};
use mon_domain::content::CategoryName;
use mon_domain::pagination::CategoryPages;
use mon_domain::pagination::PageRequest;
use mon_persistence::SeaCategoryRepository;
use mon_persistence::testing::TestDb;

fn name(s: &str) -> CategoryName {
    CategoryName::parse(s).unwrap()
}

#[tokio::test]
async fn categories_are_listed_a_to_z_with_totals_and_case_insensitive_search() {
    for t in TestDb::all().await {
        let repo = SeaCategoryRepository::new(t.db.clone());
        for n in ["Well_being", "anxiety", "Adulting_101", "Sleep"] {
            repo.create(&name(n), Utc::now()).await.unwrap();
        }
        let all = repo
            .list(None, PageRequest::new(None, None, CategoryPages::LIMITS))
            .await
            .unwrap();
        let names: Vec<&str> = all.items.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            vec!["Adulting_101", "anxiety", "Sleep", "Well_being"],
            "{:?}",
            t.engine
        );
        assert_eq!(all.total, 4);
        let page2 = repo
            .list(
                None,
                PageRequest::new(Some(2), Some(3), CategoryPages::LIMITS),
            )
            .await
            .unwrap();
        assert_eq!((page2.items.len(), page2.total), (1, 4));
        let found = repo
            .list(
                Some("WELL".into()),
                PageRequest::new(None, None, CategoryPages::LIMITS),
            )
            .await
            .unwrap();
        assert_eq!(
            (found.total, found.items[0].name.as_str()),
            (1, "Well_being"),
            "{:?}",
            t.engine
        );
        // LIKE wildcards in a search are plain characters.
        assert_eq!(
            repo.list(
                Some("_".into()),
                PageRequest::new(None, None, CategoryPages::LIMITS)
            )
            .await
            .unwrap()
            .total,
            2
        );
        assert_eq!(
            repo.list(
                Some("%".into()),
                PageRequest::new(None, None, CategoryPages::LIMITS)
            )
            .await
            .unwrap()
            .total,
            0
        );
    }
}

#[tokio::test]
async fn names_are_unique_in_any_case_and_renames_respect_it() {
    for t in TestDb::all().await {
        let repo = SeaCategoryRepository::new(t.db.clone());
        let anxiety = repo.create(&name("Anxiety"), Utc::now()).await.unwrap();
        let sleep = repo.create(&name("Sleep"), Utc::now()).await.unwrap();
        assert!(
            matches!(
                repo.create(&name("ANXIETY"), Utc::now()).await,
                Err(CategoryWriteError::NameTaken)
            ),
            "{:?}",
            t.engine
        );
        assert!(
            matches!(
                repo.rename(sleep.id, &name("anxiety"), Utc::now()).await,
                Err(CategoryWriteError::NameTaken)
            ),
            "{:?}",
            t.engine
        );
        assert!(matches!(
            repo.rename(9999, &name("Calm"), Utc::now()).await,
            Err(CategoryWriteError::NotFound)
        ));
        let renamed = repo
            .rename(anxiety.id, &name("Anxiety & worry"), Utc::now())
            .await
            .unwrap();
        assert_eq!(renamed.name.as_str(), "Anxiety & worry");
        // Same name, other case: allowed for the category itself.
        assert_eq!(
            repo.rename(sleep.id, &name("SLEEP"), Utc::now())
                .await
                .unwrap()
                .name
                .as_str(),
            "SLEEP"
        );
        assert_eq!(
            repo.list(None, PageRequest::new(None, None, CategoryPages::LIMITS))
                .await
                .unwrap()
                .total,
            2,
            "a refused write counts nothing"
        );
    }
}

#[tokio::test]
async fn deleting_removes_once_and_moves_the_total() {
    for t in TestDb::all().await {
        let repo = SeaCategoryRepository::new(t.db.clone());
        let c = repo.create(&name("Anxiety"), Utc::now()).await.unwrap();
        repo.delete(c.id).await.unwrap();
        assert!(
            matches!(repo.delete(c.id).await, Err(CategoryWriteError::NotFound)),
            "{:?}",
            t.engine
        );
        assert!(repo.find(c.id).await.unwrap().is_none());
        assert_eq!(
            repo.list(None, PageRequest::new(None, None, CategoryPages::LIMITS))
                .await
                .unwrap()
                .total,
            0,
            "{:?}",
            t.engine
        );
    }
}
