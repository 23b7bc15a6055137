import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '@/lib/api/client';
import { getMeQueryOptions } from '@/lib/me';
import { refusal } from './refusal';

/**
 * POST /api/custom/v1/me/phone/verify with the code as typed (the server takes Latin or Bangla digits, spaces and
 * dashes). The right code verifies the number: the cached profile takes the answer and /me is read again.
 */
export const useVerifyPhone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { data, error, response } = await fetchClient.POST('/api/custom/v1/me/phone/verify', { body: { code } });
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (error !== undefined) throw refusal(error, response);
      return data;
    },
    onSuccess: ({ user }) => {
      const me = getMeQueryOptions().queryKey;
      // /me also names the person's counsellor, which this answer does not carry: keep it until /me answers again.
      queryClient.setQueryData(me, (before) => (before ? { ...before, ...user } : user));
      void queryClient.invalidateQueries({ queryKey: me });
    },
  });
};
