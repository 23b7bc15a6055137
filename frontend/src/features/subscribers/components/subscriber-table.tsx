import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/list-controls';
import { PagedTable } from '@/components/ui/paged-table';
import { SUBSCRIBERS_PER_PAGE, useSubscribers } from '@/features/subscribers/api/list-subscribers';
import { CounsellorDialog } from '@/features/subscribers/components/counsellor-dialog';
import type { SubscriberResponse } from '@/lib/api/types';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SubscriberTable() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('subscribers.title'));
  const language = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  // The page shown, and the edge it was reached from: next and previous seek from the current page's last or first id.
  const [position, setPosition] = useState<{ page: number; before?: number; after?: number }>({ page: 1 });
  // The subscriber whose counsellor is being changed; kept while the dialog fades out.
  const [changing, setChanging] = useState<{ subscriber: SubscriberResponse | null; open: boolean }>({ subscriber: null, open: false });
  const deferredSearch = useDebouncedValue(search.trim());
  const subscribers = useSubscribers({ search: deferredSearch, ...position });
  const data = subscribers.data;
  const goTo = (page: number) => {
    const items = data?.items ?? [];
    const last = items[items.length - 1];
    const first = items[0];
    if (page === position.page + 1 && last) setPosition({ page, before: last.id });
    else if (page === position.page - 1 && page > 1 && first) setPosition({ page, after: first.id });
    else setPosition({ page });
  };
  const columns = ['sl', 'name', 'email', 'contact', 'registered', 'active', 'counsellor'] as const;

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {t('subscribers.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          label={t('subscribers.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPosition({ page: 1 });
          }}
        />
        {data && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('subscribers.total', { count: data.total })}
          </Typography>
        )}
      </Box>
      <PagedTable
        query={subscribers}
        label={t('subscribers.tableLabel')}
        columns={columns.map((column) => t(`subscribers.columns.${column}`))}
        emptyTitle={t('subscribers.empty')}
        perPage={SUBSCRIBERS_PER_PAGE}
        onPage={goTo}
        rowKey={(user) => user.id}
        cells={(user) => (
          <>
            <TableCell>{user.username}</TableCell>
            <TableCell>
              <Link href={`mailto:${user.email}`}>{user.email}</Link>
            </TableCell>
            <TableCell>{user.contact_number ? <Link href={`tel:${user.contact_number}`}>{user.contact_number}</Link> : tc('na')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.registered_date, language)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={user.is_active ? t('subscribers.active') : t('subscribers.notActive')}
                color={user.is_active ? 'success' : 'default'}
                variant={user.is_active ? 'filled' : 'outlined'}
              />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
                {user.counsellor ? (
                  <span>{user.counsellor.name}</span>
                ) : (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('subscribers.counsellor.noneShort')}
                  </Typography>
                )}
                <Button size="small" onClick={() => setChanging({ subscriber: user, open: true })} aria-label={t('subscribers.counsellor.change', { username: user.username })}>
                  {t('subscribers.counsellor.changeShort')}
                </Button>
              </Box>
            </TableCell>
          </>
        )}
      />
      <CounsellorDialog {...changing} onClose={() => setChanging((c) => ({ ...c, open: false }))} />
    </Box>
  );
}
