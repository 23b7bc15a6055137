import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/story/{id}: one story with its sanitised content (public; 404 when missing). */
export const useStory = (id: number | null) =>
  useQuery({ ...$api.queryOptions('get', '/api/custom/v1/story/{id}', { params: { path: { id: id ?? 0 } } }), enabled: id !== null });
