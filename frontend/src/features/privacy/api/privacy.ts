import { useQueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';

/** GET /api/custom/v1/me/consents: the caller's consent log (newest first) and where each purpose stands. */
export const consentsQueryOptions = (page = 1) => $api.queryOptions('get', '/api/custom/v1/me/consents', { params: { query: { page, per_page: 10 } } });

/** POST /api/custom/v1/me/consents: a grant or a withdrawal; the log and the state are read again. */
export const useRecordConsent = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/me/consents', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/me/consents') }),
  });
};

/** GET /api/custom/v1/me/access-log: who read the caller's records, newest first. */
export const accessLogQueryOptions = (page = 1) => $api.queryOptions('get', '/api/custom/v1/me/access-log', { params: { query: { page, per_page: 10 } } });

// POST /api/custom/v1/me/preferences is in lib/preferences.ts: this page sends discreet mode, Settings → Profile text reminders.

/** The export as a file: its bytes and the name the server gave it. */
export type ExportFile = { blob: Blob; filename: string };

/** POST /api/custom/v1/me/export with the password asked again, as a blob. Rejects with the server's error body. */
export async function downloadExport(password: string): Promise<ExportFile> {
  const { data, error, response } = await fetchClient.POST('/api/custom/v1/me/export', { body: { password }, parseAs: 'blob' });
  // The error body is what `toApiError` reads, as for every other call.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (error !== undefined || !data) throw error ?? new Error('empty export');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'mon-export.zip';
  return { blob: data, filename };
}

/** `downloadExport`, after which the access log is read again: the download is noted in it. */
export const useDownloadExport = () => {
  const queryClient = useQueryClient();
  return async (password: string): Promise<ExportFile> => {
    const file = await downloadExport(password);
    void queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/me/access-log') });
    return file;
  };
};

/** Saves a blob under `filename` through a temporary link. */
export function saveFile({ blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /api/custom/v1/me/delete: erases the caller's account (the confirmation page then ends the session). */
export const useDeleteAccount = () => $api.useMutation('post', '/api/custom/v1/me/delete');
