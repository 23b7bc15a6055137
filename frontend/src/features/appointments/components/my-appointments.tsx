import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import type { AppointmentResponse } from '@/lib/api/types';
import { pageAfterRemoval } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useConfirmation } from '@/lib/use-confirmation';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useDeleteAppointment } from '../api/delete-appointment';
import { USER_APPOINTMENTS_PER_PAGE, useUserAppointmentOverview, useUserAppointments } from '../api/list-user-appointments';
import { holdsItsDay, type AppointmentStatus } from '../api/status';
import { useUpdateAppointment } from '../api/update-appointment';
import { AppointmentFields, appointmentBody, editAppointmentValues, useAppointmentForm } from './appointment-form';
import { formatDay, sessionStarted } from '@/lib/service-day';
import { CancelSessionDialog } from './cancel-session-dialog';
import { DecisionNote, hasDecisionNote } from './decision-note';
import { StatusSwitch } from './status-switch';
import { StatusTag } from './status-tag';

const COLUMNS = ['sl', 'date', 'time', 'name', 'email', 'phone', 'status', 'actions'] as const;

type Props = { userId: number; horizonDays: number | undefined; cancelNoticeHours?: number | undefined };

/**
 * 'See Appointments': the person's appointments of one status, 15 a page; requested ones can be edited or deleted,
 * an approved one that has not started can be cancelled (never refused for being late; it is only noted).
 * Under a decided one, a second line says how the session happens or why it was not approved; it stays in view
 * while a narrow screen scrolls the table sideways.
 */
export function MyAppointments({ userId, horizonDays, cancelNoticeHours }: Props) {
  const { t, i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  const [status, setStatus] = useState<AppointmentStatus>('requested');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AppointmentResponse | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentResponse | null>(null);
  const deletion = useConfirmation<AppointmentResponse>();
  const appointments = useUserAppointments({ userId, status, page });
  const remove = useDeleteAppointment();
  const data = appointments.data;

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate({ params: { path: { id: deletion.target.id } } }, deletion.settle(() => setPage(pageAfterRemoval(page, data?.items.length ?? 0))));
  };

  return (
    <Box>
      <StatusSwitch
        label={t('list.switchLabel')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        counts={data?.counts}
        total={data?.total}
      />
      <PagedTable
        query={appointments}
        label={t('list.tableLabel')}
        columns={COLUMNS.map((column) => t(`list.columns.${column}`))}
        emptyTitle={t('list.empty')}
        perPage={USER_APPOINTMENTS_PER_PAGE}
        onPage={setPage}
        rowKey={(appointment) => appointment.id}
        rowProps={(appointment) => ({ sx: hasDecisionNote(appointment) ? { '& > td': { borderBottom: 0 } } : undefined })}
        cells={(appointment) => {
          const date = formatDay(appointment.date, language);
          return (
            <>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{appointment.time}</TableCell>
              <TableCell>{appointment.name}</TableCell>
              <TableCell>{appointment.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{appointment.phone}</TableCell>
              <TableCell>
                <StatusTag status={appointment.appointment_status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {appointment.appointment_status === 'requested' ? (
                  <>
                    <Button size="small" onClick={() => setEditing(appointment)} aria-label={t('list.editNamed', { date })}>
                      {t('list.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => deletion.ask(appointment)} aria-label={t('list.deleteNamed', { date })}>
                      {t('list.delete')}
                    </Button>
                  </>
                ) : appointment.appointment_status === 'approved' && !sessionStarted(appointment) ? (
                  <Button size="small" color="error" onClick={() => setCancelling(appointment)} aria-label={t('cancel.named', { date })}>
                    {t('cancel.button')}
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('list.noActions')}
                  </Typography>
                )}
              </TableCell>
            </>
          );
        }}
        after={(appointment) =>
          hasDecisionNote(appointment) && (
            <TableRow data-note-for={appointment.id}>
              <TableCell colSpan={COLUMNS.length} sx={{ pt: 0 }}>
                <Box sx={{ position: 'sticky', left: 16, maxWidth: 'min(100%, calc(100vw - 72px))', overflowWrap: 'anywhere' }}>
                  <DecisionNote appointment={appointment} />
                </Box>
              </TableCell>
            </TableRow>
          )
        }
      />
      <EditAppointmentDialog userId={userId} horizonDays={horizonDays} appointment={editing} onClose={() => setEditing(null)} />
      <CancelSessionDialog appointment={cancelling} noticeHours={cancelNoticeHours} onClose={() => setCancelling(null)} />
      <ConfirmDialog
        open={deletion.target !== null}
        onClose={deletion.close}
        id="delete-appointment"
        title={t('list.deleteTitle')}
        text={t('list.confirmDelete', { date: deletion.target ? formatDay(deletion.target.date, language) : '', time: deletion.target?.time ?? '' })}
        confirmLabel={t('list.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Box>
  );
}

type EditProps = { userId: number; horizonDays: number | undefined; appointment: AppointmentResponse | null; onClose: () => void };

/** 'Edit Appointment': the request form for one requested appointment; it is resubmitted as requested. */
function EditAppointmentDialog({ userId, horizonDays, appointment, onClose }: EditProps) {
  const { t } = useTranslation('care');
  return (
    <Dialog open={appointment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-appointment-title">
      {appointment && <EditAppointmentForm key={appointment.id} userId={userId} horizonDays={horizonDays} appointment={appointment} onClose={onClose} />}
      {!appointment && <DialogTitle id="edit-appointment-title">{t('form.editTitle')}</DialogTitle>}
    </Dialog>
  );
}

function EditAppointmentForm({ userId, horizonDays, appointment, onClose }: Omit<EditProps, 'appointment'> & { appointment: AppointmentResponse }) {
  const { t } = useTranslation('care');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const overview = useUserAppointmentOverview(userId);
  const items = overview.data?.items;
  // Its own day stays choosable.
  const taken = useMemo(() => new Set((items ?? []).filter((a) => a.id !== appointment.id && holdsItsDay(a)).map((a) => a.date)), [items, appointment.id]);
  const form = useAppointmentForm(editAppointmentValues(appointment), taken, horizonDays);
  const update = useUpdateAppointment();

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { params: { path: { id: appointment.id } }, body: appointmentBody(values) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => void handleError(error, form.setServerErrors),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="edit-appointment-title">{t('form.editTitle')}</DialogTitle>
      <DialogContent>
        <AppointmentFields form={form} idPrefix="edit" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('form.update')}
        </Button>
      </DialogActions>
    </form>
  );
}
