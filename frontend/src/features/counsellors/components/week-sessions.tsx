import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { AppointmentResponse } from '@/lib/api/types';
import { addDays, formatDay, serviceToday, to24h, weekdayName } from '@/lib/service-day';
import { useWeekSessions } from '../api/counsellors';

/** How many days the week view shows, today first. */
const DAYS = 7;

/** The days from `today` on, each with its approved sessions by their time. */
export function weekOf(today: string, sessions: readonly AppointmentResponse[]): { day: string; sessions: AppointmentResponse[] }[] {
  return Array.from({ length: DAYS }, (_, i) => {
    const day = addDays(today, i);
    const ofDay = sessions
      .filter((s) => s.date === day && s.appointment_status === 'approved')
      .sort((a, b) => to24h(a.time).localeCompare(to24h(b.time)) || a.id - b.id);
    return { day, sessions: ofDay };
  });
}

/**
 * The counsellor's next seven days on their dashboard, today first in the service's time zone: each day's approved
 * sessions (the time and the client's name, a link to the session's page), or "No sessions". An ordered list of days,
 * each under its heading, so a screen reader reads them in order; stacked on a phone, seven columns on a wide screen.
 */
export function WeekSessions() {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const sessions = useWeekSessions();
  const today = serviceToday();
  const data = sessions.data;
  const week = weekOf(today, data?.items ?? []);
  const lastDay = addDays(today, DAYS - 1);
  const last = data?.items.at(-1);
  // The first page may end inside the week: then some of its sessions are only in the list below.
  const cut = data !== undefined && data.total > data.items.length && last !== undefined && last.date <= lastDay;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="week-sessions" sx={{ p: 2, mb: 3 }}>
      <Typography id="week-sessions" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('week.title')}
      </Typography>
      {sessions.isError ? (
        <ErrorState onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <Typography color="text.secondary" role="status">
          {t('week.loading')}
        </Typography>
      ) : (
        <>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${DAYS}, minmax(0, 1fr))` },
            }}
          >
            {week.map(({ day, sessions: ofDay }, i) => (
              <Box
                component="li"
                key={day}
                sx={{ border: 1, borderColor: i === 0 ? 'primary.main' : 'divider', borderRadius: 1, p: 1, minWidth: 0 }}
              >
                <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                  {i === 0 ? t('week.today') : weekdayName(day, language, 'long')}{' '}
                  <Box component="span" sx={{ display: 'block', fontSize: '0.85rem', fontWeight: 400, color: 'text.secondary' }}>
                    <time dateTime={day}>{formatDay(day, language)}</time>
                  </Box>
                </Typography>
                {ofDay.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('week.none')}
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                    {ofDay.map((s) => (
                      <Box component="li" key={s.id} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
                        <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
                          {s.time}
                        </Typography>
                        <Link component={RouterLink} to={paths.counsellor.session.to(s.id)} variant="body2">
                          {s.name}
                        </Link>
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
          {cut && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('week.more')}
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
