/** An appointment's states (spec section 4), in the order the switches show them. */
export const APPOINTMENT_STATUSES = ['requested', 'approved', 'unapproved'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const isAppointmentStatus = (value: string): value is AppointmentStatus => (APPOINTMENT_STATUSES as readonly string[]).includes(value);
