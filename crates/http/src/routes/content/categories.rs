//! Learning-hub categories: public reads, ADMIN writes sent as forms.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, delete, get, post, web};
use mon_application::Content;
use mon_domain::content::ContentMsg;
use mon_domain::pagination::CategoryPages;

use super::dto::*;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang};
use crate::paging::PageQuery;

fn form_name(form: &CategoryForm) -> &str {
    form.name.as_ref().map_or("", |t| t.as_str())
}

/// Categories A to Z, with search and pagination (public: the learning hub's filter buttons, the admin table).
#[utoipa::path(
    tag = "content",
    operation_id = "listCategories",
    params(CategorySearch, PageQuery<CategoryPages>),
    responses(
        (status = 200, description = "One page of categories", body = CategoryPage),
        (status = 400, description = "Invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/get-all-category")]
pub async fn list_categories(
    content: web::Data<Content>,
    search: web::Query<CategorySearch>,
    q: PageQuery<CategoryPages>,
) -> Result<web::Json<CategoryPage>, ApiError> {
    Ok(web::Json(
        content
            .list_categories(search.search.as_deref(), q.page, q.per_page)
            .await?
            .into(),
    ))
}

/// One category (public).
#[utoipa::path(
    tag = "content",
    operation_id = "getCategory",
    params(("id" = i64, Path, description = "The category's id")),
    responses(
        (status = 200, description = "The category", body = CategoryResponse),
        (status = 404, description = "No such category", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/get-category-by-id/{id}")]
pub async fn get_category(
    content: web::Data<Content>,
    id: web::Path<i64>,
) -> Result<web::Json<CategoryResponse>, ApiError> {
    Ok(web::Json(content.category(id.into_inner()).await?.into()))
}

/// Add a category (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "addCategory",
    request_body(content = CategoryFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = CategoryMessageResponse),
        (status = 400, description = "Invalid name (`data.errors.name`) or not a multipart form", body = ErrorBody),
        (status = 409, description = "The name exists in some case (`category_name_taken`, with `data.errors.name`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/add-category")]
pub async fn add_category(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    form: MultipartForm<CategoryForm>,
) -> Result<HttpResponse, ApiError> {
    let category = content.add_category(form_name(&form)).await?;
    Ok(HttpResponse::Created().json(CategoryMessageResponse {
        message: lang.text(ContentMsg::CategoryAdded),
        category: category.into(),
    }))
}

/// Rename a category (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "updateCategory",
    params(("id" = i64, Path, description = "The category's id")),
    request_body(content = CategoryFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Renamed", body = CategoryMessageResponse),
        (status = 400, description = "Invalid name (`data.errors.name`) or not a multipart form", body = ErrorBody),
        (status = 404, description = "No such category", body = ErrorBody),
        (status = 409, description = "Another category has the name (`category_name_taken`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/update-category/{id}")]
pub async fn update_category(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
    form: MultipartForm<CategoryForm>,
) -> Result<web::Json<CategoryMessageResponse>, ApiError> {
    let category = content
        .rename_category(id.into_inner(), form_name(&form))
        .await?;
    Ok(web::Json(CategoryMessageResponse {
        message: lang.text(ContentMsg::CategoryUpdated),
        category: category.into(),
    }))
}

/// Delete a category (ADMIN only).
#[utoipa::path(
    tag = "content",
    operation_id = "deleteCategory",
    params(("id" = i64, Path, description = "The category's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 404, description = "No such category", body = ErrorBody),
        (status = 409, description = "Learning-hub items still belong to it (`category_in_use`)", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/delete-category-by-id/{id}")]
pub async fn delete_category(
    _admin: AdminUser,
    content: web::Data<Content>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    content.delete_category(id.into_inner()).await?;
    Ok(lang.message(ContentMsg::CategoryDeleted))
}
