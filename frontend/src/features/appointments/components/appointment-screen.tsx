import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/states';
import { useMe } from '@/lib/me';
import { useSessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useCreateAppointment } from '../api/create-appointment';
import { startsByDay, useFreeStarts, usePublishedCounsellors } from '../api/counsellor-slots';
import { useUserAppointmentOverview } from '../api/list-user-appointments';
import { holdsItsDay } from '../api/status';
import { AppointmentCalendar } from './appointment-calendar';
import { AppointmentFields, appointmentBody, newAppointmentValues, useAppointmentForm } from './appointment-form';
import { MyAppointments } from './my-appointments';

/** How long the submit button shows the success label (spec sections 4 and 9). */
export const SUCCESS_LABEL_MS = 3000;

const TABS = ['request', 'list'] as const;
type TabKey = (typeof TABS)[number];

type ScreenProps = {
  /** How many days after today a request may name (the site config's `booking_horizon_days`); undefined while it loads. */
  bookingHorizonDays: number | undefined;
  /** A cancellation closer than this to the start is noted as late (`cancel_notice_hours`); undefined while it loads. */
  cancelNoticeHours?: number | undefined;
};

/** The subscriber's appointments page: 'Request for appointment' and 'See Appointments'. */
export function AppointmentScreen({ bookingHorizonDays, cancelNoticeHours }: ScreenProps) {
  const { t } = useTranslation('care');
  useDocumentTitle(t('page.title'));
  const userId = useSessionStore((s) => s.session?.user_id);
  const [tab, setTab] = useState<TabKey>('request');
  if (userId === undefined) return null;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {t('page.title')}
      </Typography>
      <Tabs value={tab} onChange={(_, next: TabKey) => setTab(next)} aria-label={t('page.tabsLabel')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { flex: { xs: 1, sm: 'none' }, px: { xs: 1, sm: 2 } } }}>
        {TABS.map((key) => (
          <Tab key={key} value={key} id={`appointment-tab-${key}`} aria-controls={`appointment-panel-${key}`} label={t(key === 'request' ? 'page.requestTab' : 'page.listTab')} />
        ))}
      </Tabs>
      {TABS.map((key) => (
        <div key={key} role="tabpanel" id={`appointment-panel-${key}`} aria-labelledby={`appointment-tab-${key}`} hidden={tab !== key}>
          {tab === key &&
            (key === 'request' ? (
              <RequestPanel userId={userId} horizonDays={bookingHorizonDays} onShowList={() => setTab('list')} />
            ) : (
              <MyAppointments userId={userId} horizonDays={bookingHorizonDays} cancelNoticeHours={cancelNoticeHours} />
            ))}
        </div>
      ))}
    </Box>
  );
}

type Outcome = 'idle' | 'success' | 'failed';

type PanelProps = { userId: number; horizonDays: number | undefined; onShowList: () => void };

function RequestPanel({ userId, horizonDays, onShowList }: PanelProps) {
  const { t } = useTranslation('care');
  const handleError = useServerErrorHandler();
  const overview = useUserAppointmentOverview(userId);
  const items = overview.data?.items;
  const taken = useMemo(() => new Set((items ?? []).filter(holdsItsDay).map((a) => a.date)), [items]);
  const form = useAppointmentForm(newAppointmentValues(), taken, horizonDays);
  // The phone comes from /me (never stored in the session): filled in when it arrives, if the field is still empty.
  const me = useMe().data;
  const phone = me?.contact_number;
  const setFormValue = form.setValue;
  const phoneEmpty = !form.values.appointment_phone;
  useEffect(() => {
    if (phone && phoneEmpty) setFormValue('appointment_phone', phone);
    // Only when the profile arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);
  const create = useCreateAppointment();
  const counsellors = usePublishedCounsellors();
  // Continuity: the person's own counsellor (from /me) is chosen until they choose otherwise, while published.
  const own = me?.counsellor && counsellors.data?.items.some((c) => c.id === me.counsellor?.id) ? me.counsellor : undefined;
  // A profile's "Book a session" (`?counsellor={id}`) names one, who wins over their own while published.
  const [search] = useSearchParams();
  const asked = counsellors.data?.items.find((c) => String(c.id) === search.get('counsellor'));
  const [chosen, setCounsellorId] = useState<number | null | undefined>(undefined);
  const counsellorId = chosen === undefined ? (asked?.id ?? own?.id ?? null) : chosen;
  const free = useFreeStarts(counsellorId, form.today, form.last);
  const byDay = startsByDay(free.data?.slots);
  const openDays = counsellorId === null || free.data === undefined ? undefined : new Set(byDay.keys());
  const freeTimes = counsellorId === null ? undefined : (byDay.get(form.values.appointment_date) ?? []);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // The server's words when the person already has as many requests waiting as allowed: they stay in view (the toast goes).
  const [tooMany, setTooMany] = useState<string | null>(null);

  useEffect(() => {
    if (outcome !== 'success') return undefined;
    const timer = setTimeout(() => setOutcome('idle'), SUCCESS_LABEL_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const onSubmit = form.handleSubmit((values) => {
    setOutcome('idle');
    setTooMany(null);
    create.mutate(
      { body: appointmentBody(values, counsellorId) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setOutcome('success');
          form.reset(newAppointmentValues());
        },
        onError: (error) => {
          const apiError = handleError(error, form.setServerErrors);
          setOutcome('failed');
          if (apiError.code === 'too_many_open_requests') setTooMany(apiError.message);
        },
      },
    );
  });

  const label = outcome === 'success' ? t('form.submitted') : outcome === 'failed' ? t('form.failed') : t('form.submit');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" id="appointment-request-heading" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
          {t('form.heading')}
        </Typography>
        <form noValidate onSubmit={onSubmit} aria-labelledby="appointment-request-heading">
          {(counsellors.data?.items.length ?? 0) > 0 && (
            <TextField
              select
              fullWidth
              margin="normal"
              id="request-counsellor"
              label={t('form.counsellor')}
              value={counsellorId === null ? '' : String(counsellorId)}
              onChange={(event) => {
                setCounsellorId(event.target.value === '' ? null : Number(event.target.value));
                form.setValue('appointment_time', '');
              }}
              helperText={
                free.isError ? t('form.slotsFailed') : own && counsellorId === own.id ? t('form.ownCounsellor', { name: own.name }) : t('form.counsellorHelp')
              }
              error={free.isError}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('form.anyCounsellor')}</MenuItem>
              {counsellors.data?.items.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.title ? `${c.name}, ${c.title}` : c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <AppointmentFields form={form} idPrefix="request" freeTimes={freeTimes} />
          {tooMany && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={onShowList}>
                  {t('form.seeRequests')}
                </Button>
              }
            >
              {tooMany}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            color={outcome === 'success' ? 'success' : outcome === 'failed' ? 'error' : 'primary'}
            disabled={create.isPending}
            sx={{ mt: 2 }}
            fullWidth
          >
            {label}
          </Button>
        </form>
      </Paper>
      <Box>
        {overview.isError ? (
          <ErrorState message={t('calendar.loadFailed')} onRetry={() => void overview.refetch()} />
        ) : (
          <AppointmentCalendar
            today={form.today}
            appointments={items ?? []}
            selected={form.values.appointment_date}
            bookableUntil={form.last}
            openDays={openDays}
            onPick={(date) => form.setValue('appointment_date', date)}
          />
        )}
      </Box>
    </Box>
  );
}
