import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { pageLimits } from '@/lib/api/limits.gen';
import type { components } from '@/lib/api/schema.gen';

export type SessionNote = components['schemas']['NoteResponse'];
export type HandedOverSession = components['schemas']['HandedOverSession'];

/** GET /api/custom/v1/counsellors/me/sessions/{id}/notes (COUNSELLOR): the caller's own notes on their session, in the order written. */
export const useSessionNotes = (sessionId: number) =>
  $api.useQuery('get', '/api/custom/v1/counsellors/me/sessions/{id}/notes', { params: { path: { id: sessionId } } });

/** POST /api/custom/v1/counsellors/me/sessions/{id}/notes (COUNSELLOR): a new draft; with `parent_id`, an addendum to a signed note. */
export const useWriteNote = () => $api.useMutation('post', '/api/custom/v1/counsellors/me/sessions/{id}/notes');

/** POST /api/custom/v1/counsellors/me/notes/{id} (COUNSELLOR): a draft's new text; 409 `note_signed` once it is signed. */
export const useEditNote = () => $api.useMutation('post', '/api/custom/v1/counsellors/me/notes/{id}');

/** POST /api/custom/v1/counsellors/me/notes/{id}/sign (COUNSELLOR): the draft never changes again. */
export const useSignNote = () => {
  const queryClient = useQueryClient();
  // The list is read again before the caller hears of the success: the signed note is then shown as signed.
  return $api.useMutation('post', '/api/custom/v1/counsellors/me/notes/{id}/sign', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/counsellors/me/sessions/{id}/notes') }),
  });
};

/** Rows per page of the notes handed to the caller, as the server pages them. */
export const HANDED_OVER_PER_PAGE = pageLimits.listHandedOverNotes.defaultPerPage;

/**
 * GET /api/custom/v1/counsellors/me/handed-over-notes (COUNSELLOR): the sessions, not the caller's own, that hold notes
 * handed to them from a counsellor who left; the latest session first. Nothing about the client.
 */
export const useHandedOverNotes = (page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/me/handed-over-notes', { params: { query: { page } } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/custom/v1/counsellors/me/handed-over-notes/{session_id} (COUNSELLOR): one of them; 404 when it holds no notes handed to the caller. */
export const useHandedOverSession = (sessionId: number | null) =>
  $api.useQuery('get', '/api/custom/v1/counsellors/me/handed-over-notes/{session_id}', { params: { path: { session_id: sessionId ?? 0 } } }, { enabled: sessionId !== null });
