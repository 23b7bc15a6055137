import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/learninghub/{id}: one learning-hub item, its description split into lead and body (public; 404 when missing). */
export const learningItemQueryOptions = (id: number) => $api.queryOptions('get', '/api/custom/v1/learninghub/{id}', { params: { path: { id } } });

export const useLearningItem = (id: number | null) => useQuery({ ...learningItemQueryOptions(id ?? 0), enabled: id !== null });
