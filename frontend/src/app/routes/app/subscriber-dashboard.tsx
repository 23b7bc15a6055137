import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { SubscriberDashboard } from '@/features/dashboard/components/subscriber-dashboard';

// The check-in trends (and their catalog) are their own chunk, so the dashboard's first paint does not wait for them.
const CheckInTrends = lazy(() => import('@/features/check-ins/components/check-in-trends'));

/** /dashboard and /subscriber/edit (the same screen). */
export function SubscriberDashboardPage() {
  return (
    <SubscriberDashboard
      checkIns={
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <CheckInTrends linkToCheckIns />
        </Suspense>
      }
    />
  );
}
