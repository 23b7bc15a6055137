import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { isErrorBody } from '@/lib/api/errors';
import { INSTRUMENTS_KEY } from './get-instruments';
import { CHECK_INS_KEY } from './list-check-ins';

/** When the server refused a check-in as too soon (`check_in_too_soon`): the time it may be taken next, else null. */
export function tooSoonUntil(error: unknown): string | null {
  if (!isErrorBody(error) || error.code !== 'check_in_too_soon') return null;
  return error.data?.available_at ?? null;
}

/**
 * POST /api/custom/v1/check-ins/{code} {answers} (SUBSCRIBER): scored on the server; `help_suggested` puts help first.
 * A new check-in (or a refusal as too soon) changes when each instrument may be taken and the history.
 */
export const useTakeCheckIn = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/check-ins/{code}', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: CHECK_INS_KEY });
    },
    onError: (error) => {
      if (tooSoonUntil(error)) void queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    },
  });
};
