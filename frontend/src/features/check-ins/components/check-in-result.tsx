import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { CheckIn, Instrument } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import type { CheckInCode } from '../api/instrument-code';
import { maxScore, useBandLabel } from './bands';

type Props = {
  code: CheckInCode;
  instrument: Instrument;
  result: CheckIn;
  onOpenHelp: () => void;
  onDone: () => void;
};

/** The score, its band (label and the instrument's own text for it), and ways on: an appointment and the safety plan. */
export function CheckInResult({ code, instrument, result, onOpenHelp, onDone }: Props) {
  const { t, i18n } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const bandLabel = useBandLabel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the questions (or the help message): take the reader to it.
  useEffect(() => headingRef.current?.focus(), []);
  const band = instrument.bands.find((b) => b.band === result.band);
  const max = maxScore(instrument);
  return (
    <Box component="section" aria-labelledby="check-in-result-title">
      <Typography variant="h2" id="check-in-result-title" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2, outline: 'none' }}>
        {t('result.heading', { name: t(`names.${code}`) })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0, mb: 2 }}>
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(31,111,107,0.06)' }}>
          <Typography component="dt" color="text.secondary">
            {t('result.score')}
          </Typography>
          <Typography component="dd" data-testid="check-in-score" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, color: 'primary.dark' }}>
            {t('result.outOf', { score: formatNumber(result.score, language), max: formatNumber(max, language) })}
          </Typography>
        </Box>
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(31,111,107,0.06)' }}>
          <Typography component="dt" color="text.secondary">
            {t('result.level')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, color: 'primary.dark' }}>
            {bandLabel(result.band)}
          </Typography>
        </Box>
      </Box>
      {band && <Typography sx={{ mb: 1 }}>{band.text}</Typography>}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('result.notDiagnosis')}
      </Typography>
      {result.help_suggested && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          <Box component="p" sx={{ m: 0 }}>
            {t('result.helpReminder')}
          </Box>
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" size="small" onClick={onOpenHelp}>
              {t('help.openAgain')}
            </Button>
          </Box>
        </Alert>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {t('result.nextSteps')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.appointment.path} variant="contained">
          {t('result.appointment')}
        </Button>
        <Button component={RouterLink} to={paths.safetyPlan.path} variant="outlined">
          {t('result.safetyPlan')}
        </Button>
        <Button variant="text" onClick={onDone}>
          {t('result.done')}
        </Button>
      </Box>
    </Box>
  );
}
