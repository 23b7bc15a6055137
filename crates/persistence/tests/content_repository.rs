//! Stories, blog posts, learning-hub items and saved courses against real
//! SQLite and PostgreSQL databases.

use chrono::{Duration, Utc};
use mon_application::ports::{
    ArticleRepository, CategoryRepository, CategoryWriteError, LearningRepository,
    LearningWriteError, UserRepository,
};
use mon_domain::content::{ArticleDraft, ArticleKind, CategoryName, ImageKeys, LearningDraft};
use mon_domain::pagination::PageRequest;
use mon_domain::pagination::{ArticlePages, LearningPages, SavedCoursePages};
use mon_domain::user::{Email, NewUser, Role, Username};
use mon_persistence::testing::TestDb;
use mon_persistence::{
    SeaArticleRepository, SeaCategoryRepository, SeaLearningRepository, SeaUserRepository,
};

fn draft(title: &str) -> ArticleDraft {
    ArticleDraft::parse(title, "<p>Some words.</p>", Some("Nasrin"), true).unwrap()
}

fn keys(n: i64) -> ImageKeys {
    ImageKeys {
        original: format!("k{n}.jpg"),
        card: format!("k{n}-card.jpg"),
    }
}

fn page(p: u64, per: u64) -> PageRequest {
    PageRequest::new(Some(p), Some(per), ArticlePages::LIMITS)
}

#[tokio::test]
async fn articles_are_listed_newest_first_per_kind_with_counted_totals() {
    for t in TestDb::all().await {
        let repo = SeaArticleRepository::new(t.db.clone());
        for i in 0..5 {
            repo.create(
                ArticleKind::Story,
                &draft(&format!("Story {i}")),
                &keys(i),
                Utc::now(),
            )
            .await
            .unwrap();
        }
        repo.create(ArticleKind::Post, &draft("Calm Post"), &keys(9), Utc::now())
            .await
            .unwrap();
        let first = repo
            .list(ArticleKind::Story, None, page(1, 2))
            .await
            .unwrap();
        let titles: Vec<&str> = first.items.iter().map(|a| a.title.as_str()).collect();
        assert_eq!(
            (titles, first.total),
            (vec!["Story 4", "Story 3"], 5),
            "{:?}",
            t.engine
        );
        assert_eq!(
            first.items[0].content.as_str(),
            "",
            "lists leave the content out"
        );
        assert_eq!(first.items[0].excerpt, "Some words.");
        let last = repo
            .list(ArticleKind::Story, None, page(3, 2))
            .await
            .unwrap();
        assert_eq!(last.items.len(), 1);
        let found = repo
            .list(ArticleKind::Post, Some("CALM".into()), page(1, 15))
            .await
            .unwrap();
        assert_eq!(
            (found.total, found.items[0].author.as_deref()),
            (1, Some("Nasrin"))
        );
        assert_eq!(
            repo.list(ArticleKind::Story, Some("calm".into()), page(1, 15))
                .await
                .unwrap()
                .total,
            0,
            "kinds do not mix"
        );
    }
}

/// The public title search: any substring, any letter case, Bangla too; from 3
/// characters it is answered by the index (FTS5 trigram on SQLite, trigram GIN
/// on PostgreSQL), which follows every insert, update and delete.
#[tokio::test]
async fn a_title_search_finds_any_substring_and_follows_edits() {
    for t in TestDb::all().await {
        let repo = SeaArticleRepository::new(t.db.clone());
        let titles = [
            "Sleep Better Tonight",
            "মন ভালো রাখার উপায়",
            "100% \"calm\" days",
        ];
        let mut ids = Vec::new();
        for (i, title) in titles.iter().enumerate() {
            ids.push(
                repo.create(
                    ArticleKind::Story,
                    &draft(title),
                    &keys(i as i64),
                    Utc::now(),
                )
                .await
                .unwrap()
                .id,
            );
        }
        let found = |search: &'static str| {
            let repo = repo.clone();
            async move {
                let p = repo
                    .list(ArticleKind::Story, Some(search.into()), page(1, 15))
                    .await
                    .unwrap();
                let mut titles: Vec<String> = p
                    .items
                    .iter()
                    .map(|a| a.title.as_str().to_owned())
                    .collect();
                titles.sort();
                assert_eq!(titles.len() as u64, p.total, "{search:?}");
                titles
            }
        };
        let e = t.engine;
        assert_eq!(found("better").await, ["Sleep Better Tonight"], "{e:?}");
        assert_eq!(found("ET").await, ["Sleep Better Tonight"], "{e:?}");
        assert_eq!(found("ভালো").await, ["মন ভালো রাখার উপায়"], "{e:?}");
        assert_eq!(found("0% \"c").await, ["100% \"calm\" days"], "{e:?}");
        assert_eq!(found("%").await, ["100% \"calm\" days"], "{e:?}");
        assert!(found("xyz").await.is_empty(), "{e:?}");

        repo.update(
            ArticleKind::Story,
            ids[0],
            &draft("Rest well"),
            None,
            Utc::now(),
        )
        .await
        .unwrap();
        assert!(
            found("better").await.is_empty(),
            "{e:?}: the old title is forgotten"
        );
        assert_eq!(found("rest").await, ["Rest well"], "{e:?}");
        repo.delete(ArticleKind::Story, ids[0]).await.unwrap();
        assert!(
            found("rest").await.is_empty(),
            "{e:?}: a deleted story is not found"
        );
    }
}

#[tokio::test]
async fn an_update_keeps_or_replaces_the_image_and_a_delete_returns_it_once() {
    for t in TestDb::all().await {
        let repo = SeaArticleRepository::new(t.db.clone());
        let a = repo
            .create(ArticleKind::Story, &draft("Old"), &keys(1), Utc::now())
            .await
            .unwrap();
        let (kept, replaced) = repo
            .update(ArticleKind::Story, a.id, &draft("New"), None, Utc::now())
            .await
            .unwrap();
        assert_eq!(
            (kept.title.as_str(), kept.image.clone(), replaced),
            ("New", keys(1), None)
        );
        let (changed, replaced) = repo
            .update(
                ArticleKind::Story,
                a.id,
                &draft("New"),
                Some(keys(2)),
                Utc::now(),
            )
            .await
            .unwrap();
        assert_eq!(
            (changed.image, replaced),
            (keys(2), Some(keys(1))),
            "{:?}",
            t.engine
        );
        assert!(
            repo.update(ArticleKind::Post, a.id, &draft("x"), None, Utc::now())
                .await
                .is_err(),
            "a story is not a post"
        );
        assert!(repo.find(ArticleKind::Post, a.id).await.unwrap().is_none());
        assert_eq!(
            repo.delete(ArticleKind::Story, a.id).await.unwrap(),
            Some(keys(2))
        );
        assert_eq!(repo.delete(ArticleKind::Story, a.id).await.unwrap(), None);
        assert_eq!(
            repo.list(ArticleKind::Story, None, page(1, 15))
                .await
                .unwrap()
                .total,
            0,
            "{:?}",
            t.engine
        );
    }
}

async fn subscriber(users: &SeaUserRepository, name: &str) -> i64 {
    let user = NewUser {
        username: Username::parse(name).unwrap(),
        email: Email::parse(&format!("{name}@example.com")).unwrap(),
        password_hash: "$argon2id$h".into(),
        contact_number: None,
        role: Role::Subscriber,
        is_active: true,
        registered_at: Utc::now(),
        consents: vec![],
        must_change_password: false,
    };
    users.create(&user, None).await.unwrap().id
}

async fn category(categories: &SeaCategoryRepository, name: &str) -> mon_domain::content::Category {
    categories
        .create(&CategoryName::parse(name).unwrap(), Utc::now())
        .await
        .unwrap()
}

fn learning(title: &str, category: &str) -> LearningDraft {
    LearningDraft::parse(
        title,
        category,
        "https://youtu.be/XiCrniLQGYc",
        "<p>Watch this.</p>",
    )
    .unwrap()
}

#[tokio::test]
async fn learning_items_filter_by_category_and_a_used_category_cannot_be_deleted() {
    for t in TestDb::all().await {
        let categories = SeaCategoryRepository::new(t.db.clone());
        let repo = SeaLearningRepository::new(t.db.clone());
        let calm = category(&categories, "Calm").await;
        let sleep = category(&categories, "Sleep").await;
        let a = repo
            .create(&learning("Breathe", "Calm"), calm.id, Utc::now())
            .await
            .unwrap();
        repo.create(&learning("Rest", "Sleep"), sleep.id, Utc::now())
            .await
            .unwrap();
        repo.create(&learning("Nap", "Sleep"), sleep.id, Utc::now())
            .await
            .unwrap();
        let p = PageRequest::new(None, None, LearningPages::LIMITS);
        let in_sleep = repo.list(Some(sleep.id), None, p).await.unwrap();
        let titles: Vec<&str> = in_sleep.items.iter().map(|i| i.title.as_str()).collect();
        assert_eq!(
            (titles, in_sleep.total),
            (vec!["Nap", "Rest"], 2),
            "{:?}",
            t.engine
        );
        assert_eq!(in_sleep.items[0].category.as_str(), "Sleep");
        assert_eq!(repo.list(None, None, p).await.unwrap().total, 3);
        let searched = repo
            .list(Some(calm.id), Some("REAT".into()), p)
            .await
            .unwrap();
        assert_eq!(
            (searched.total, searched.items[0].title.as_str()),
            (1, "Breathe"),
            "{:?}: a title search within a category",
            t.engine
        );
        assert_eq!(
            repo.list(Some(sleep.id), Some("reat".into()), p)
                .await
                .unwrap()
                .total,
            0
        );

        // Moving an item moves both category totals.
        repo.update(a.id, &learning("Breathe", "Sleep"), sleep.id, Utc::now())
            .await
            .unwrap();
        assert_eq!(
            (
                repo.list(Some(sleep.id), None, p).await.unwrap().total,
                repo.list(Some(calm.id), None, p).await.unwrap().total
            ),
            (3, 0)
        );
        assert!(matches!(
            repo.update(999, &learning("x", "Sleep"), sleep.id, Utc::now())
                .await,
            Err(LearningWriteError::NotFound)
        ));

        let refused = categories.delete(sleep.id).await;
        assert!(
            matches!(refused, Err(CategoryWriteError::InUse)),
            "{:?}: {refused:?}",
            t.engine
        );
        assert!(
            categories.find(sleep.id).await.unwrap().is_some(),
            "a refused delete leaves the category"
        );
        categories.delete(calm.id).await.unwrap();
    }
}

#[tokio::test]
async fn saved_courses_are_per_user_harmless_twice_and_go_with_their_item() {
    for t in TestDb::all().await {
        let users = SeaUserRepository::new(t.db.clone());
        let (u1, u2) = (
            subscriber(&users, "amina").await,
            subscriber(&users, "babu").await,
        );
        let categories = SeaCategoryRepository::new(t.db.clone());
        let repo = SeaLearningRepository::new(t.db.clone());
        let c = category(&categories, "Calm").await;
        let a = repo
            .create(&learning("A", "Calm"), c.id, Utc::now())
            .await
            .unwrap();
        let b = repo
            .create(&learning("B", "Calm"), c.id, Utc::now())
            .await
            .unwrap();
        let t0 = Utc::now();
        repo.save_course(u1, a.id, t0).await.unwrap();
        repo.save_course(u1, b.id, t0 + Duration::seconds(1))
            .await
            .unwrap();
        repo.save_course(u1, a.id, t0 + Duration::seconds(2))
            .await
            .unwrap();
        assert!(
            matches!(
                repo.save_course(u1, 999, t0).await,
                Err(LearningWriteError::NotFound)
            ),
            "{:?}",
            t.engine
        );
        let p = PageRequest::new(None, None, SavedCoursePages::LIMITS);
        let mine = repo.saved_courses(u1, p).await.unwrap();
        let titles: Vec<&str> = mine.items.iter().map(|i| i.title.as_str()).collect();
        assert_eq!((titles, mine.total), (vec!["B", "A"], 2), "{:?}", t.engine);
        assert_eq!(
            repo.saved_courses(u2, p).await.unwrap().total,
            0,
            "another user's list is empty"
        );
        assert!(repo.unsave_course(u1, b.id).await.unwrap());
        assert!(!repo.unsave_course(u1, b.id).await.unwrap());
        assert!(repo.delete(a.id).await.unwrap());
        assert_eq!(
            repo.saved_courses(u1, p).await.unwrap().total,
            0,
            "{:?}: a deleted item leaves every list",
            t.engine
        );
    }
}

#[tokio::test]
async fn parallel_edits_move_each_counter_once_and_hand_back_every_replaced_image() {
    for t in TestDb::all().await {
        let categories = SeaCategoryRepository::new(t.db.clone());
        let repo = SeaLearningRepository::new(t.db.clone());
        let calm = category(&categories, "Calm").await;
        let sleep = category(&categories, "Sleep").await;
        let item = repo
            .create(&learning("Breathe", "Calm"), calm.id, Utc::now())
            .await
            .unwrap();
        // Eight admins move the same item from Calm to Sleep at once: Calm loses it once.
        let to_sleep = learning("Breathe", "Sleep");
        let moves = (0..8).map(|_| repo.update(item.id, &to_sleep, sleep.id, Utc::now()));
        for r in futures_util::future::join_all(moves).await {
            r.unwrap();
        }
        let p = PageRequest::new(None, None, LearningPages::LIMITS);
        let totals = (
            repo.list(Some(calm.id), None, p).await.unwrap().total,
            repo.list(Some(sleep.id), None, p).await.unwrap().total,
        );
        assert_eq!(totals, (0, 1), "{:?}", t.engine);

        // Eight parallel image replacements: every image but the last one stored comes back for removal.
        let articles = SeaArticleRepository::new(t.db.clone());
        let story = articles
            .create(ArticleKind::Story, &draft("Rain"), &keys(0), Utc::now())
            .await
            .unwrap();
        let rain = draft("Rain");
        let edits = (1..=8).map(|n| {
            articles.update(
                ArticleKind::Story,
                story.id,
                &rain,
                Some(keys(n)),
                Utc::now(),
            )
        });
        let mut handed_back: Vec<String> = Vec::new();
        for r in futures_util::future::join_all(edits).await {
            let (_, old) = r.unwrap();
            handed_back.push(old.expect("a replaced image").card);
        }
        let kept = articles
            .find(ArticleKind::Story, story.id)
            .await
            .unwrap()
            .unwrap()
            .image
            .card;
        handed_back.push(kept);
        handed_back.sort();
        let mut all: Vec<String> = (0..=8).map(|n| keys(n).card).collect();
        all.sort();
        assert_eq!(
            handed_back, all,
            "{:?}: each image is either kept or handed back, once",
            t.engine
        );
    }
}
