import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import type { AppointmentRequest, AppointmentResponse, UserInfo } from '@/lib/api/types';
import { getMeQueryOptions } from '@/lib/me';
import { queryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { featureMessages, useForm } from '@/lib/use-form';
import { normalizeDigits, trimSpace } from '@/lib/validation';
import { formatDay, lastBookableDay, serviceNow, serviceToday, to12h, to24h } from '@/lib/service-day';
import { validateAppointment, type AppointmentValues, type CareValidationKey } from './validation';

/**
 * A new request: now (today and this time, in the service's zone, as the spec asks), the person's name and e-mail
 * from the session, and their phone from `/me` when it is loaded (the session never stores it).
 */
export function newAppointmentValues(): AppointmentValues {
  const session = getSession();
  const me = queryClient.getQueryData<UserInfo>(getMeQueryOptions().queryKey);
  return {
    appointment_date: serviceToday(),
    appointment_time: serviceNow(),
    appointment_name: session?.user_display_name ?? '',
    appointment_email: session?.user_email ?? '',
    appointment_phone: me?.contact_number ?? '',
  };
}

export function editAppointmentValues(appointment: AppointmentResponse): AppointmentValues {
  return {
    appointment_date: appointment.date,
    appointment_time: to24h(appointment.time),
    appointment_name: appointment.name,
    appointment_email: appointment.email,
    appointment_phone: appointment.phone,
  };
}

/** The body the server takes: `hh:mm AM/PM`, trimmed text, ASCII digits; always `requested`; with `counsellorId`, that counsellor's slot. */
export function appointmentBody(values: AppointmentValues, counsellorId: number | null = null): AppointmentRequest {
  return {
    appointment_date: values.appointment_date.trim(),
    appointment_time: to12h(values.appointment_time.trim()),
    appointment_name: trimSpace(values.appointment_name),
    appointment_email: trimSpace(values.appointment_email),
    appointment_phone: normalizeDigits(values.appointment_phone),
    appointment_status: 'requested',
    counsellor_id: counsellorId,
  };
}

/**
 * The form's state; `taken` are the days that already have one of the person's appointments, `horizonDays` how far
 * ahead a date may be (the site config's `booking_horizon_days`; undefined while it loads). `today` and `last` are
 * the first and last day a request may name.
 */
export function useAppointmentForm(initial: AppointmentValues, taken: ReadonlySet<string>, horizonDays: number | undefined) {
  const today = serviceToday();
  const last = lastBookableDay(today, horizonDays);
  const form = useForm<AppointmentValues, CareValidationKey>(initial, (values) => validateAppointment(values, { today, last, taken }));
  return { ...form, today, last };
}

export type AppointmentFormState = ReturnType<typeof useAppointmentForm>;

/**
 * Date, time, name, e-mail and phone, with the client's and the server's messages on each field. With `freeTimes`
 * (a counsellor is chosen), the time is one of that day's free starts (`HH:MM`), chosen from a list.
 */
export function AppointmentFields({ form, idPrefix, freeTimes }: { form: AppointmentFormState; idPrefix: string; freeTimes?: readonly string[] | undefined }) {
  const { t, i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  const { textField } = featureMessages(form, (key) => t(`validation.${key}`));
  const field = (name: keyof AppointmentValues) => ({ ...textField(name), id: `${idPrefix}-${name}` });
  return (
    <>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          {...field('appointment_date')}
          type="date"
          label={t('form.date')}
          helperText={form.last ? t('form.dateHelpUntil', { last: formatDay(form.last, language) }) : t('form.dateHelp')}
          required
          slotProps={{ htmlInput: { min: form.today, max: form.last }, inputLabel: { shrink: true } }}
        />
        {freeTimes === undefined ? (
          <FormTextField {...field('appointment_time')} type="time" label={t('form.time')} required slotProps={{ inputLabel: { shrink: true } }} />
        ) : (
          <FormTextField
            {...field('appointment_time')}
            select
            label={t('form.freeTime')}
            required
            disabled={freeTimes.length === 0}
            helperText={freeTimes.length > 0 ? undefined : form.values.appointment_date ? t('form.noFreeTime') : t('form.pickDay')}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {freeTimes.map((start) => (
              <MenuItem key={start} value={start}>
                {start}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Box>
      <FormTextField {...field('appointment_name')} label={t('form.name')} required autoComplete="name" />
      <FormTextField {...field('appointment_email')} type="email" label={t('form.email')} required autoComplete="email" />
      <FormTextField {...field('appointment_phone')} type="tel" label={t('form.phone')} required autoComplete="tel" />
    </>
  );
}
