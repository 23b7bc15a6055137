import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';

/** Cards per page of the public lists (spec section 9: 15), the server's default. */
export const STORIES_PER_PAGE = pageLimits.listStories.defaultPerPage;

export const listStoriesQueryOptions = (page: number) =>
  $api.queryOptions('get', '/api/custom/v1/stories', { params: { query: { page, per_page: STORIES_PER_PAGE } } });

/** GET /api/custom/v1/stories: story cards, newest first (public). */
export const useStories = (page: number) => useQuery({ ...listStoriesQueryOptions(page), placeholderData: keepPreviousData });
