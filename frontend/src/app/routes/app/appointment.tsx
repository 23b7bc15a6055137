import { AppointmentScreen } from '@/features/appointments/components/appointment-screen';
import { useSiteConfig } from '@/features/site-config/api/get-site-config';

/** The subscriber's appointments: request one (with the calendar), and see, edit or delete them, or cancel an approved session; dates up to the server's booking horizon. */
export function AppointmentPage() {
  const config = useSiteConfig();
  return <AppointmentScreen bookingHorizonDays={config.data?.booking_horizon_days} cancelNoticeHours={config.data?.cancel_notice_hours} />;
}
