import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

export const safetyPlanQueryOptions = () => $api.queryOptions('get', '/api/custom/v1/me/safety-plan');

/** GET /api/custom/v1/me/safety-plan (SUBSCRIBER): the caller's own plan (empty sections before the first save) and when it was saved. */
export const useSafetyPlan = () => useQuery(safetyPlanQueryOptions());
