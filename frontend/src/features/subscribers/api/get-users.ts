import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema.gen';

export const SUBSCRIBERS_PER_PAGE = 15;

type UsersQueryParams = NonNullable<paths['/api/custom/v1/users']['get']['parameters']['query']>;

/** What the list screen controls; `per_page` is fixed. */
export type SubscribersQuery = Required<Pick<UsersQueryParams, 'search' | 'page'>>;

export const getUsersQueryOptions = ({ search, page }: SubscribersQuery) =>
  $api.queryOptions('get', '/api/custom/v1/users', {
    params: { query: { search: search || undefined, page, per_page: SUBSCRIBERS_PER_PAGE } },
  });

/** GET /api/custom/v1/users (ADMIN), paginated, filtered by username, e-mail or contact. */
export const useUsers = (query: SubscribersQuery) => useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData });
