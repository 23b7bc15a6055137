import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublishedCounts, useRegistrationCounts } from '../api/admin-counts';
import { AdminCountCards } from './admin-count-cards';
import { TextBudgetNotice } from './text-budget-notice';
import { UsersCountCard } from './users-count-card';

/** The admin's dashboard (spec 'Admin dashboard'): the 'Users Count' chart, then the content and appointment counts, each a link to its list. */
export function AdminDashboard() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('admin.title'));
  const registrations = useRegistrationCounts();
  const counts = usePublishedCounts();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, minWidth: 0 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark' }}>
        {t('admin.title')}
      </Typography>
      <TextBudgetNotice />
      <UsersCountCard
        months={registrations.data}
        isPending={registrations.isPending}
        isError={registrations.isError}
        onRetry={() => void registrations.refetch()}
      />
      <AdminCountCards counts={counts.data} isPending={counts.isPending} isError={counts.isError} onRetry={() => void counts.refetch()} />
    </Box>
  );
}
