import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { adminListParams, type AdminListQuery } from './page-size';

export const listLearningQueryOptions = (query: AdminListQuery) =>
  $api.queryOptions('get', '/api/custom/v1/learninghub', { params: adminListParams(query) });

/** GET /api/custom/v1/learninghub: newest first, searchable by title, 20 a page (the admin's table). */
export const useLearningList = (query: AdminListQuery) => useQuery({ ...listLearningQueryOptions(query), placeholderData: keepPreviousData });
