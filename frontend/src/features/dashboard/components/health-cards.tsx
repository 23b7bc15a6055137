import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** Spec section 2: four static cards with fixed percentages, for display only (no health data is collected). */
export const SAMPLE_HEALTH = [
  { key: 'heart', percent: 78 },
  { key: 'lung', percent: 85 },
  { key: 'bloodPressure', percent: 64 },
  { key: 'bodyWeight', percent: 70 },
] as const;

export function HealthCards() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box component="section" aria-labelledby="health-title" aria-describedby="health-sample-note">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h2" id="health-title" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('subscriber.health.title')}
        </Typography>
        <Typography id="health-sample-note" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {t('subscriber.health.sample')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {SAMPLE_HEALTH.map(({ key, percent }) => {
          const label = t(`subscriber.health.${key}`);
          const value = formatNumber(percent / 100, language, { style: 'percent' });
          return (
            <Paper key={key} variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Chip size="small" variant="outlined" label={t('subscriber.health.sampleTag')} />
              </Box>
              <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, color: 'primary.dark' }}>{value}</Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('subscriber.health.meterLabel', { name: label })}
                aria-valuetext={value}
                sx={{ mt: 1, height: 8, borderRadius: 4 }}
              />
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
