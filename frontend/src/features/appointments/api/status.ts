/** An appointment's states (spec section 4, and `cancelled` by its owner), in the order the switches show them. */
export const APPOINTMENT_STATUSES = ['requested', 'approved', 'unapproved', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const isAppointmentStatus = (value: string): value is AppointmentStatus => (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Whether an appointment still takes its day: a cancelled one gives it back (it can be asked for again). */
export const holdsItsDay = (appointment: { appointment_status: string }) => appointment.appointment_status !== 'cancelled';
