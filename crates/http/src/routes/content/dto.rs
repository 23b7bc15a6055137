//! Bodies of the content area.

use actix_multipart::form::MultipartForm;
use actix_multipart::form::text::Text;
#[cfg(doc)]
use mon_domain::content::CATEGORY_PAGES;
use mon_domain::content::Category;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A learning-hub category.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CategoryResponse {
    pub id: i64,
    /// As stored, e.g. `Well_being`.
    pub name: String,
    /// How people read it, e.g. `Well being`.
    pub display_name: String,
}

impl From<Category> for CategoryResponse {
    fn from(c: Category) -> Self {
        CategoryResponse { id: c.id, display_name: c.name.display(), name: c.name.as_str().to_owned() }
    }
}

/// One page of categories, A to Z.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CategoryPage {
    pub items: Vec<CategoryResponse>,
    /// How many match in all.
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
}

/// A category written, and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CategoryMessageResponse {
    pub message: String,
    pub category: CategoryResponse,
}

/// Search and page of the category list. Page sizes are [`CATEGORY_PAGES`]; a
/// test checks the numbers below against it.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CategoryListQuery {
    /// Case-insensitive part of a category name.
    pub search: Option<String>,
    /// 1-based page number.
    #[param(minimum = 1, default = 1)]
    pub page: Option<u64>,
    /// Rows per page; larger values are clamped to the maximum.
    #[param(minimum = 1, default = 15, maximum = 100)]
    pub per_page: Option<u64>,
}

/// The category form, sent as `multipart/form-data` (spec section 3).
#[derive(MultipartForm)]
pub struct CategoryForm {
    #[multipart(limit = "4KiB")]
    pub name: Option<Text<String>>,
}

/// The category form's fields, for the OpenAPI document.
#[derive(ToSchema)]
#[schema(as = CategoryForm)]
#[allow(dead_code)]
pub struct CategoryFormSchema {
    /// The category's name, 1 to 60 characters, unique in any case.
    pub name: String,
}
