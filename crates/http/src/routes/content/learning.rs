//! The learning hub (public reads with `ETag`, ADMIN writes) and the
//! SUBSCRIBER's saved courses (the spec's wishlist).

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use mon_application::Content;
use mon_domain::content::ContentMsg;
use mon_domain::pagination::{LearningPages, SavedCoursePages};

use super::dto::*;
use crate::conditional::public_json;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang, SubscriberUser};
use crate::paging::PageQuery;

/// Learning-hub items newest first, 15 a page, optionally of one category (public). Sends an `ETag`.
#[utoipa::path(
    tag = "content",
    operation_id = "listLearning",
    params(LearningFilter, PageQuery<LearningPages>),
    responses(
        (status = 200, description = "One page of learning-hub items", body = LearningPage),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 400, description = "Invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/learninghub")]
pub async fn list_learning(
    req: HttpRequest,
    content: web::Data<Content>,
    filter: web::Query<LearningFilter>,
    q: PageQuery<LearningPages>,
) -> Result<HttpResponse, ApiError> {
    let page: LearningPage = content
        .list_learning(
            filter.category.as_deref(),
            filter.search.as_deref(),
            q.page,
            q.per_page,
        )
        .await?
        .into();
    public_json(&req, &page)
}

/// One learning-hub item (public). Sends an `ETag`.
#[utoipa::path(
    tag = "content",
    operation_id = "getLearning",
    params(("id" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, description = "The item", body = LearningDetail),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 404, description = "No such item", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/learninghub/{id}")]
pub async fn get_learning(
    req: HttpRequest,
    content: web::Data<Content>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let item: LearningDetail = content.learning_item(id.into_inner()).await?.into();
    public_json(&req, &item)
}

/// Add a learning-hub item (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "addLearning",
    request_body = LearningRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = LearningMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.title`, `category`, `youtube_link`, `content`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/learninghub")]
pub async fn add_learning(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    body: web::Json<LearningRequest>,
) -> Result<HttpResponse, ApiError> {
    let item = content.add_learning(body.into_inner().into()).await?;
    Ok(HttpResponse::Created().json(LearningMessageResponse {
        message: lang.text(ContentMsg::LearningAdded),
        item: item.into(),
    }))
}

/// Update a learning-hub item (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "updateLearning",
    params(("id" = i64, Path, description = "The item's id")),
    request_body = LearningRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Updated", body = LearningMessageResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 404, description = "No such item", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/learninghub/{id}")]
pub async fn update_learning(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<LearningRequest>,
) -> Result<web::Json<LearningMessageResponse>, ApiError> {
    let item = content
        .update_learning(id.into_inner(), body.into_inner().into())
        .await?;
    Ok(web::Json(LearningMessageResponse {
        message: lang.text(ContentMsg::LearningUpdated),
        item: item.into(),
    }))
}

/// Delete a learning-hub item; it leaves every saved-course list (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "deleteLearning",
    params(("id" = i64, Path, description = "The item's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 404, description = "No such item", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/learninghub/{id}")]
pub async fn delete_learning(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    content.delete_learning(id.into_inner()).await?;
    Ok(lang.message(ContentMsg::LearningDeleted))
}

/// The caller's saved courses, most recently saved first (SUBSCRIBER only).
#[utoipa::path(
    tag = "content",
    operation_id = "listSavedCourses",
    params(PageQuery<SavedCoursePages>),
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "One page of the caller's saved courses", body = LearningPage),
    )
)]
#[get("/api/custom/v1/get-learning-hubs")]
pub async fn list_saved_courses(
    user: SubscriberUser,
    content: web::Data<Content>,
    q: PageQuery<SavedCoursePages>,
) -> Result<web::Json<LearningPage>, ApiError> {
    Ok(web::Json(
        content
            .saved_courses(user.user.id, q.page, q.per_page)
            .await?
            .into(),
    ))
}

/// A change to the caller's saved courses (the two differ only in names): `$method` on the
/// item named in the body, answering `$msg`.
macro_rules! wishlist_route {
    ($(#[doc = $doc:tt])* $name:ident: $method:ident, $msg:ident, $ok:tt; $op:tt at $path:tt) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            tag = "content",
            operation_id = $op,
            request_body = WishlistRequest,
            security(("bearer" = ["SUBSCRIBER"])),
            responses(
                (status = 200, description = $ok, body = MessageResponse),
                (status = 400, description = "Malformed body", body = ErrorBody),
                (status = 404, description = "No such learning-hub item", body = ErrorBody),
            )
        )]
        #[post($path)]
        pub async fn $name(
            user: SubscriberUser,
            content: web::Data<Content>,
            lang: ReqLang,
            body: web::Json<WishlistRequest>,
        ) -> Result<web::Json<MessageResponse>, ApiError> {
            content.$method(user.user.id, body.learninghub_id).await?;
            Ok(lang.message(ContentMsg::$msg))
        }
    };
}

wishlist_route! {
    /// Save a learning-hub item as a course; saving it again changes nothing (SUBSCRIBER only).
    save_course: save_course, WishlistAdded, "Saved";
    "saveCourse" at "/api/custom/v1/add-to-wishlist"
}
wishlist_route! {
    /// Remove a saved course; removing one that is not saved changes nothing (SUBSCRIBER only).
    unsave_course: unsave_course, WishlistRemoved, "Removed";
    "unsaveCourse" at "/api/custom/v1/remove-from-wishlist"
}
