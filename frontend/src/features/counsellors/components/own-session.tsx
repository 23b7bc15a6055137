import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { AppointmentResponse } from '@/lib/api/types';
import { formatDay, sessionStarted } from '@/lib/service-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackLink, NotTheirs, ReadFailed, isNotTheirs, parsePathId } from './own-page-parts';
import { useOwnSession } from '../api/counsellors';
import { AttendanceButtons } from './attendance-buttons';
import { SessionNotes } from './session-notes';

type Mode = 'video' | 'phone' | 'in_person';

/** A video-call address the page may link to (the server takes only http:// and https:// ones). */
const isWebAddress = (value: string | null | undefined): value is string => Boolean(value && /^https?:\/\/\S+$/i.test(value.trim()));

/**
 * /counsellor/sessions/:id (COUNSELLOR): one of the counsellor's own sessions: when, with whom (a phone link and the
 * e-mail), how it happens (the video call's link), whether the client cancelled it, and, once it has started, whether
 * the client came, and the counsellor's private notes on it. Anyone else's session (404) reads as "not among yours".
 */
export function OwnSession({ id: rawId }: { id: string | undefined }) {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('session.pageTitle'));
  const id = parsePathId(rawId);
  const session = useOwnSession(id);
  if (id === null || (session.isError && isNotTheirs(session.error))) return <NotTheirs title={t('session.notYours')} body={t('session.notYoursBody')} />;
  if (session.isError) return <ReadFailed onRetry={() => void session.refetch()} />;
  if (session.isPending) return <PageSkeleton />;
  return <SessionDetails session={session.data} />;
}

/** One term and its value of the session's list. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function SessionDetails({ session: s }: { session: AppointmentResponse }) {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const cancelled = s.appointment_status === 'cancelled';
  const mode = s.session_mode as Mode | null | undefined;
  const started = sessionStarted(s);

  const how = (): ReactNode => {
    if (!mode) return t('session.modeUnknown');
    if (mode === 'video') {
      return (
        <>
          {t('admin.modes.video')}
          {isWebAddress(s.session_detail) ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <Link href={s.session_detail.trim()} target="_blank" rel="noopener noreferrer">
                {t('session.joinVideo')}
              </Link>
            </Box>
          ) : (
            s.session_detail && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {s.session_detail}
              </Box>
            )
          )}
        </>
      );
    }
    return (
      <>
        {t(`admin.modes.${mode}`)}
        {s.session_detail && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {s.session_detail}
          </Box>
        )}
      </>
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 820 }}>
      <BackLink />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, color: 'primary.dark', mb: 2, overflowWrap: 'anywhere' }}>
        {t('session.title', { name: s.name })}
      </Typography>
      {cancelled && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip color="warning" variant="outlined" label={t('sessions.cancelled')} />
          {s.late_cancel && <Chip color="warning" label={t('session.late')} />}
        </Box>
      )}
      <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 3 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Item term={t('session.date')}>
            <time dateTime={s.date}>{formatDay(s.date, language, 'full')}</time>
          </Item>
          <Item term={t('session.time')}>{s.time}</Item>
          <Item term={t('session.client')}>
            <Link component={RouterLink} to={paths.counsellor.client.to(s.user_id)} aria-label={t('client.open', { name: s.name })}>
              {s.name}
            </Link>
          </Item>
          <Item term={t('session.phone')}>
            <Link href={`tel:${s.phone}`}>{s.phone}</Link>
          </Item>
          <Item term={t('session.email')}>
            <Link href={`mailto:${s.email}`}>{s.email}</Link>
          </Item>
          <Item term={t('session.how')}>{how()}</Item>
          <Item term={t('session.status')}>
            {cancelled ? (s.late_cancel ? `${t('sessions.cancelled')} · ${t('session.late')}` : t('sessions.cancelled')) : t('session.planned')}
          </Item>
        </Box>
      </Paper>
      {!cancelled && (
        <Paper variant="outlined" component="section" aria-labelledby="session-attendance" sx={{ p: 2 }}>
          <Typography id="session-attendance" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('session.attendance')}
          </Typography>
          {started ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
                {s.attendance ? t('session.recorded', { value: t(`sessions.marked.${s.attendance as 'attended' | 'no_show'}`) }) : t('session.askAttendance')}
              </Typography>
              <AttendanceButtons session={s} />
            </>
          ) : (
            <Typography color="text.secondary">{t('session.notStarted')}</Typography>
          )}
        </Paper>
      )}
      <SessionNotes sessionId={s.id} />
    </Box>
  );
}
