import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { PLAN_SECTIONS, planBody, type PlanValues } from './validation';

/**
 * The plan as it prints: each section's title and its entries as a plain list, nothing to click. Shown only on
 * paper (the form is hidden there), so what is printed is what is on the screen now, saved or not.
 */
export function PlanPrint({ values, savedLine }: { values: PlanValues; savedLine: string }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const plan = planBody(values);
  return (
    <Box sx={{ display: 'none', displayPrint: 'block', color: '#000' }} data-testid="plan-print">
      <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {t('plan.title')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mb: 2 }}>
        {savedLine}
      </Typography>
      {PLAN_SECTIONS.map((section, index) => {
        const entries = section === 'people' ? plan.people.map((p) => (p.phone ? `${p.name}: ${p.phone}` : p.name)) : plan[section];
        const step = section === 'reasons_for_living' ? '' : `${formatNumber(index + 1, language)}. `;
        return (
          <Box key={section} sx={{ mb: 2, breakInside: 'avoid' }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {step}
              {t(`plan.sections.${section}.title`)}
            </Typography>
            {entries.length ? (
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {entries.map((entry, i) => (
                  <li key={i}>
                    <Typography sx={{ whiteSpace: 'pre-line' }}>{entry}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('plan.printEmpty')}</Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
