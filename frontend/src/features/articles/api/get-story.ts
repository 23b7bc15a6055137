import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/story/{id}: one story with its sanitised content, split into lead and body (public; 404 when missing). */
export const storyQueryOptions = (id: number) => $api.queryOptions('get', '/api/custom/v1/story/{id}', { params: { path: { id } } });

export const useStory = (id: number | null) => useQuery({ ...storyQueryOptions(id ?? 0), enabled: id !== null });
