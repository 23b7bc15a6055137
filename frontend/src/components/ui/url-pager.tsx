import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatNumber } from '@/lib/format';

/** The server's largest page number (the `maximum` of every list's `page` parameter). */
const MAX_PAGE = 1_000_000;

/** The 1-based page number kept in the URL (`?page=`); anything unreadable or beyond the last possible page counts as page 1. */
export function useUrlPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= MAX_PAGE ? raw : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  return [page, setPage];
}

/** Numbered pages of a card list, with the page in the URL; hidden when everything fits on one page. */
export function UrlPager({ total, perPage }: { total: number; perPage: number }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useUrlPage();
  const count = Math.ceil(total / perPage);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      {/* MUI's Pagination is itself a <nav>; it gets the label. */}
      <Pagination
        aria-label={t('pager.label')}
        count={count}
        page={Math.min(page, count)}
        color="primary"
        siblingCount={1}
        onChange={(_, next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
        getItemAriaLabel={(type, item, selected) => {
          const number = formatNumber(item ?? 0, language);
          if (type === 'page') return selected ? t('pager.current', { page: number }) : t('pager.page', { page: number });
          return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(`pager.${type}`) : '';
        }}
        renderItem={(item) => <PaginationItem {...item} page={item.type === 'page' && item.page !== null ? formatNumber(item.page, language) : item.page} />}
      />
    </Box>
  );
}
