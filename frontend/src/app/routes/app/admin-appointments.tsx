import { AdminAppointments } from '@/features/appointments/components/admin-appointments';

/** The admin's appointments: approve, unapprove and undo. */
export function AdminAppointmentsPage() {
  return <AdminAppointments />;
}
