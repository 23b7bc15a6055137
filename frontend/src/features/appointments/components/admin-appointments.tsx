import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/ui/list-controls';
import { EmptyState, ErrorState } from '@/components/ui/states';
import type { AppointmentResponse } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { ALL_APPOINTMENTS_KEY, ALL_APPOINTMENTS_PER_PAGE, allAppointmentsQueryOptions, useAllAppointments } from '../api/list-all-appointments';
import type { AppointmentStatus } from '../api/status';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import { formatDay } from './dates';
import { StatusSwitch } from './status-switch';
import { StatusTag } from './status-tag';
import { HeaderRow, SkeletonRows } from '@/components/ui/table-parts';

const COLUMNS = ['sl', 'date', 'time', 'name', 'email', 'contact', 'status', 'action'] as const;

/** 'All Appointments': one status at a time, 15 a page; approve or unapprove requested ones, undo the others. */
export function AdminAppointments() {
  const { t, i18n } = useTranslation('care');
  useDocumentTitle(t('admin.title'));
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const handleError = useServerErrorHandler();
  const [status, setStatus] = useState<AppointmentStatus>('requested');
  const [page, setPage] = useState(1);
  const appointments = useAllAppointments({ status, page });
  const move = useUpdateAppointmentStatus();
  const data = appointments.data;

  const decide = (appointment: AppointmentResponse, to: AppointmentStatus) => {
    move.mutate(
      { params: { path: { id: appointment.id }, query: { status, page, per_page: ALL_APPOINTMENTS_PER_PAGE } }, body: { appointment_status: to, session_mode: null, session_detail: null, reason: null } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          // Other statuses' pages (and their counts) are stale now; they load again when shown.
          void queryClient.invalidateQueries({ queryKey: ALL_APPOINTMENTS_KEY, refetchType: 'none' });
          const { list } = result;
          if (list.items.length === 0 && list.page > 1) {
            setPage(list.page - 1);
            return;
          }
          queryClient.setQueryData(allAppointmentsQueryOptions({ status, page: list.page }).queryKey, list);
          if (list.page !== page) setPage(list.page);
        },
        onError: (error) => {
          handleError(error);
          void queryClient.invalidateQueries({ queryKey: ALL_APPOINTMENTS_KEY });
        },
      },
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {t('admin.title')}
      </Typography>
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
      {appointments.isError && <ErrorState onRetry={() => void appointments.refetch()} />}
      {data && data.items.length === 0 && <EmptyState title={t('list.empty')} />}
      {(appointments.isPending || (data && data.items.length > 0)) && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('admin.tableLabel')}>
              <HeaderRow labels={COLUMNS.map((column) => t(`admin.columns.${column}`))} />
              <TableBody>
                {appointments.isPending && <SkeletonRows columns={COLUMNS.length} />}
                {data?.items.map((appointment, index) => {
                  const date = formatDay(appointment.date, language);
                  const named = { name: appointment.name, date };
                  return (
                    <TableRow key={appointment.id} hover>
                      <TableCell>{formatNumber((data.page - 1) * data.per_page + index + 1, language)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{appointment.time}</TableCell>
                      <TableCell>{appointment.name}</TableCell>
                      <TableCell>
                        <Link href={`mailto:${appointment.email}`}>{appointment.email}</Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link href={`tel:${appointment.phone}`}>{appointment.phone}</Link>
                      </TableCell>
                      <TableCell>
                        <StatusTag status={appointment.appointment_status} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {appointment.appointment_status === 'requested' ? (
                          <>
                            <Button
                              size="small"
                              color="success"
                              disabled={move.isPending}
                              onClick={() => decide(appointment, 'approved')}
                              aria-label={t('admin.approveNamed', named)}
                            >
                              {t('admin.approve')}
                            </Button>
                            <Button
                              size="small"
                              color="error"
                              disabled={move.isPending}
                              onClick={() => decide(appointment, 'unapproved')}
                              aria-label={t('admin.unapproveNamed', named)}
                            >
                              {t('admin.unapprove')}
                            </Button>
                          </>
                        ) : (
                          <Button size="small" disabled={move.isPending} onClick={() => decide(appointment, 'requested')} aria-label={t('admin.undoNamed', named)}>
                            {t('admin.undo')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {data && <ListPagination total={data.total} page={data.page} perPage={ALL_APPOINTMENTS_PER_PAGE} language={language} onPage={setPage} />}
        </Paper>
      )}
    </Box>
  );
}
