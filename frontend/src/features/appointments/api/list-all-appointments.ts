import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';
import type { AppointmentStatus } from './status';
import { keyOf } from '@/lib/api/keys';

/** Rows per page of the admin's table: the server's default for this list (spec: 15). */
export const ALL_APPOINTMENTS_PER_PAGE = pageLimits.listAllAppointments.defaultPerPage;

export const ALL_APPOINTMENTS_KEY = keyOf('get', '/api/custom/v1/appointment/all');

export type AllAppointmentQuery = { status: AppointmentStatus; page: number };

export const allAppointmentsQueryOptions = ({ status, page }: AllAppointmentQuery) =>
  $api.queryOptions('get', '/api/custom/v1/appointment/all', { params: { query: { status, page, per_page: ALL_APPOINTMENTS_PER_PAGE } } });

/** GET /api/custom/v1/appointment/all (ADMIN): one status's page of every appointment, with counts. */
export const useAllAppointments = (query: AllAppointmentQuery) => useQuery({ ...allAppointmentsQueryOptions(query), placeholderData: keepPreviousData });
