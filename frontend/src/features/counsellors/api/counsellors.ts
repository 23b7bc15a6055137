import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { keyOf } from '@/lib/api/keys';
import { adminTableRows, pageLimits } from '@/lib/api/limits.gen';

/** Rows per page of the admins' counsellor table: the admin tables' size, as every admin table. */
export const COUNSELLORS_PER_PAGE = adminTableRows;

/** GET /api/custom/v1/admin/counsellors (ADMIN): every counsellor, unpublished ones too, by name. */
export const useAdminCounsellors = (page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/admin/counsellors', { params: { query: { page, per_page: COUNSELLORS_PER_PAGE } } }),
    placeholderData: keepPreviousData,
  });

/** After a write: the admins' list, the public list and profiles and the counsellor's own profile are read again. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/admin/counsellors') }),
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors') }),
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors/{id}') }),
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

/**
 * The photo call takes `multipart/form-data` with one `file` part (the server judges the image by its bytes). The
 * schema writes that part as a string (binary); the request names the file and sends the file itself.
 */
export function photoRequest(id: number, file: File) {
  return {
    params: { path: { id } },
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
  };
}

/** POST /api/custom/v1/admin/counsellors/{id}/photo (ADMIN), sent as a form: pass `photoRequest(id, file)`. */
export const useSaveCounsellorPhoto = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/counsellors/{id}/photo', { onSuccess: () => void refresh(queryClient) });
};

/** DELETE /api/custom/v1/admin/counsellors/{id}/photo (ADMIN): the initials are shown instead. */
export const useRemoveCounsellorPhoto = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/admin/counsellors/{id}/photo', { onSuccess: () => void refresh(queryClient) });
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

/** The week view's sessions: the first page of the upcoming ones at the largest size the server allows. */
export const WEEK_SESSIONS = pageLimits.listOwnSessions.maxPerPage;

/** GET /api/custom/v1/counsellors/me/sessions?when=upcoming (COUNSELLOR): the soonest ones, for the week view. */
export const useWeekSessions = () =>
  $api.useQuery('get', '/api/custom/v1/counsellors/me/sessions', { params: { query: { when: 'upcoming', page: 1, per_page: WEEK_SESSIONS } } });

/** GET /api/custom/v1/counsellors/me/sessions/{id} (COUNSELLOR): one of the caller's own sessions; 404 for anyone else's. */
export const useOwnSession = (id: number | null) =>
  $api.useQuery('get', '/api/custom/v1/counsellors/me/sessions/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });

/** POST /api/custom/v1/counsellors/me/sessions/{id}/attendance (COUNSELLOR): once the session has started. The lists and the session's page are read again. */
export const useRecordAttendance = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/counsellors/me/sessions/{id}/attendance', {
    onSuccess: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors/me/sessions') }),
        queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors/me/sessions/{id}') }),
      ]),
  });
};

/** DELETE /api/custom/v1/admin/counsellors/{id} (ADMIN): the account stops, the profile leaves the public pages, upcoming sessions go back to the team. */
export const useRemoveCounsellor = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/admin/counsellors/{id}', { onSuccess: () => void refresh(queryClient) });
};

/** The counsellors a removed one's notes may go to: every one not removed, at the largest page the server gives. */
export const useActiveCounsellors = (enabled: boolean) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/admin/counsellors', { params: { query: { page: 1, per_page: pageLimits.listAllCounsellors.maxPerPage } } }),
    select: (page) => page.items.filter((c) => !c.removed_at),
    enabled,
  });

/** POST /api/custom/v1/admin/counsellors/{id}/hand-over (ADMIN): a removed counsellor's notes become the receiving counsellor's. */
export const useHandOverNotes = () => $api.useMutation('post', '/api/custom/v1/admin/counsellors/{id}/hand-over');
