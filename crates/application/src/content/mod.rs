//! Content: stories, blog, learning hub and categories. One file per use case;
//! each is a method of [`Content`], which holds the ports.

mod categories;

use std::sync::Arc;

use mon_domain::content::ContentMsg;
use mon_domain::{CommonMsg, FieldErrors, Message};

use crate::errors::{ErrorKind, ServiceError};
use crate::ports::{CategoryRepository, CategoryWriteError, Clock};

/// What can go wrong in a content use case.
#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("category not found")]
    CategoryNotFound,
    #[error("category name taken")]
    CategoryNameTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for ContentError {
    fn from(e: FieldErrors) -> Self {
        ContentError::Validation(e)
    }
}

impl From<CategoryWriteError> for ContentError {
    fn from(e: CategoryWriteError) -> Self {
        match e {
            CategoryWriteError::NameTaken => ContentError::CategoryNameTaken,
            CategoryWriteError::NotFound => ContentError::CategoryNotFound,
            CategoryWriteError::Unexpected(e) => ContentError::Unexpected(e),
        }
    }
}

impl ServiceError for ContentError {
    fn code(&self) -> &'static str {
        match self {
            ContentError::Validation(_) => "validation_failed",
            ContentError::CategoryNotFound => "not_found",
            ContentError::CategoryNameTaken => "category_name_taken",
            ContentError::Unexpected(_) => "internal_error",
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            ContentError::Validation(_) => ErrorKind::Validation,
            ContentError::CategoryNotFound => ErrorKind::NotFound,
            ContentError::CategoryNameTaken => ErrorKind::Conflict,
            ContentError::Unexpected(_) => ErrorKind::Unexpected,
        }
    }

    fn message(&self) -> Message {
        match self {
            ContentError::Validation(e) => e.first().unwrap_or(CommonMsg::ValidationFailed.message()),
            ContentError::CategoryNotFound => ContentMsg::CategoryNotFound.message(),
            ContentError::CategoryNameTaken => ContentMsg::CategoryNameTaken.message(),
            ContentError::Unexpected(_) => CommonMsg::Internal.message(),
        }
    }

    fn fields(&self) -> Option<FieldErrors> {
        match self {
            ContentError::Validation(e) => Some(e.clone()),
            ContentError::CategoryNameTaken => {
                let mut e = FieldErrors::new();
                e.add("name", ContentMsg::CategoryNameTaken);
                Some(e)
            }
            _ => None,
        }
    }
}

/// The ports every content use case draws on.
#[derive(Clone)]
pub struct ContentPorts {
    pub categories: Arc<dyn CategoryRepository>,
    pub clock: Arc<dyn Clock>,
}

/// The content use cases.
#[derive(Clone)]
pub struct Content {
    categories: Arc<dyn CategoryRepository>,
    clock: Arc<dyn Clock>,
}

impl Content {
    pub fn new(ports: ContentPorts) -> Self {
        let ContentPorts { categories, clock } = ports;
        Self { categories, clock }
    }
}
