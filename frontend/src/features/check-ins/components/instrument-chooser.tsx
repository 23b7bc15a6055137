import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InstrumentList } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { CHECK_IN_CODES, type CheckInCode } from '../api/instrument-code';
import { formatMoment } from '@/lib/service-day';

type Props = { instruments: InstrumentList; onStart: (code: CheckInCode) => void; focusHeading?: boolean };

/** Both instruments side by side; one taken in the last 7 days says from when it can be taken again, and cannot be started. */
export function InstrumentChooser({ instruments, onStart, focusHeading = false }: Props) {
  const { t, i18n } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <Box component="section" aria-labelledby="check-in-choose-title" sx={{ mb: 4 }}>
      <Typography variant="h2" id="check-in-choose-title" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2, outline: 'none' }}>
        {t('choose.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {CHECK_IN_CODES.map((code) => {
          const instrument = instruments[code];
          const next = instrument.next_available_at;
          const titleId = `check-in-${code}-card-title`;
          const statusId = `check-in-${code}-card-status`;
          return (
            <Paper key={code} variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography variant="h3" id={titleId} sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                {instrument.title}
              </Typography>
              <Typography color="text.secondary">
                {t(`topics.${code}`)} · {t('choose.length', { number: formatNumber(instrument.items.length, language) })}
              </Typography>
              <Typography id={statusId} sx={{ flexGrow: 1 }}>
                {next ? t('choose.nextAt', { date: formatMoment(next, language) }) : t('choose.ready')}
              </Typography>
              <Box>
                <Button
                  variant="contained"
                  disabled={Boolean(next)}
                  onClick={() => onStart(code)}
                  aria-label={t('choose.startNamed', { name: t(`names.${code}`) })}
                  aria-describedby={statusId}
                >
                  {t('choose.start')}
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
