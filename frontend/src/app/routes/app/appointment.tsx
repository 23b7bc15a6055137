import { AppointmentScreen } from '@/features/appointments/components/appointment-screen';

/** The subscriber's appointments: request one (with the calendar), and see, edit or delete them. */
export function AppointmentPage() {
  return <AppointmentScreen />;
}
