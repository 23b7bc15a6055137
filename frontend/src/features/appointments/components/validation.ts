// The appointment form's rules, mirroring the server's (crates/domain/src/care/appointment.rs, spec section 5):
// same rules, same texts (the `validation` keys of the care catalog).
import { email, registrationMobile } from '@/lib/validation';
import type en from '@/locales/en/care.json';

export type CareValidationKey = keyof (typeof en)['validation'];
type Errors<F extends string> = Partial<Record<F, readonly CareValidationKey[]>>;

export const NAME_MAX = 100;

/** The form's values, named like the request body so the server's field errors land on them; `appointment_time` is `HH:mm`. */
export type AppointmentValues = {
  appointment_date: string;
  appointment_time: string;
  appointment_name: string;
  appointment_email: string;
  appointment_phone: string;
};

/** The days a request may name: from `today` to `last` (the booking horizon; unknown until the site config is read). */
export type BookingDays = { today: string; last: string | undefined; taken: ReadonlySet<string> };

export function validateAppointment(v: AppointmentValues, { today, last, taken }: BookingDays): Errors<keyof AppointmentValues> {
  const errors: Errors<keyof AppointmentValues> = {};
  const date = v.appointment_date.trim();
  if (!date) errors.appointment_date = ['dateRequired'];
  else if (date < today) errors.appointment_date = ['dateInPast'];
  else if (last !== undefined && date > last) errors.appointment_date = ['dateTooFar'];
  else if (taken.has(date)) errors.appointment_date = ['dateTaken'];
  if (!v.appointment_time.trim()) errors.appointment_time = ['timeRequired'];
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.appointment_time.trim())) errors.appointment_time = ['timeInvalid'];
  const name = v.appointment_name.trim();
  if (!name) errors.appointment_name = ['nameRequired'];
  else if ([...name].length > NAME_MAX) errors.appointment_name = ['nameTooLong'];
  // The account rules' keys have the same names (and texts) in the care catalog.
  const mail = email(v.appointment_email) as CareValidationKey[];
  if (mail.length) errors.appointment_email = mail;
  const phone = registrationMobile(v.appointment_phone) as CareValidationKey[];
  if (phone.length) errors.appointment_phone = phone;
  return errors;
}
