import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PagedTable } from '@/components/ui/paged-table';
import type { AppointmentResponse } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { ALL_APPOINTMENTS_PER_PAGE, useAllAppointments } from '../api/list-all-appointments';
import { isAppointmentStatus, type AppointmentStatus } from '../api/status';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import { formatDay } from '@/lib/service-day';
import { ApproveDialog, UnapproveDialog, type DecisionErrors, type DecisionExtras, type SubmitDecision } from './decision-dialogs';
import { StatusSwitch } from './status-switch';
import { StatusTag } from './status-tag';

const COLUMNS = ['sl', 'date', 'time', 'name', 'email', 'contact', 'status', 'action'] as const;

/** The fields of the decision dialogs; a refusal naming one of them keeps the dialog open to correct it. */
const DIALOG_FIELDS = ['session_mode', 'session_detail', 'reason', 'counsellor_id'] as const;
const PLAIN: DecisionExtras = { session_mode: null, session_detail: null, reason: null, counsellor_id: null };

/** `?focus=` as an appointment id (a positive whole number), or null. */
function focusFrom(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * 'All Appointments': one status at a time, 15 a page; approve (saying how the session happens) or unapprove
 * (with a reason) requested ones, undo the others. `?status=` picks the status shown first and `?focus={id}`
 * (the admins' e-mail about a new request links so) marks that appointment's row, scrolls to it and says so.
 */
export function AdminAppointments() {
  const { t, i18n } = useTranslation('care');
  useDocumentTitle(t('admin.title'));
  const language = i18n.resolvedLanguage ?? 'en';
  const handleError = useServerErrorHandler();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status: AppointmentStatus = asked && isAppointmentStatus(asked) ? asked : 'requested';
  const focusId = focusFrom(searchParams.get('focus'));
  const [page, setPage] = useState(1);
  const [approving, setApproving] = useState<AppointmentResponse | null>(null);
  const [unapproving, setUnapproving] = useState<AppointmentResponse | null>(null);
  const appointments = useAllAppointments({ status, page });
  const move = useUpdateAppointmentStatus();
  const data = appointments.data;
  const focused = focusId === null ? undefined : data?.items.find((a) => a.id === focusId);

  // The row from the link is scrolled to and given the keyboard focus once, when it first shows.
  const focusedRow = useRef<HTMLTableRowElement | null>(null);
  const shownFocus = useRef<number | null>(null);
  useEffect(() => {
    const row = focusedRow.current;
    if (!row || !focused || shownFocus.current === focused.id) return;
    shownFocus.current = focused.id;
    row.scrollIntoView?.({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [focused]);

  const showStatus = (next: AppointmentStatus) => {
    // A new status is a new list; the link's row belonged to the old one.
    setSearchParams({ status: next }, { replace: true });
    setPage(1);
  };

  const decide = (appointment: AppointmentResponse, to: AppointmentStatus, extras: DecisionExtras = PLAIN, dialog?: { showErrors: (errors: DecisionErrors) => void; close: () => void }) => {
    move.mutate(
      { params: { path: { id: appointment.id }, query: { status, page, per_page: ALL_APPOINTMENTS_PER_PAGE } }, body: { appointment_status: to, ...extras } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          dialog?.close();
          if (appointment.id === focusId) setSearchParams({ status }, { replace: true });
          const { list } = result;
          if (list.items.length === 0 && list.page > 1) setPage(list.page - 1);
          else if (list.page !== page) setPage(list.page);
        },
        onError: (error) => {
          const apiError = handleError(error, dialog?.showErrors);
          // A refusal of what the dialog asked for stays open to be corrected; anything else (gone, decided by
          // someone else) closes it and reads the list again.
          if (dialog && DIALOG_FIELDS.some((field) => apiError.fieldErrors[field]?.length)) return;
          dialog?.close();
        },
      },
    );
  };

  const submitFor =
    (appointment: AppointmentResponse | null, to: AppointmentStatus, close: () => void): SubmitDecision =>
    (extras, showErrors) => {
      if (appointment) decide(appointment, to, extras, { showErrors, close });
    };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {t('admin.title')}
      </Typography>
      <StatusSwitch label={t('list.switchLabel')} value={status} onChange={showStatus} counts={data?.counts} total={data?.total} />
      {focusId !== null && (
        // In the page before the list arrives, so that what it then says is announced.
        <div role="status">
          {data && (
            <Alert severity={focused ? 'info' : 'warning'} role="note" sx={{ mb: 2 }}>
              {focused
                ? t('admin.focusShown', { name: focused.name, date: formatDay(focused.date, language), time: focused.time })
                : t('admin.focusMissing')}
            </Alert>
          )}
        </div>
      )}
      <PagedTable
        query={appointments}
        label={t('admin.tableLabel')}
        // Narrow cell padding, and names and addresses that wrap, keep the Action column in view at 1280 px.
        tableProps={{ sx: { '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } } }}
        columns={COLUMNS.map((column) => t(`admin.columns.${column}`))}
        emptyTitle={t('list.empty')}
        perPage={ALL_APPOINTMENTS_PER_PAGE}
        onPage={setPage}
        rowKey={(appointment) => appointment.id}
        rowProps={(appointment) => {
          const isFocus = appointment.id === focusId;
          return {
            selected: isFocus,
            ref: isFocus ? focusedRow : undefined,
            tabIndex: isFocus ? -1 : undefined,
            'aria-current': isFocus ? 'true' : undefined,
            'data-focus': isFocus ? 'true' : undefined,
            sx: isFocus ? (theme) => ({ boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`, outlineOffset: -2 }) : undefined,
          };
        }}
        cells={(appointment) => {
          const date = formatDay(appointment.date, language);
          const named = { name: appointment.name, date };
          return (
            <>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{appointment.time}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 80 }}>{appointment.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                <Link href={`mailto:${appointment.email}`}>{appointment.email}</Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link href={`tel:${appointment.phone}`}>{appointment.phone}</Link>
              </TableCell>
              <TableCell>
                <StatusTag status={appointment.appointment_status} />
                {appointment.late_cancel && (
                  <Typography variant="caption" component="div" color="text.secondary" data-late-cancel>
                    {t('admin.lateCancel')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {appointment.appointment_status === 'cancelled' ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.cancelledByClient')}
                  </Typography>
                ) : appointment.appointment_status === 'requested' ? (
                  <>
                    <DecisionButton color="success" label={t('admin.approve')} name={t('admin.approveNamed', named)} disabled={move.isPending} onClick={() => setApproving(appointment)} />
                    <DecisionButton color="error" label={t('admin.unapprove')} name={t('admin.unapproveNamed', named)} disabled={move.isPending} onClick={() => setUnapproving(appointment)} />
                  </>
                ) : (
                  <Button size="small" disabled={move.isPending} onClick={() => decide(appointment, 'requested')} aria-label={t('admin.undoNamed', named)}>
                    {t('admin.undo')}
                  </Button>
                )}
              </TableCell>
            </>
          );
        }}
      />
      <ApproveDialog
        appointment={approving}
        pending={move.isPending}
        onSubmit={submitFor(approving, 'approved', () => setApproving(null))}
        onClose={() => setApproving(null)}
      />
      <UnapproveDialog
        appointment={unapproving}
        pending={move.isPending}
        onSubmit={submitFor(unapproving, 'unapproved', () => setUnapproving(null))}
        onClose={() => setUnapproving(null)}
      />
    </Box>
  );
}

type DecisionButtonProps = { color: 'success' | 'error'; label: string; name: string; disabled: boolean; onClick: () => void };

/** A requested appointment's Approve or Unapprove: it opens that decision's dialog (`name` says for which appointment). */
function DecisionButton({ color, label, name, disabled, onClick }: DecisionButtonProps) {
  return (
    <Button size="small" color={color} disabled={disabled} onClick={onClick} aria-label={name} aria-haspopup="dialog">
      {label}
    </Button>
  );
}
