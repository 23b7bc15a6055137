//! Stories and blog posts: public reads (with `ETag`), ADMIN writes sent as
//! forms with a feature image. The two kinds differ only in their names: each
//! route below is written once, as a macro, and declared for each kind with
//! its doc, handler name, kind, the kind's noun, operation id and path.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use mon_application::Content;
use mon_domain::content::{ArticleKind, ContentMsg};
use mon_domain::pagination::ArticlePages;

use super::dto::*;
use crate::conditional::public_json;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang};
use crate::paging::PageQuery;

fn added(kind: ArticleKind) -> ContentMsg {
    match kind {
        ArticleKind::Story => ContentMsg::StoryAdded,
        ArticleKind::Post => ContentMsg::PostAdded,
    }
}

fn updated(kind: ArticleKind) -> ContentMsg {
    match kind {
        ArticleKind::Story => ContentMsg::StoryUpdated,
        ArticleKind::Post => ContentMsg::PostUpdated,
    }
}

fn deleted(kind: ArticleKind) -> ContentMsg {
    match kind {
        ArticleKind::Story => ContentMsg::StoryDeleted,
        ArticleKind::Post => ContentMsg::PostDeleted,
    }
}

/// A page of one kind, newest first (public), with an `ETag`.
macro_rules! list_route {
    ($(#[doc = $doc:tt])* $name:ident($kind:ident, $nouns:tt) $op:tt at $path:tt) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            tag = "content",
            operation_id = $op,
            params(TitleSearch, PageQuery<ArticlePages>),
            responses(
                (status = 200, description = concat!("One page of ", $nouns), body = ArticlePage),
                (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
                (status = 400, description = "Invalid query", body = ErrorBody),
            )
        )]
        #[get($path)]
        pub async fn $name(
            req: HttpRequest,
            content: web::Data<Content>,
            search: web::Query<TitleSearch>,
            q: PageQuery<ArticlePages>,
        ) -> Result<HttpResponse, ApiError> {
            let page: ArticlePage = content
                .list_articles(ArticleKind::$kind, search.search.as_deref(), q.page, q.per_page)
                .await?
                .into();
            public_json(&req, &page)
        }
    };
}

/// One article (public), with an `ETag`.
macro_rules! get_route {
    ($(#[doc = $doc:tt])* $name:ident($kind:ident, $noun:tt) $op:tt at $path:tt) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            tag = "content",
            operation_id = $op,
            params(("id" = i64, Path, description = concat!("The ", $noun, "'s id"))),
            responses(
                (status = 200, description = concat!("The ", $noun), body = ArticleResponse),
                (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
                (status = 404, description = concat!("No such ", $noun), body = ErrorBody),
            )
        )]
        #[get($path)]
        pub async fn $name(
            req: HttpRequest,
            content: web::Data<Content>,
            id: web::Path<i64>,
        ) -> Result<HttpResponse, ApiError> {
            let article: ArticleResponse = content
                .article(ArticleKind::$kind, id.into_inner())
                .await?
                .into();
            public_json(&req, &article)
        }
    };
}

/// Add an article from its form (ADMIN only).
macro_rules! add_route {
    ($(#[doc = $doc:tt])* $name:ident($kind:ident, $Form:ident, $invalid:tt) $op:tt at $path:tt) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            tag = "content",
            operation_id = $op,
            request_body(content = $Form, content_type = "multipart/form-data"),
            security(("bearer" = ["ADMIN"])),
            responses(
                (status = 201, description = "Added", body = ArticleMessageResponse),
                (status = 400, description = $invalid, body = ErrorBody),
                (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
            )
        )]
        #[post($path)]
        pub async fn $name(
            _admin: AdminUser,
            content: web::Data<Content>,
            lang: ReqLang,
            form: MultipartForm<ArticleForm>,
        ) -> Result<HttpResponse, ApiError> {
            let kind = ArticleKind::$kind;
            let article = content
                .add_article(kind, form.into_inner().into_input())
                .await?;
            Ok(HttpResponse::Created().json(ArticleMessageResponse {
                message: lang.text(added(kind)),
                item: article.into(),
            }))
        }
    };
}

/// Update an article from its form; without a file the image is kept (ADMIN only).
macro_rules! update_route {
    ($(#[doc = $doc:tt])* $name:ident($kind:ident, $noun:tt, $Form:ident) $op:tt at $path:tt) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            tag = "content",
            operation_id = $op,
            params(("id" = i64, Path, description = concat!("The ", $noun, "'s id"))),
            request_body(content = $Form, content_type = "multipart/form-data"),
            security(("bearer" = ["ADMIN"])),
            responses(
                (status = 200, description = "Updated", body = ArticleMessageResponse),
                (status = 400, description = "Invalid fields or not a form", body = ErrorBody),
                (status = 404, description = concat!("No such ", $noun), body = ErrorBody),
                (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
            )
        )]
        #[post($path)]
        pub async fn $name(
            _admin: AdminUser,
            content: web::Data<Content>,
            lang: ReqLang,
            id: web::Path<i64>,
            form: MultipartForm<ArticleForm>,
        ) -> Result<web::Json<ArticleMessageResponse>, ApiError> {
            let kind = ArticleKind::$kind;
            let article = content
                .update_article(kind, id.into_inner(), form.into_inner().into_input())
                .await?;
            Ok(web::Json(ArticleMessageResponse {
                message: lang.text(updated(kind)),
                item: article.into(),
            }))
        }
    };
}

/// Delete an article and its image (ADMIN only).
macro_rules! delete_route {
    ($(#[doc = $doc:tt])* $name:ident($kind:ident, $noun:tt) $op:tt at $path:tt) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            tag = "content",
            operation_id = $op,
            params(("id" = i64, Path, description = concat!("The ", $noun, "'s id"))),
            security(("bearer" = ["ADMIN"])),
            responses(
                (status = 200, description = "Deleted", body = MessageResponse),
                (status = 404, description = concat!("No such ", $noun), body = ErrorBody),
            )
        )]
        #[delete($path)]
        pub async fn $name(
            _admin: AdminUser,
            content: web::Data<Content>,
            lang: ReqLang,
            id: web::Path<i64>,
        ) -> Result<web::Json<MessageResponse>, ApiError> {
            let kind = ArticleKind::$kind;
            content.delete_article(kind, id.into_inner()).await?;
            Ok(lang.message(deleted(kind)))
        }
    };
}

list_route! {
    /// Stories, newest first, 15 a page (public). Sends an `ETag`; a matching `If-None-Match` gets 304.
    list_stories(Story, "stories") "listStories" at "/api/custom/v1/stories"
}
list_route! {
    /// Blog posts, newest first, 15 a page (public). Sends an `ETag`; a matching `If-None-Match` gets 304.
    list_posts(Post, "blog posts") "listPosts" at "/api/custom/v1/posts"
}

get_route! {
    /// One story (public). Sends an `ETag`.
    get_story(Story, "story") "getStory" at "/api/custom/v1/story/{id}"
}
get_route! {
    /// One blog post (public). Sends an `ETag`.
    get_post(Post, "blog post") "getPost" at "/api/custom/v1/post/{id}"
}

add_route! {
    /// Add a story (ADMIN only).
    add_story(
        Story,
        StoryFormSchema,
        "Invalid fields (`data.errors.title`, `content`, `file`) or not a form"
    ) "addStory" at "/api/custom/v1/story"
}
add_route! {
    /// Add a blog post (ADMIN only).
    add_post(
        Post,
        BlogFormSchema,
        "Invalid fields (`data.errors.title`, `content`, `author`, `file`) or not a form"
    ) "addPost" at "/api/custom/v1/post"
}

update_route! {
    /// Update a story; without a file the image is kept (ADMIN only).
    update_story(Story, "story", StoryFormSchema) "updateStory" at "/api/custom/v1/update-story/{id}"
}
update_route! {
    /// Update a blog post; without a file the image is kept (ADMIN only).
    update_post(Post, "blog post", BlogFormSchema) "updatePost" at "/api/custom/v1/update-post/{id}"
}

delete_route! {
    /// Delete a story and its image (ADMIN only).
    delete_story(Story, "story") "deleteStory" at "/api/custom/v1/story/{id}"
}
delete_route! {
    /// Delete a blog post and its image (ADMIN only).
    delete_post(Post, "blog post") "deletePost" at "/api/custom/v1/post/{id}"
}
