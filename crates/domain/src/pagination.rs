//! Server-side pagination shared by every list.

/// The page sizes of one list: what a caller gets when it does not ask, and the
/// most it may ask for. Each list has one constant of this type (for example
/// [`crate::user::SUBSCRIBER_PAGES`]); the HTTP layer publishes both numbers in
/// the OpenAPI document, from which the web app takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageLimits {
    pub default_per_page: u64,
    pub max_per_page: u64,
}

/// Rows per page of the admin console's tables (stories, posts, learning hub, categories, undelivered
/// e-mail). Published in the OpenAPI document as `x-admin-table-rows`, from which the web app takes it.
pub const ADMIN_TABLE_ROWS: u64 = 20;

/// A requested page, already clamped to sane bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    pub page: u64,
    pub per_page: u64,
}

impl PageRequest {
    pub const MAX_PAGE: u64 = 1_000_000;

    /// Missing values take the list's default; out-of-range values are clamped.
    pub fn new(page: Option<u64>, per_page: Option<u64>, limits: PageLimits) -> Self {
        Self {
            page: page.unwrap_or(1).clamp(1, Self::MAX_PAGE),
            per_page: per_page
                .unwrap_or(limits.default_per_page)
                .clamp(1, limits.max_per_page),
        }
    }

    pub fn offset(&self) -> u64 {
        (self.page - 1) * self.per_page
    }
}

/// One page of a list and the size of the whole list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
}

impl<T> Page<T> {
    /// `items`, the page `request` asked for, of `total` in all.
    pub fn of(items: Vec<T>, total: u64, request: PageRequest) -> Self {
        Page {
            items,
            total,
            page: request.page,
            per_page: request.per_page,
        }
    }

    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            total: self.total,
            page: self.page,
            per_page: self.per_page,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: PageLimits = PageLimits {
        default_per_page: 15,
        max_per_page: 100,
    };

    #[test]
    fn defaults_and_clamping() {
        assert_eq!(
            PageRequest::new(None, None, LIMITS),
            PageRequest {
                page: 1,
                per_page: 15
            }
        );
        assert_eq!(
            PageRequest::new(Some(0), Some(0), LIMITS),
            PageRequest {
                page: 1,
                per_page: 1
            }
        );
        assert_eq!(
            PageRequest::new(Some(u64::MAX), Some(10_000), LIMITS),
            PageRequest {
                page: 1_000_000,
                per_page: 100
            }
        );
    }

    #[test]
    fn offset_skips_earlier_pages() {
        assert_eq!(PageRequest::new(Some(3), Some(15), LIMITS).offset(), 30);
    }
}
