import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown instead of the result while help comes first: a warm word, the way back to the help panel, and the result
 * only when the person asks for it. No score is on the page while this shows.
 */
export function HelpFirst({ onShowResult, onOpenHelp }: { onShowResult: () => void; onOpenHelp: () => void }) {
  const { t } = useTranslation('check-ins');
  return (
    <Box component="section" aria-labelledby="check-in-help-title">
      <Typography variant="h2" id="check-in-help-title" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1 }}>
        {t('help.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('help.body')}</Typography>
      <Typography color="text.secondary">{t('help.later')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={onOpenHelp}>
          {t('help.openAgain')}
        </Button>
        <Button variant="outlined" onClick={onShowResult}>
          {t('help.showResult')}
        </Button>
      </Box>
    </Box>
  );
}
