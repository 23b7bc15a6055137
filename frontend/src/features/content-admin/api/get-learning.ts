import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/learninghub/{id}: one learning-hub item, to edit it. */
export const useLearningItem = (id: number) => $api.useQuery('get', '/api/custom/v1/learninghub/{id}', { params: { path: { id } } });
