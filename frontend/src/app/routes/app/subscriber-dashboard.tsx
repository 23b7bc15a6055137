import { SubscriberDashboard } from '@/features/dashboard/components/subscriber-dashboard';

/** /dashboard and /subscriber/edit (the same screen). */
export function SubscriberDashboardPage() {
  return <SubscriberDashboard />;
}
