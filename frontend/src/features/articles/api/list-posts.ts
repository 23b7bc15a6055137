import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';

/** Cards per page of the blog (as the stories: 15), the server's default. */
export const POSTS_PER_PAGE = pageLimits.listPosts.defaultPerPage;
/** The blog carousel and the home page's teaser show the newest 3 posts (spec section 9). */
export const LATEST_POSTS = 3;

export const listPostsQueryOptions = (page: number, perPage: number = POSTS_PER_PAGE) =>
  $api.queryOptions('get', '/api/custom/v1/posts', { params: { query: { page, per_page: perPage } } });

/** GET /api/custom/v1/posts: blog cards, newest first (public). */
export const usePosts = (page: number) => useQuery({ ...listPostsQueryOptions(page), placeholderData: keepPreviousData });

/** The newest 3 posts (the carousel and the home page's teaser share this request). */
export const useLatestPosts = () => useQuery(listPostsQueryOptions(1, LATEST_POSTS));
