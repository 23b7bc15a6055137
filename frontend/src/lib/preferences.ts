import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '@/lib/api/client';
import { isErrorBody } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { getMeQueryOptions } from '@/lib/me';
import { useSessionStore } from '@/lib/session';

type UserInfo = components['schemas']['UserInfo'];

/** The settings one call changes; a setting left out stays as it is on the server. */
export type PreferencesChange = components['schemas']['PreferencesRequest'];

/**
 * POST /api/custom/v1/me/preferences with only the settings given (discreet mode in Settings → Privacy, text
 * reminders in Settings → Profile; two features, one endpoint, so it lives here). The cached profile and the
 * session's discreet mode take the answer. Rejects with the server's error body, as every other call.
 */
export const useSetPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PreferencesChange): Promise<UserInfo> => {
      // Only the keys given are sent: the server reads a key left out as "unchanged".
      const { data, error } = await fetchClient.POST('/api/custom/v1/me/preferences', { body: change });
      // The error body is what `toApiError` reads.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (error !== undefined) throw error;
      return data;
    },
    onSuccess: (user) => {
      // /me also names the person's counsellor, which this answer does not carry: keep it.
      queryClient.setQueryData(getMeQueryOptions().queryKey, (before) => (before ? { ...before, ...user } : user));
      useSessionStore.getState().setDiscreet(user.discreet);
    },
    onError: (error) => {
      // `phone_not_verified`: the number changed meanwhile (another tab); /me is read again.
      if (isErrorBody(error) && error.code === 'phone_not_verified') void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
};
