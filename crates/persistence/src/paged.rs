//! The two queries of every counted list: how many rows there are, and one page of them.

use anyhow::Context;
use mon_domain::pagination::PageRequest;
use sea_orm::{DatabaseConnection, EntityTrait, PaginatorTrait, QuerySelect, Select};

/// One page of `select` in the order `order` gives it, and the number of its rows in all.
/// `what` names the rows in errors ("consents").
pub(crate) async fn counted_page<E: EntityTrait>(
    conn: &DatabaseConnection,
    select: Select<E>,
    order: impl FnOnce(Select<E>) -> Select<E>,
    page: PageRequest,
    what: &str,
) -> anyhow::Result<(Vec<E::Model>, u64)>
where
    E::Model: Sync,
{
    let total = select
        .clone()
        .count(conn)
        .await
        .with_context(|| format!("counting {what}"))?;
    let rows = order(select)
        .offset(page.offset())
        .limit(page.per_page)
        .all(conn)
        .await
        .with_context(|| format!("listing {what}"))?;
    Ok((rows, total))
}
