import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/ui/list-controls';
import { ErrorState } from '@/components/ui/states';
import { AdminTable } from '@/components/ui/table-parts';
import { paths } from '@/config/paths';
import { formatDay, sessionStarted } from '@/lib/service-day';
import { useOwnSessions } from '../api/counsellors';
import { AttendanceButtons } from './attendance-buttons';

type When = 'upcoming' | 'past';

/**
 * The counsellor's own sessions on their dashboard: upcoming (the soonest first) or past, each with the client's
 * name (a link to the session's page) and number, how it happens, and, once it has started, whether the client came.
 */
export function OwnSessions() {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const sessions = useOwnSessions(when, page);
  const data = sessions.data;
  const items = data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="own-sessions" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="own-sessions" variant="h2" sx={{ fontSize: '1.3rem' }}>
          {t('sessions.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={when}
          aria-label={t('sessions.which')}
          onChange={(_, next: When | null) => {
            if (next) {
              setWhen(next);
              setPage(1);
            }
          }}
        >
          <ToggleButton value="upcoming">{t('sessions.upcoming')}</ToggleButton>
          <ToggleButton value="past">{t('sessions.past')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {sessions.isError && <ErrorState onRetry={() => void sessions.refetch()} />}
      {data && items.length === 0 && <Typography color="text.secondary">{when === 'upcoming' ? t('sessions.noneUpcoming') : t('sessions.nonePast')}</Typography>}
      {(sessions.isPending || items.length > 0) && (
        <AdminTable
          label={t('sessions.title')}
          columns={[t('sessions.when'), t('sessions.client'), t('sessions.how'), t('sessions.attendance')]}
          loading={sessions.isPending}
          footer={data && <ListPagination total={data.total} page={data.page} perPage={data.per_page} language={language} onPage={setPage} />}
        >
          {items.map((s) => (
            <TableRow key={s.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(s.date, language)}, {s.time}
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={paths.counsellor.session.to(s.id)} variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
                  {s.name}
                </Link>
                <Link href={`tel:${s.phone}`} variant="body2">
                  {s.phone}
                </Link>
              </TableCell>
              <TableCell>
                {s.session_mode ? t(`admin.modes.${s.session_mode as 'video' | 'phone' | 'in_person'}`) : '—'}
                {s.session_detail && (
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {s.session_mode === 'video' ? (
                      <Link href={s.session_detail} target="_blank" rel="noopener noreferrer">
                        {t('sessions.join')}
                      </Link>
                    ) : (
                      s.session_detail
                    )}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {s.appointment_status === 'cancelled' ? (
                  <Chip size="small" variant="outlined" label={t(s.late_cancel ? 'sessions.cancelledLate' : 'sessions.cancelled')} />
                ) : s.attendance ? (
                  <Chip size="small" label={t(`sessions.marked.${s.attendance as 'attended' | 'no_show'}`)} />
                ) : sessionStarted(s) ? (
                  <AttendanceButtons session={s} compact />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('sessions.notYet')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </Paper>
  );
}
