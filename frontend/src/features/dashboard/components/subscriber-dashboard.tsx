import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

/** The subscriber's dashboard: a greeting and the way to self-care. */
export function SubscriberDashboard() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('sidebar.dashboard'));
  const name = useSessionStore((s) => s.session?.user_display_name ?? '');
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 1 }}>
        {t('subscriber.hello')} {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        {t('subscriber.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: '1 1 260px' }}>{t('subscriber.selfCareHint')}</Typography>
        <Button component={RouterLink} to={paths.selfCare.path} variant="contained">
          {t('subscriber.getStarted')}
        </Button>
      </Paper>
    </Box>
  );
}
