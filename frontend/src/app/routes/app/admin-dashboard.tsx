import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';

/** /admin/dashboard and /admin/edit (the same screen). */
export function AdminDashboardPage() {
  return <AdminDashboard />;
}
