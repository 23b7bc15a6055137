//! Stories and blog posts: public reads (with `ETag`), ADMIN writes sent as
//! forms with a feature image. The two share their handlers' bodies.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use mon_application::Content;
use mon_domain::content::{ArticleKind, ContentMsg};

use super::dto::*;
use crate::conditional::public_json;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang};

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

async fn list(
    req: &HttpRequest,
    content: &Content,
    kind: ArticleKind,
    q: &ArticleListQuery,
) -> Result<HttpResponse, ApiError> {
    crate::routes::check_paging(q.page, q.per_page, mon_domain::content::ARTICLE_PAGES)?;
    let page: ArticlePage = content
        .list_articles(kind, q.search.as_deref(), q.page, q.per_page)
        .await?
        .into();
    public_json(req, &page)
}

async fn one(
    req: &HttpRequest,
    content: &Content,
    kind: ArticleKind,
    id: i64,
) -> Result<HttpResponse, ApiError> {
    let article: ArticleResponse = content.article(kind, id).await?.into();
    public_json(req, &article)
}

async fn add(
    content: &Content,
    kind: ArticleKind,
    lang: ReqLang,
    form: ArticleForm,
) -> Result<HttpResponse, ApiError> {
    let article = content.add_article(kind, form.into_input()).await?;
    Ok(HttpResponse::Created().json(ArticleMessageResponse {
        message: added(kind).text(lang.0).to_owned(),
        item: article.into(),
    }))
}

async fn update(
    content: &Content,
    kind: ArticleKind,
    lang: ReqLang,
    id: i64,
    form: ArticleForm,
) -> Result<web::Json<ArticleMessageResponse>, ApiError> {
    let article = content.update_article(kind, id, form.into_input()).await?;
    Ok(web::Json(ArticleMessageResponse {
        message: updated(kind).text(lang.0).to_owned(),
        item: article.into(),
    }))
}

async fn remove(
    content: &Content,
    kind: ArticleKind,
    lang: ReqLang,
    id: i64,
) -> Result<web::Json<MessageResponse>, ApiError> {
    content.delete_article(kind, id).await?;
    Ok(web::Json(MessageResponse {
        message: deleted(kind).text(lang.0).to_owned(),
    }))
}

/// Stories, newest first, 15 a page (public). Sends an `ETag`; a matching `If-None-Match` gets 304.
#[utoipa::path(
    tag = "content",
    operation_id = "listStories",
    params(ArticleListQuery),
    responses(
        (status = 200, description = "One page of stories", body = ArticlePage),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 400, description = "Invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/stories")]
pub async fn list_stories(
    req: HttpRequest,
    content: web::Data<Content>,
    q: web::Query<ArticleListQuery>,
) -> Result<HttpResponse, ApiError> {
    list(&req, &content, ArticleKind::Story, &q).await
}

/// One story (public). Sends an `ETag`.
#[utoipa::path(
    tag = "content",
    operation_id = "getStory",
    params(("id" = i64, Path, description = "The story's id")),
    responses(
        (status = 200, description = "The story", body = ArticleResponse),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 404, description = "No such story", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/story/{id}")]
pub async fn get_story(
    req: HttpRequest,
    content: web::Data<Content>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    one(&req, &content, ArticleKind::Story, id.into_inner()).await
}

/// Add a story (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "addStory",
    request_body(content = StoryFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = ArticleMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.title`, `content`, `file`) or not a form", body = ErrorBody),
        (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/story")]
pub async fn add_story(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    form: MultipartForm<ArticleForm>,
) -> Result<HttpResponse, ApiError> {
    add(&content, ArticleKind::Story, lang, form.into_inner()).await
}

/// Update a story; without a file the image is kept (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "updateStory",
    params(("id" = i64, Path, description = "The story's id")),
    request_body(content = StoryFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Updated", body = ArticleMessageResponse),
        (status = 400, description = "Invalid fields or not a form", body = ErrorBody),
        (status = 404, description = "No such story", body = ErrorBody),
        (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/update-story/{id}")]
pub async fn update_story(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
    form: MultipartForm<ArticleForm>,
) -> Result<web::Json<ArticleMessageResponse>, ApiError> {
    update(
        &content,
        ArticleKind::Story,
        lang,
        id.into_inner(),
        form.into_inner(),
    )
    .await
}

/// Delete a story and its image (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "deleteStory",
    params(("id" = i64, Path, description = "The story's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 404, description = "No such story", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/story/{id}")]
pub async fn delete_story(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    remove(&content, ArticleKind::Story, lang, id.into_inner()).await
}

/// Blog posts, newest first, 15 a page (public). Sends an `ETag`; a matching `If-None-Match` gets 304.
#[utoipa::path(
    tag = "content",
    operation_id = "listPosts",
    params(ArticleListQuery),
    responses(
        (status = 200, description = "One page of blog posts", body = ArticlePage),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 400, description = "Invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/posts")]
pub async fn list_posts(
    req: HttpRequest,
    content: web::Data<Content>,
    q: web::Query<ArticleListQuery>,
) -> Result<HttpResponse, ApiError> {
    list(&req, &content, ArticleKind::Post, &q).await
}

/// One blog post (public). Sends an `ETag`.
#[utoipa::path(
    tag = "content",
    operation_id = "getPost",
    params(("id" = i64, Path, description = "The blog post's id")),
    responses(
        (status = 200, description = "The blog post", body = ArticleResponse),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 404, description = "No such blog post", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/post/{id}")]
pub async fn get_post(
    req: HttpRequest,
    content: web::Data<Content>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    one(&req, &content, ArticleKind::Post, id.into_inner()).await
}

/// Add a blog post (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "addPost",
    request_body(content = BlogFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = ArticleMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.title`, `content`, `author`, `file`) or not a form", body = ErrorBody),
        (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/post")]
pub async fn add_post(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    form: MultipartForm<ArticleForm>,
) -> Result<HttpResponse, ApiError> {
    add(&content, ArticleKind::Post, lang, form.into_inner()).await
}

/// Update a blog post; without a file the image is kept (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "updatePost",
    params(("id" = i64, Path, description = "The blog post's id")),
    request_body(content = BlogFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Updated", body = ArticleMessageResponse),
        (status = 400, description = "Invalid fields or not a form", body = ErrorBody),
        (status = 404, description = "No such blog post", body = ErrorBody),
        (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/update-post/{id}")]
pub async fn update_post(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
    form: MultipartForm<ArticleForm>,
) -> Result<web::Json<ArticleMessageResponse>, ApiError> {
    update(
        &content,
        ArticleKind::Post,
        lang,
        id.into_inner(),
        form.into_inner(),
    )
    .await
}

/// Delete a blog post and its image (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "deletePost",
    params(("id" = i64, Path, description = "The blog post's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 404, description = "No such blog post", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/post/{id}")]
pub async fn delete_post(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    remove(&content, ArticleKind::Post, lang, id.into_inner()).await
}
