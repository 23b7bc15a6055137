import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The admin's dashboard (counts and charts come with the content and appointment areas). */
export function AdminDashboard() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('admin.title'));
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 1 }}>
        {t('admin.title')}
      </Typography>
      <Typography color="text.secondary">{t('admin.intro')}</Typography>
    </Box>
  );
}
