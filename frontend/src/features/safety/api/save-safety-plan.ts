import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { SafetyPlanResponse } from '@/lib/api/types';
import { safetyPlanQueryOptions } from './get-safety-plan';

/**
 * POST /api/custom/v1/me/safety-plan (SUBSCRIBER): replaces the caller's plan whole. The answer (the plan as the
 * server keeps it, blank entries dropped, and the time it was saved) replaces the cached one: no second read.
 */
export const useSaveSafetyPlan = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/me/safety-plan', {
    onSuccess: ({ plan, updated_at }) => queryClient.setQueryData<SafetyPlanResponse>(safetyPlanQueryOptions().queryKey, { plan, updated_at }),
  });
};
