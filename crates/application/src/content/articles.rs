//! Stories and blog posts: public reads, admin writes with a feature image.

use std::sync::Arc;

use mon_domain::FieldErrors;
use mon_domain::content::{Article, ArticleDraft, ArticleKind, ImageKeys};
use mon_domain::pagination::{Page, PageRequest};

use super::images::PreparedImage;
use super::{Content, ContentError};
use crate::ports::ArticleWriteError;
use mon_domain::pagination::ArticlePages;

/// A story or blog form as sent: text fields and, maybe, an image file.
#[derive(Debug, Default)]
pub struct ArticleInput {
    pub title: String,
    pub content: String,
    /// Read for blog posts only.
    pub author: Option<String>,
    pub image: Option<Vec<u8>>,
}

impl Content {
    /// Articles of `kind`, newest first ([`mon_domain::pagination::ArticlePages`]); `search` filters titles (admin tables).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn list_articles(
        &self,
        kind: ArticleKind,
        search: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Article>, ContentError> {
        let page = PageRequest::new(page, per_page, ArticlePages::LIMITS);
        let Some(search) = mon_domain::query_text("search", search)? else {
            // A page past the last is not kept: a stranger could fill the cache with them.
            let load = || async {
                let found = self.ports.articles.list(kind, None, page).await?;
                let keep = page.page == 1 || !found.items.is_empty();
                Ok::<_, ContentError>((Arc::new(found), keep))
            };
            return Ok(Page::clone(
                &*self
                    .cache
                    .article_pages
                    .get_or_load_if(
                        (kind, page.page, page.per_page),
                        self.ports.clock.now(),
                        load,
                    )
                    .await?,
            ));
        };
        Ok(self.ports.articles.list(kind, Some(search), page).await?)
    }

    /// # Errors
    /// `ArticleNotFound`; `Unexpected`.
    pub async fn article(&self, kind: ArticleKind, id: i64) -> Result<Article, ContentError> {
        let load = || async {
            self.ports
                .articles
                .find(kind, id)
                .await?
                .map(Arc::new)
                .ok_or(ContentError::ArticleNotFound(kind))
        };
        Ok(Article::clone(
            &*self
                .cache
                .articles
                .get_or_load((kind, id), self.ports.clock.now(), load)
                .await?,
        ))
    }

    /// Checks every field (and the image's bytes), stores the image, then the article.
    /// A failed database write removes the stored image.
    ///
    /// # Errors
    /// `Validation` (`title`, `content`, `author`, `file`); `Unexpected`.
    pub async fn add_article(
        &self,
        kind: ArticleKind,
        input: ArticleInput,
    ) -> Result<Article, ContentError> {
        let (draft, image) = self.check_article(kind, input, false).await?;
        let image = image.ok_or_else(|| anyhow::anyhow!("a checked new article has an image"))?;
        let keys = self.store_image(image).await?;
        match self
            .ports
            .articles
            .create(kind, &draft, &keys, self.ports.clock.now())
            .await
        {
            Ok(article) => {
                self.cache.articles_changed();
                tracing::info!(kind = kind.as_str(), id = article.id, "article added");
                Ok(article)
            }
            Err(e) => {
                self.remove_image(&keys).await;
                Err(e.into())
            }
        }
    }

    /// Replaces the text fields, and the image when a new one is sent (the old
    /// one is removed after the change is stored).
    ///
    /// # Errors
    /// `Validation`; `ArticleNotFound`; `Unexpected`.
    pub async fn update_article(
        &self,
        kind: ArticleKind,
        id: i64,
        input: ArticleInput,
    ) -> Result<Article, ContentError> {
        let (draft, image) = self.check_article(kind, input, true).await?;
        let keys = match image {
            Some(image) => Some(self.store_image(image).await?),
            None => None,
        };
        match self
            .ports
            .articles
            .update(kind, id, &draft, keys.clone(), self.ports.clock.now())
            .await
        {
            Ok((article, replaced)) => {
                self.cache.articles_changed();
                if let Some(old) = replaced {
                    self.remove_image(&old).await;
                }
                tracing::info!(kind = kind.as_str(), id, "article updated");
                Ok(article)
            }
            Err(e) => {
                if let Some(new) = &keys {
                    self.remove_image(new).await;
                }
                Err(match e {
                    ArticleWriteError::NotFound => ContentError::ArticleNotFound(kind),
                    ArticleWriteError::Unexpected(e) => ContentError::Unexpected(e),
                })
            }
        }
    }

    /// # Errors
    /// `ArticleNotFound`; `Unexpected`.
    pub async fn delete_article(&self, kind: ArticleKind, id: i64) -> Result<(), ContentError> {
        let image = self
            .ports
            .articles
            .delete(kind, id)
            .await?
            .ok_or(ContentError::ArticleNotFound(kind))?;
        self.cache.articles_changed();
        self.remove_image(&image).await;
        tracing::info!(kind = kind.as_str(), id, "article deleted");
        Ok(())
    }

    /// Every field's problems at once: text fields by the domain's rules, the
    /// image by its bytes. `updating`: an article being edited keeps its image.
    async fn check_article(
        &self,
        kind: ArticleKind,
        input: ArticleInput,
        updating: bool,
    ) -> Result<(ArticleDraft, Option<PreparedImage>), ContentError> {
        let has_image = input.image.is_some();
        let image = match input.image {
            Some(bytes) => Some(self.prepare_image(bytes).await?),
            None => None,
        };
        let author = if kind == ArticleKind::Post {
            input.author.as_deref()
        } else {
            None
        };
        let draft =
            ArticleDraft::parse(&input.title, &input.content, author, has_image || updating);
        match (draft, image) {
            (Ok(draft), None) => Ok((draft, None)),
            (Ok(draft), Some(Ok(image))) => Ok((draft, Some(image))),
            (Ok(_), Some(Err(msg))) => {
                let mut e = FieldErrors::new();
                e.add("file", msg);
                Err(ContentError::Validation(e))
            }
            (Err(mut e), image) => {
                if let Some(Err(msg)) = image {
                    e.add("file", msg);
                }
                Err(ContentError::Validation(e))
            }
        }
    }

    /// Stores both copies under a fresh random name; on a failure nothing stays behind.
    pub(super) async fn store_image(
        &self,
        image: PreparedImage,
    ) -> Result<ImageKeys, ContentError> {
        let base = self.upload_name();
        let keys = ImageKeys {
            original: format!("{base}.{}", image.original_format.extension()),
            card: format!("{base}-card.jpg"),
        };
        let made = [
            (image.original, image.original_webp),
            (image.card, image.card_webp),
        ];
        let mut files = Vec::with_capacity(4);
        for ((copy, twin), (bytes, webp)) in keys.copies().into_iter().zip(made) {
            files.push((copy.to_owned(), bytes));
            if let (Some(twin), Some(webp)) = (twin, webp) {
                files.push((twin, webp));
            }
        }
        for (key, bytes) in files {
            if let Err(e) = self.ports.images.put(&key, bytes).await {
                self.remove_image(&keys).await;
                return Err(e.into());
            }
        }
        Ok(keys)
    }

    /// Removes both copies and their WebP twins; a failure is logged (a stray file costs
    /// space, not correctness).
    pub(super) async fn remove_image(&self, keys: &ImageKeys) {
        for key in keys.files() {
            if let Err(e) = self.ports.images.delete(&key).await {
                tracing::warn!(key = %key, error = ?e, "could not remove an image");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::content::ContentMsg;

    use super::*;
    use crate::content::images::tests::picture;
    use crate::content::testing::ContentMocks;

    fn input(image: Option<Vec<u8>>) -> ArticleInput {
        ArticleInput {
            title: "Rest".into(),
            content: "<p>Sleep well.</p>".into(),
            author: None,
            image,
        }
    }

    #[tokio::test]
    async fn public_pages_are_answered_from_memory_until_a_write_but_searches_never_are() {
        let mut m = ContentMocks {
            cache_ttl: chrono::Duration::seconds(30),
            ..Default::default()
        };
        let mut reads = mockall::Sequence::new();
        for total in [1, 2] {
            m.articles
                .expect_list()
                .withf(|_, search, _| search.is_none())
                .times(1)
                .in_sequence(&mut reads)
                .returning(move |_, _, p| {
                    Ok(Page {
                        items: vec![],
                        total,
                        page: p.page,
                        per_page: p.per_page,
                    })
                });
        }
        m.articles
            .expect_list()
            .withf(|_, search, _| search.is_some())
            .times(2)
            .returning(|_, _, p| {
                Ok(Page {
                    items: vec![],
                    total: 9,
                    page: p.page,
                    per_page: p.per_page,
                })
            });
        m.articles.expect_delete().returning(|_, _| {
            Ok(Some(ImageKeys {
                original: "a.jpg".into(),
                card: "a-card.jpg".into(),
            }))
        });
        m.images.expect_delete().returning(|_| Ok(()));
        let c = m.build();
        assert_eq!(
            c.list_articles(ArticleKind::Story, None, None, None)
                .await
                .unwrap()
                .total,
            1
        );
        assert_eq!(
            c.list_articles(ArticleKind::Story, Some(" "), None, None)
                .await
                .unwrap()
                .total,
            1,
            "from memory"
        );
        c.list_articles(ArticleKind::Story, Some("calm"), None, None)
            .await
            .unwrap();
        c.list_articles(ArticleKind::Story, Some("calm"), None, None)
            .await
            .unwrap();
        c.delete_article(ArticleKind::Story, 1).await.unwrap();
        assert_eq!(
            c.list_articles(ArticleKind::Story, None, None, None)
                .await
                .unwrap()
                .total,
            2,
            "a write drops the cached page"
        );
    }

    /// Adds a story with a 32×32 photo: stored as a JPEG and a card copy, each with a WebP twin.
    async fn add_photo_story(m: ContentMocks) -> Result<Article, ContentError> {
        m.build()
            .add_article(
                ArticleKind::Story,
                input(Some(picture(32, 32, image::ImageFormat::Png))),
            )
            .await
    }

    #[tokio::test]
    async fn a_rejected_upload_stores_nothing_and_names_the_file_field() {
        let mut m = ContentMocks::default();
        m.images.expect_put().never();
        m.articles.expect_create().never();
        let Err(ContentError::Validation(e)) = m
            .build()
            .add_article(
                ArticleKind::Story,
                ArticleInput {
                    title: " ".into(),
                    ..input(Some(b"not an image".to_vec()))
                },
            )
            .await
        else {
            panic!("expected a validation error")
        };
        assert_eq!(
            e.get("file"),
            Some(&[ContentMsg::ImageNotSupported.message()][..])
        );
        assert_eq!(
            e.get("title"),
            Some(&[ContentMsg::TitleRequired.message()][..]),
            "the other fields are reported too"
        );
    }

    #[tokio::test]
    async fn a_failed_database_write_removes_the_stored_image() {
        let mut m = ContentMocks::default();
        let stored = [
            "Rnd0mKeyRnd0mKeyRnd0mKey.jpg",
            "Rnd0mKeyRnd0mKeyRnd0mKey.webp",
            "Rnd0mKeyRnd0mKeyRnd0mKey-card.jpg",
            "Rnd0mKeyRnd0mKeyRnd0mKey-card.webp",
        ];
        let mut put = mockall::Sequence::new();
        for key in stored {
            m.images
                .expect_put()
                .withf(move |k, bytes| k == key && !bytes.is_empty())
                .times(1)
                .in_sequence(&mut put)
                .returning(|_, _| Ok(()));
        }
        m.articles
            .expect_create()
            .returning(|_, _, _, _| Err(anyhow::anyhow!("disk full")));
        let mut removed = mockall::Sequence::new();
        for key in stored {
            m.images
                .expect_delete()
                .withf(move |k| k == key)
                .times(1)
                .in_sequence(&mut removed)
                .returning(|_| Ok(()));
        }
        let r = add_photo_story(m).await;
        assert!(matches!(r, Err(ContentError::Unexpected(_))));
    }

    #[tokio::test]
    async fn an_image_is_served_as_webp_only_to_a_caller_that_takes_it_and_only_when_it_has_a_twin()
    {
        let mut m = ContentMocks::default();
        m.images.expect_get().returning(|k| {
            Ok(match k {
                "new.webp" => Some(b"RIFF----WEBP".to_vec()),
                "new.jpg" | "old.jpg" => Some(vec![0xFF, 0xD8, 0xFF]),
                _ => None,
            })
        });
        let c = m.build();
        let served = |key: &'static str, takes_webp: bool| {
            let c = c.clone();
            async move {
                let s = c.image(key, takes_webp).await.unwrap();
                (s.mime, s.webp_twin, s.varies)
            }
        };
        assert_eq!(served("new.jpg", true).await, ("image/webp", true, true));
        assert_eq!(served("new.jpg", false).await, ("image/jpeg", false, true));
        assert_eq!(
            served("old.jpg", true).await,
            ("image/jpeg", false, true),
            "stored before the twins existed"
        );
        assert_eq!(served("new.webp", true).await, ("image/webp", false, false));
        assert!(matches!(
            c.image("../new.jpg", true).await,
            Err(ContentError::ImageNotFound)
        ));
    }

    #[tokio::test]
    async fn a_failed_store_of_a_webp_twin_leaves_no_file_and_no_story() {
        let mut m = ContentMocks::default();
        m.images.expect_put().returning(|k, _| {
            if k.ends_with("-card.webp") {
                Err(anyhow::anyhow!("bucket full"))
            } else {
                Ok(())
            }
        });
        m.articles.expect_create().never();
        m.images.expect_delete().times(4).returning(|_| Ok(()));
        let r = add_photo_story(m).await;
        assert!(matches!(r, Err(ContentError::Unexpected(_))));
    }

    #[tokio::test]
    async fn an_update_without_a_file_keeps_the_image_and_a_new_one_replaces_it() {
        let mut m = ContentMocks::default();
        m.articles
            .expect_update()
            .withf(|_, _, _, image, _| image.is_none())
            .times(1)
            .returning(|_, _, _, _, _| Err(ArticleWriteError::NotFound));
        let r = m
            .build()
            .update_article(ArticleKind::Post, 9, input(None))
            .await;
        assert!(matches!(
            r,
            Err(ContentError::ArticleNotFound(ArticleKind::Post))
        ));

        let mut m = ContentMocks::default();
        m.images.expect_put().times(4).returning(|_, _| Ok(()));
        m.articles
            .expect_update()
            .returning(|kind, id, draft, image, now| {
                let old = ImageKeys {
                    original: "old.jpg".into(),
                    card: "old-card.jpg".into(),
                };
                let article = Article {
                    id,
                    kind,
                    title: draft.title.clone(),
                    content: draft.content.clone(),
                    excerpt: draft.excerpt.clone(),
                    author: None,
                    image: image.unwrap(),
                    created_at: now,
                    updated_at: now,
                };
                Ok((article, Some(old)))
            });
        m.images
            .expect_delete()
            .withf(|k| ["old.jpg", "old-card.jpg", "old.webp", "old-card.webp"].contains(&k))
            .times(4)
            .returning(|_| Ok(()));
        let article = m
            .build()
            .update_article(
                ArticleKind::Story,
                3,
                input(Some(picture(16, 16, image::ImageFormat::Gif))),
            )
            .await
            .unwrap();
        assert_eq!(article.image.card, "Rnd0mKeyRnd0mKeyRnd0mKey-card.jpg");
    }
}
