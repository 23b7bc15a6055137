import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';
import type { AppointmentStatus } from './status';
import { keyOf, useRefetch } from '@/lib/api/keys';

/** Rows per page of the subscriber's table: the server's default for this list (spec: 15). */
export const USER_APPOINTMENTS_PER_PAGE = pageLimits.listUserAppointments.defaultPerPage;
/** The calendar reads the newest appointments at once: the list's maximum page. */
export const CALENDAR_PER_PAGE = pageLimits.listUserAppointments.maxPerPage;

const USER_APPOINTMENTS_KEY = keyOf('get', '/api/custom/v1/appointment/user/{userId}');

/** A mutation's callback that reads the subscriber's appointments again (table, calendar, taken dates). */
export const useRefetchUserAppointments = () => useRefetch(USER_APPOINTMENTS_KEY);

export type UserAppointmentQuery = { userId: number; status: AppointmentStatus; page: number };

export const userAppointmentsQueryOptions = ({ userId, status, page }: UserAppointmentQuery) =>
  $api.queryOptions('get', '/api/custom/v1/appointment/user/{userId}', {
    params: { path: { userId }, query: { status, page, per_page: USER_APPOINTMENTS_PER_PAGE } },
  });

/** GET /api/custom/v1/appointment/user/{userId}: one status's page of the user's appointments, with counts. */
export const useUserAppointments = (query: UserAppointmentQuery) => useQuery({ ...userAppointmentsQueryOptions(query), placeholderData: keepPreviousData });

/** The same list, every status, newest date first: the calendar and the taken dates. */
export const useUserAppointmentOverview = (userId: number) =>
  $api.useQuery('get', '/api/custom/v1/appointment/user/{userId}', { params: { path: { userId }, query: { per_page: CALENDAR_PER_PAGE } } });
