import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '@/lib/api/client';
import { isErrorBody } from '@/lib/api/errors';
import { getMeQueryOptions } from '@/lib/me';
import { refusal } from './refusal';

/**
 * POST /api/custom/v1/me/phone/verify-start: a 6-digit code goes by text message to the caller's number (202 with
 * the server's words). Rejects with the error body and, for a 429, the `Retry-After` seconds (see `minutesToWait`).
 */
export const useStartPhoneVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, error, response } = await fetchClient.POST('/api/custom/v1/me/phone/verify-start');
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (error !== undefined) throw refusal(error, response);
      return data;
    },
    onError: (error) => {
      // `phone_missing`: the number shown was removed meanwhile (another tab); /me is read again.
      if (isErrorBody(error) && error.code === 'phone_missing') void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
};
