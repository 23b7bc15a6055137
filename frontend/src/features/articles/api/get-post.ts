import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/post/{id}: one blog post with its sanitised content, split into lead and body, and author (public; 404 when missing). */
export const postQueryOptions = (id: number) => $api.queryOptions('get', '/api/custom/v1/post/{id}', { params: { path: { id } } });

export const usePost = (id: number | null) => useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== null });
