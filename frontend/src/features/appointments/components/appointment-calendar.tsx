import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { holdsItsDay, isAppointmentStatus, type AppointmentStatus } from '../api/status';
import { addDays, addMonths, dayOfMonth, formatDay, formatMonth, weekday, weekdayNames } from '@/lib/service-day';
import { calendarColor } from './status-colors';

type Props = {
  today: string;
  appointments: readonly AppointmentResponse[];
  selected: string;
  /** The last day a request may name (the booking horizon); later days are shown but cannot be chosen. */
  bookableUntil: string | undefined;
  onPick: (date: string) => void;
  /** With a counsellor chosen: the days that have one of their free times; the others cannot be chosen. */
  openDays?: ReadonlySet<string> | undefined;
};

/** The days from `today` to one month ahead, a week a row, Sunday first. */
function weeks(today: string, last: string): (string | null)[][] {
  const start = addDays(today, -weekday(today));
  const rows: (string | null)[][] = [];
  for (let day = start; day <= last || rows.length === 0; ) {
    const row: (string | null)[] = [];
    for (let i = 0; i < 7; i += 1, day = addDays(day, 1)) row.push(day >= today && day <= last ? day : null);
    rows.push(row);
  }
  return rows;
}

/**
 * The month ahead (spec section 2): each day with one of the person's appointments is coloured by its status and
 * named with it for screen readers, and cannot be chosen; nor can a day after the booking horizon; a free day
 * fills in the form's date.
 */
export function AppointmentCalendar({ today, appointments, selected, bookableUntil, onPick, openDays }: Props) {
  const { t, i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  const last = addMonths(today, 1);
  const byDate = new Map<string, AppointmentStatus>();
  for (const a of appointments) if (isAppointmentStatus(a.appointment_status) && holdsItsDay(a)) byDate.set(a.date, a.appointment_status);
  const shortNames = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id="appointment-calendar-heading" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 0.5 }}>
        {t('calendar.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('calendar.hint')}
      </Typography>
      <Box
        component="table"
        aria-labelledby="appointment-calendar-heading"
        sx={{ width: '100%', borderCollapse: 'separate', borderSpacing: 4, tableLayout: 'fixed' }}
      >
        <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, pb: 0.5 }}>
          {t('calendar.caption', { from: formatDay(today, language), to: formatDay(last, language) })}
        </Box>
        <thead>
          <tr>
            {shortNames.map((name, i) => (
              <Box component="th" scope="col" key={name} abbr={longNames[i]} sx={{ fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary' }}>
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks(today, last).map((row, r) => (
            <tr key={r}>
              {row.map((day, c) => {
                if (!day) return <td key={c} />;
                const status = byDate.get(day);
                const tooFarForAll = !status && bookableUntil !== undefined && day > bookableUntil;
                const noSlot = !status && !tooFarForAll && openDays !== undefined && !openDays.has(day);
                const tooFar = tooFarForAll || noSlot;
                const full = formatDay(day, language, 'full');
                const label = status
                  ? t('calendar.dayWithStatus', { date: full, status: t(`status.${status}`) })
                  : tooFarForAll
                    ? t('calendar.dayTooFar', { date: full })
                    : noSlot
                      ? t('calendar.dayNoSlot', { date: full })
                      : full;
                const firstOfMonth = day === today || dayOfMonth(day) === 1;
                return (
                  <Box component="td" key={day} sx={{ p: 0 }}>
                    <ButtonBase
                      aria-label={label}
                      aria-pressed={status || tooFar ? undefined : day === selected}
                      disabled={Boolean(status) || tooFar}
                      data-status={status ?? (tooFarForAll ? 'too-far' : noSlot ? 'no-slot' : 'free')}
                      onClick={() => onPick(day)}
                      sx={(theme) => ({
                        width: '100%',
                        minHeight: 40,
                        flexDirection: 'column',
                        borderRadius: 1,
                        fontWeight: status || day === today ? 700 : 400,
                        border: `2px solid ${day === selected ? theme.palette.primary.dark : 'transparent'}`,
                        outlineOffset: 2,
                        ...(status
                          ? { bgcolor: calendarColor(theme, status), color: theme.palette.common.white }
                          : tooFar
                            ? { color: theme.palette.text.disabled, textDecoration: 'line-through' }
                            : { bgcolor: theme.palette.action.hover, '&:hover': { bgcolor: theme.palette.action.selected } }),
                        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.dark}` },
                      })}
                    >
                      {firstOfMonth && (
                        <Box component="span" aria-hidden sx={{ fontSize: '0.65rem', lineHeight: 1 }}>
                          {formatMonth(day, language).split(' ')[0]}
                        </Box>
                      )}
                      <span aria-hidden>{formatNumber(dayOfMonth(day), language)}</span>
                    </ButtonBase>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box component="ul" aria-label={t('calendar.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {(['approved', 'unapproved', 'requested'] as const satisfies readonly AppointmentStatus[]).map((status) => (
          <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box aria-hidden data-legend={status} sx={(theme) => ({ width: 14, height: 14, borderRadius: 0.5, bgcolor: calendarColor(theme, status) })} />
            <Typography variant="body2">{t(`status.${status}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
