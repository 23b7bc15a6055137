//! Server-side pagination shared by every list.

/// The page sizes of one list: what a caller gets when it does not ask, and the
/// most it may ask for. Each list has one constant of this type (for example
/// [`mon_domain::pagination::SubscriberPages::LIMITS`]); the HTTP layer publishes both numbers in
/// the OpenAPI document, from which the web app takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageLimits {
    pub default_per_page: u64,
    pub max_per_page: u64,
}

/// The most rows any list serves on one page.
pub const MAX_PER_PAGE: u64 = 100;

/// Rows per page of the admin console's tables (stories, posts, learning hub, categories, helplines,
/// undelivered e-mail): the default of the admin-only lists below, and what the web app's admin tables
/// ask of the public ones. Published in the OpenAPI document as `x-admin-table-rows`, from which the
/// web app takes it.
pub const ADMIN_TABLE_ROWS: u64 = 20;

/// A paged list of the product. Its page sizes come from the one table below; the HTTP layer's
/// `PageQuery<L>` checks a request's `page` and `per_page` against them and writes them into the
/// OpenAPI document, from which the web app takes them.
pub trait Paged {
    const LIMITS: PageLimits;
}

/// Declares each list's marker type with its default page size (every list serves at most
/// [`MAX_PER_PAGE`] rows).
macro_rules! page_table {
    ($($(#[doc = $doc:literal])* $List:ident: $default:expr;)*) => {$(
        $(#[doc = $doc])*
        #[derive(Debug, Clone, Copy)]
        pub struct $List;

        impl $List {
            pub const LIMITS: PageLimits = PageLimits {
                default_per_page: $default,
                max_per_page: MAX_PER_PAGE,
            };
        }

        impl Paged for $List {
            const LIMITS: PageLimits = $List::LIMITS;
        }
    )*};
}

page_table! {
    /// The admin's subscriber table: 15 rows a page (spec section 9).
    SubscriberPages: 15;
    /// The admin's appointment table and a subscriber's own appointments: 15 rows a page (spec section 9).
    AppointmentPages: 15;
    /// The category list: 15 a page unless asked (the admin table asks for [`ADMIN_TABLE_ROWS`]).
    CategoryPages: 15;
    /// The public story and blog lists: 15 cards a page (spec section 9); the admin tables ask for
    /// [`ADMIN_TABLE_ROWS`].
    ArticlePages: 15;
    /// The public learning hub: 15 cards a page (spec section 9); the admin table asks for
    /// [`ADMIN_TABLE_ROWS`].
    LearningPages: 15;
    /// A subscriber's saved courses.
    SavedCoursePages: 15;
    /// A person's check-in history.
    CheckInPages: 20;
    /// A person's consent record and access log.
    PrivacyLogPages: 20;
    /// The admins' helpline table. The public list shows every visible helpline on one page of
    /// [`MAX_PER_PAGE`], so no more helplines than that may exist (an admin adding one more is told so).
    HelplinePages: ADMIN_TABLE_ROWS;
    /// The admins' undelivered e-mail.
    DeadLetterPages: ADMIN_TABLE_ROWS;
    /// The public counsellor list (15 cards a page, like every public list); the admin table asks
    /// for [`ADMIN_TABLE_ROWS`].
    CounsellorPages: 15;
    /// A counsellor's time off, newest first.
    TimeOffPages: 20;
    /// The service's closures, soonest first.
    ClosurePages: 20;
    /// A counsellor's own sessions.
    SessionPages: 15;
    /// The sessions holding notes handed to a counsellor from a removed one, latest first.
    HandedOverPages: 15;
}

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
