import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { pageLimits } from '@/lib/api/limits.gen';

/** Rows per page of a counsellor's time off: the server's default page size. */
export const TIME_OFF_PER_PAGE = pageLimits.listTimeOff.defaultPerPage;
/** Rows per page of the closures: the server's default page size. */
export const CLOSURES_PER_PAGE = pageLimits.listClosures.defaultPerPage;

/** After a calendar write: the calendar's reads, the public list (its next free slots) and the slots are read again. */
function refresh(queryClient: QueryClient) {
  return Promise.all(
    (
      [
        '/api/custom/v1/counsellors/me/availability',
        '/api/custom/v1/counsellors/me/time-off',
        '/api/custom/v1/closures',
        '/api/custom/v1/counsellors',
        '/api/custom/v1/counsellors/{id}/slots',
      ] as const
    ).map((path) => queryClient.invalidateQueries({ queryKey: keyOf('get', path) })),
  );
}

/** GET /api/custom/v1/counsellors/me/availability (COUNSELLOR): the caller's weekly hours. */
export const useOwnAvailability = () => $api.useQuery('get', '/api/custom/v1/counsellors/me/availability');

/** PUT /api/custom/v1/counsellors/me/availability (COUNSELLOR): the whole week at once. */
export const useSetOwnAvailability = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/api/custom/v1/counsellors/me/availability', { onSuccess: () => void refresh(queryClient) });
};

/** GET /api/custom/v1/counsellors/me/time-off (COUNSELLOR): the latest first. */
export const useTimeOff = (page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/me/time-off', { params: { query: { page, per_page: TIME_OFF_PER_PAGE } } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/custom/v1/counsellors/me/time-off (COUNSELLOR): answers with the approved sessions it overlaps. */
export const useAddTimeOff = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/counsellors/me/time-off', { onSuccess: () => void refresh(queryClient) });
};

/** DELETE /api/custom/v1/counsellors/me/time-off/{id} (COUNSELLOR). */
export const useDeleteTimeOff = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/counsellors/me/time-off/{id}', { onSuccess: () => void refresh(queryClient) });
};

/** GET /api/custom/v1/closures (public): from today on, the soonest first. */
export const useClosures = (page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/closures', { params: { query: { page, per_page: CLOSURES_PER_PAGE } } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/custom/v1/admin/closures (ADMIN). */
export const useAddClosure = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/closures', { onSuccess: () => void refresh(queryClient) });
};

/** DELETE /api/custom/v1/admin/closures/{id} (ADMIN). */
export const useDeleteClosure = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/admin/closures/{id}', { onSuccess: () => void refresh(queryClient) });
};
