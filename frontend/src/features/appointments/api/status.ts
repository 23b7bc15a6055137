import { serviceNow, serviceToday, to24h } from '@/lib/service-day';

/** An appointment's states (spec section 4, and `cancelled` by its owner), in the order the switches show them. */
export const APPOINTMENT_STATUSES = ['requested', 'approved', 'unapproved', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const isAppointmentStatus = (value: string): value is AppointmentStatus => (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Whether an appointment still takes its day: a cancelled one gives it back (it can be asked for again). */
export const holdsItsDay = (appointment: { appointment_status: string }) => appointment.appointment_status !== 'cancelled';

/**
 * Whether a session of `date` (`YYYY-MM-DD`) at `time` (`hh:mm AM`) has started at `now`, in the service's zone: the
 * server's rule (409 `session_started` on a cancel), whose cases both sides read (crates/domain/src/care/cancel-cases.json).
 * The server has the last word; this only decides whether "Cancel session" is offered.
 */
export const sessionStarted = ({ date, time }: { date: string; time: string }, now: Date = new Date()): boolean => {
  const today = serviceToday(now);
  return date < today || (date === today && to24h(time) <= serviceNow(now));
};
