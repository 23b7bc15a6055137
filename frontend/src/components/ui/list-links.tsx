import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatNumber } from '@/lib/format';

/**
 * A list's controls as plain links: the pages of a list, and a list's category filter. The server
 * draws the same markup into a list page's HTML (crates/http/src/site/links.rs), so they work
 * before the app runs and the app's taking the page over changes nothing; both sides' tests read
 * crates/http/src/site/page-cases.json. Their look is in src/index.css.
 */

/** The address of page `page` of the list at `path`, of `category` when one is chosen. */
export function listHref(path: string, category: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const written = query.toString();
  return written ? `${path}?${written}` : path;
}

/** The server's largest page number (the `maximum` of every list's `page` parameter). */
const MAX_PAGE = 1_000_000;

/** The 1-based page number kept in the URL (`?page=`); anything unreadable or beyond the last possible page counts as page 1. */
export function useUrlPage(): number {
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 && raw <= MAX_PAGE ? raw : 1;
}

/** The chosen category as the address has it (`?category=`), trimmed; undefined for none. */
export function useCategoryParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get('category')?.trim() || undefined;
}

/** A page's number, or a gap of several pages. */
export type PagePlace = number | 'gap';

/**
 * The pages a pager shows of `count` with `page` current: every page up to seven, else the first,
 * the last, and the current one with one on each side; a gap of one page shows that page.
 */
export function pagePlaces(page: number, count: number): PagePlace[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const start = Math.min(Math.max(page - 1, 2), count - 3);
  const end = start + 2;
  const places: PagePlace[] = [1];
  if (start === 3) places.push(2);
  else if (start > 3) places.push('gap');
  for (let n = start; n <= end; n += 1) places.push(n);
  if (count - end === 2) places.push(count - 1);
  else if (count - end > 2) places.push('gap');
  places.push(count);
  return places;
}

/** Follows a link inside the app on a plain click; with a modifier key the browser does as it would. */
export function useFollow(after?: () => void) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const to = event.currentTarget.getAttribute('href');
    if (!to) return;
    event.preventDefault();
    void navigate(to);
    after?.();
  };
}

/** The pages of the list at `path` as links, the page and category in the URL; nothing when it fits on one page. */
export function PageLinks({ path, total, perPage }: { path: string; total: number; perPage: number }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  const page = useUrlPage();
  const category = useCategoryParam();
  const follow = useFollow(() => window.scrollTo({ top: 0 }));
  const count = Math.ceil(total / perPage);
  if (count <= 1) return null;
  const current = Math.min(page, count);
  const number = (n: number) => formatNumber(n, language, { useGrouping: false });
  const href = (n: number) => listHref(path, category, n);
  return (
    <nav className="page-links" aria-label={t('pager.label')}>
      {current > 1 && (
        <a className="page-link" href={href(current - 1)} aria-label={t('pager.previous')} rel="prev" onClick={follow}>
          ‹
        </a>
      )}
      {pagePlaces(current, count).map((place, index) =>
        place === 'gap' ? (
          <span key={`gap-${index}`} className="page-gap">
            …
          </span>
        ) : (
          <a
            key={place}
            className="page-link"
            href={href(place)}
            aria-label={t(place === current ? 'pager.current' : 'pager.page', { page: number(place) })}
            aria-current={place === current ? 'page' : undefined}
            onClick={follow}
          >
            {number(place)}
          </a>
        ),
      )}
      {current < count && (
        <a className="page-link" href={href(current + 1)} aria-label={t('pager.next')} rel="next" onClick={follow}>
          ›
        </a>
      )}
    </nav>
  );
}

export type CategoryOption = { name: string; label: string };

/** Categories A to Z by how they read, whatever the case (as the server sorts them: by code point, lower-cased). */
export function sortCategories(options: readonly CategoryOption[]): CategoryOption[] {
  const key = (o: CategoryOption) => o.label.toLowerCase();
  return [...options].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** 'All' and a link per category to the list's first page of it; the chosen one (any case) is current. */
export function CategoryLinks({ path, options, selected }: { path: string; options: readonly CategoryOption[]; selected: string | undefined }) {
  const { t } = useTranslation('content');
  const follow = useFollow();
  const chosen = selected?.toLowerCase();
  const link = (name: string | undefined, label: string) => (
    <a key={name ?? ''} className="filter-link" href={listHref(path, name, 1)} aria-current={name?.toLowerCase() === chosen ? 'true' : undefined} onClick={follow}>
      {label}
    </a>
  );
  return (
    <nav className="filter-links" aria-label={t('learning.filterLabel')}>
      {link(undefined, t('learning.all'))}
      {sortCategories(options).map((option) => link(option.name, option.label))}
    </nav>
  );
}
