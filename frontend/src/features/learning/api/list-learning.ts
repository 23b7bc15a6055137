import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';

/** Cards per page of the learning hub (spec section 9: 15), the server's default. */
export const LEARNING_PER_PAGE = pageLimits.listLearning.defaultPerPage;

/** `category` is a category's name (e.g. `Well_being`); undefined lists every category. */
export const listLearningQueryOptions = (category: string | undefined, page: number) =>
  $api.queryOptions('get', '/api/custom/v1/learninghub', { params: { query: { category, page, per_page: LEARNING_PER_PAGE } } });

/** GET /api/custom/v1/learninghub: learning-hub cards, newest first, by category (public). */
export const useLearning = (category: string | undefined, page: number) =>
  useQuery({ ...listLearningQueryOptions(category, page), placeholderData: keepPreviousData });
