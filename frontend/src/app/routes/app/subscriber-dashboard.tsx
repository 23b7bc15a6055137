import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInTrendsSkeleton } from '@/features/check-ins/components/check-in-trends-skeleton';
import { SubscriberDashboard } from '@/features/dashboard/components/subscriber-dashboard';

// The check-in trends (and their catalog) are their own chunk, so the dashboard's first paint does not wait for them.
const CheckInTrends = lazy(() => import('@/features/check-ins/components/check-in-trends'));

/** /dashboard and /subscriber/edit (the same screen). */
export function SubscriberDashboardPage() {
  const { t } = useTranslation();
  return (
    <SubscriberDashboard
      checkIns={
        <Suspense fallback={<CheckInTrendsSkeleton label={t('loading')} />}>
          <CheckInTrends linkToCheckIns />
        </Suspense>
      }
    />
  );
}
