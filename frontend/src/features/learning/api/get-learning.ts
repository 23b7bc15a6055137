import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/learninghub/{id}: one learning-hub item (public; 404 when missing). */
export const useLearningItem = (id: number | null) =>
  useQuery({ ...$api.queryOptions('get', '/api/custom/v1/learninghub/{id}', { params: { path: { id: id ?? 0 } } }), enabled: id !== null });
