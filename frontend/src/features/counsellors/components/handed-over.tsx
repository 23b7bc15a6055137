import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/ui/paged-table';
import { PageSkeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { formatDay } from '@/lib/service-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HANDED_OVER_PER_PAGE, useHandedOverNotes, useHandedOverSession, type HandedOverSession } from '../api/notes';
import { BackLink, NotTheirs, ReadFailed, isNotTheirs, parsePathId } from './own-page-parts';
import { SessionNotes } from './session-notes';

/** A handed-over session's day and time, as a link's or heading's words. */
function useWhen() {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  return (s: HandedOverSession) => t('handedOver.when', { day: formatDay(s.date, language), time: s.time });
}

/**
 * On the counsellor's dashboard, once notes were handed to them from a counsellor who left: the sessions those notes
 * are on, the latest first, each a link to its notes. Nothing about the client: the sessions are not theirs. Shown
 * only when there are some.
 */
export function HandedOverList() {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const when = useWhen();
  const [page, setPage] = useState(1);
  const list = useHandedOverNotes(page);
  if (list.isPending || (list.isSuccess && list.data.total === 0)) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="handed-over" sx={{ p: 2, mb: 3 }}>
      <Typography id="handed-over" variant="h2" sx={{ fontSize: '1.3rem', mb: 0.5 }}>
        {t('handedOver.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('handedOver.intro')}
      </Typography>
      <PagedTable
        query={list}
        label={t('handedOver.title')}
        columns={[t('handedOver.session'), t('handedOver.from'), t('handedOver.count')]}
        numbered={false}
        emptyTitle={t('handedOver.none')}
        scrollFocus
        perPage={HANDED_OVER_PER_PAGE}
        onPage={setPage}
        rowKey={(s) => s.session_id}
        cells={(s) => (
          <>
            <TableCell>
              <Link component={RouterLink} to={paths.counsellor.handedOver.to(s.session_id)}>
                {when(s)}
              </Link>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.counsellor_name || t('handedOver.unknown')}</TableCell>
            <TableCell>{formatNumber(s.notes, language)}</TableCell>
          </>
        )}
      />
    </Paper>
  );
}

/**
 * /counsellor/handed-over/:id (COUNSELLOR): the notes handed to the counsellor on one session of a counsellor who
 * left: when it was, whose session it is, and the notes (read, drafts finished and signed). Not the client's
 * details: the session is not the caller's.
 */
export function HandedOverNotes({ id: rawId }: { id: string | undefined }) {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('handedOver.pageTitle'));
  const when = useWhen();
  const id = parsePathId(rawId);
  const session = useHandedOverSession(id);
  if (id === null || (session.isError && isNotTheirs(session.error))) return <NotTheirs title={t('handedOver.notYours')} body={t('handedOver.notYoursBody')} />;
  if (session.isError) return <ReadFailed onRetry={() => void session.refetch()} />;
  if (session.isPending) return <PageSkeleton />;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <BackLink />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, color: 'primary.dark', mb: 1 }}>
        {when(session.data)}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {session.data.counsellor_name ? t('handedOver.writtenBy', { name: session.data.counsellor_name }) : t('handedOver.writtenByUnknown')}
      </Typography>
      <SessionNotes sessionId={id} handedOver />
    </Box>
  );
}
