import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';

/** Rows per page of a client's sessions and check-ins on their page: the server's default for each list. */
export const CLIENT_SESSIONS_PER_PAGE = pageLimits.listOwnClientSessions.defaultPerPage;
export const CLIENT_CHECK_INS_PER_PAGE = pageLimits.listOwnClientCheckIns.defaultPerPage;

/** GET /api/custom/v1/counsellors/me/clients/{user_id} (COUNSELLOR): the client's name and whether they share now; 404 for anyone else. */
export const useOwnClient = (id: number | null) =>
  $api.useQuery('get', '/api/custom/v1/counsellors/me/clients/{user_id}', { params: { path: { user_id: id ?? 0 } } }, { enabled: id !== null });

/** GET …/clients/{user_id}/sessions (COUNSELLOR): the caller's own sessions with the client, the latest first. */
export const useClientSessions = (id: number, page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/me/clients/{user_id}/sessions', {
      params: { path: { user_id: id }, query: { page, per_page: CLIENT_SESSIONS_PER_PAGE } },
    }),
    placeholderData: keepPreviousData,
  });

/** GET …/clients/{user_id}/check-ins (COUNSELLOR): the client's check-ins, the newest first, while they share (each read is in their access log). */
export const useClientCheckIns = (id: number, page: number, enabled: boolean) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/me/clients/{user_id}/check-ins', {
      params: { path: { user_id: id }, query: { page, per_page: CLIENT_CHECK_INS_PER_PAGE } },
    }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET …/clients/{user_id}/safety-plan (COUNSELLOR): the client's safety plan while they share (each read is in their access log). */
export const useClientSafetyPlan = (id: number, enabled: boolean) =>
  $api.useQuery('get', '/api/custom/v1/counsellors/me/clients/{user_id}/safety-plan', { params: { path: { user_id: id } } }, { enabled });
