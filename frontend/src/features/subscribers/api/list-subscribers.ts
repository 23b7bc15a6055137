import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';
import type { paths } from '@/lib/api/schema.gen';

/** Rows per page of the subscriber table: the server's default for this list (spec: 15). */
export const SUBSCRIBERS_PER_PAGE = pageLimits.listSubscribers.defaultPerPage;

type SubscriberListParams = NonNullable<paths['/api/custom/v1/users']['get']['parameters']['query']>;

/** What the subscriber table controls; `per_page` is fixed. `before`/`after` seek from a neighbouring page's edge, so a deep page costs the server what the first does. */
export type SubscriberListQuery = Required<Pick<SubscriberListParams, 'search' | 'page'>> & Pick<SubscriberListParams, 'before' | 'after'>;

export const listSubscribersQueryOptions = ({ search, page, before, after }: SubscriberListQuery) =>
  $api.queryOptions('get', '/api/custom/v1/users', {
    params: { query: { search: search || undefined, page, per_page: SUBSCRIBERS_PER_PAGE, before, after } },
  });

/** GET /api/custom/v1/users (ADMIN): subscribers, paginated, filtered by username, e-mail or contact. */
export const useSubscribers = (query: SubscriberListQuery) => useQuery({ ...listSubscribersQueryOptions(query), placeholderData: keepPreviousData });
