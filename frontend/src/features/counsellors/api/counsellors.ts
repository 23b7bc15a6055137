import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { keyOf } from '@/lib/api/keys';
import { adminTableRows } from '@/lib/api/limits.gen';

/** Rows per page of the admins' counsellor table: the admin tables' size, as every admin table. */
export const COUNSELLORS_PER_PAGE = adminTableRows;

/** GET /api/custom/v1/admin/counsellors (ADMIN): every counsellor, unpublished ones too, by name. */
export const useAdminCounsellors = (page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/admin/counsellors', { params: { query: { page, per_page: COUNSELLORS_PER_PAGE } } }),
    placeholderData: keepPreviousData,
  });

/** After a write: the admins' list, the public list and the counsellor's own profile are read again. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/admin/counsellors') }),
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors') }),
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors/me/profile') }),
  ]);
}

/** POST /api/custom/v1/admin/counsellors (ADMIN): the account, the profile and the owed invitation e-mail. */
export const useInviteCounsellor = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/counsellors', { onSuccess: () => void refresh(queryClient) });
};

/** POST /api/custom/v1/admin/counsellors/{id} (ADMIN): the fields given replace the stored ones. */
export const useUpdateCounsellor = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/counsellors/{id}', { onSuccess: () => void refresh(queryClient) });
};

/** POST /api/custom/v1/admin/counsellors/{id}/invitation (ADMIN): a new link; the earlier one stops working. */
export const useResendInvitation = () => $api.useMutation('post', '/api/custom/v1/admin/counsellors/{id}/invitation');

/** GET /api/custom/v1/counsellors/me/profile (COUNSELLOR): the caller's own profile. */
export const useOwnProfile = () => $api.useQuery('get', '/api/custom/v1/counsellors/me/profile');

/** POST /api/custom/v1/counsellors/me/profile (COUNSELLOR): bio, languages and specialities only. */
export const useUpdateOwnProfile = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/counsellors/me/profile', { onSuccess: () => void refresh(queryClient) });
};

type Change = components['schemas']['CounsellorChange'];

/** A change that names only `fields`: every other field is null, which the server reads as "unchanged". */
export const changeOf = (fields: Partial<Change>): Change => ({
  name_en: null,
  name_bn: null,
  title_en: null,
  title_bn: null,
  credentials: null,
  registration_no: null,
  languages: null,
  specialities: null,
  modes: null,
  fee_bdt: null,
  bio_en: null,
  bio_bn: null,
  published: null,
  max_clients: null,
  ...fields,
});

/** A comma-separated field as the list the API takes: trimmed, blanks dropped. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** GET /api/custom/v1/counsellors/me/sessions (COUNSELLOR): `upcoming` (the soonest first) or `past` (the latest first). */
export const useOwnSessions = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/me/sessions', { params: { query: { when, page } } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/custom/v1/counsellors/me/sessions/{id}/attendance (COUNSELLOR): once the session has started. */
export const useRecordAttendance = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/counsellors/me/sessions/{id}/attendance', {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors/me/sessions') }),
  });
};
