import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { useUserStatus } from '../api/get-user-status';
import { HealthCards } from './health-cards';
import { ProfilePanel } from './profile-panel';
import { SleepCard } from './sleep-card';
import { ScreenHeading } from '@/components/ui/screen-heading';

/**
 * The subscriber's dashboard (spec section 2): greeting, sleep chart, sample health cards, and the profile panel.
 * `checkIns`: what another area shows under the sleep chart (the route composes it; a feature never imports another).
 */
export function SubscriberDashboard({ checkIns }: { checkIns?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('sidebar.dashboard'));
  const name = useSessionStore((s) => s.session?.user_display_name ?? '');
  const status = useUserStatus();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Box>
          <ScreenHeading
            title={
              <>
                {t('subscriber.hello')} {name}
              </>
            }
            intro={t('subscriber.intro')}
            introSx={{ maxWidth: 640 }}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: '1 1 260px' }}>{t('subscriber.selfCareHint')}</Typography>
            <Button component={RouterLink} to={paths.selfCare.path} variant="contained">
              {t('subscriber.getStarted')}
            </Button>
          </Paper>
        </Box>
        <SleepCard sleep={status.data?.sleep} isPending={status.isPending} isError={status.isError} onRetry={() => void status.refetch()} />
        {checkIns}
        <HealthCards />
      </Box>
      <ProfilePanel requested={status.data?.appointments.requested} />
    </Box>
  );
}
