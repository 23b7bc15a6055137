import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';
import { keyOf } from '@/lib/api/keys';

/** The saved courses are read in one page of the list's maximum (100). */
export const SAVED_COURSES_PER_PAGE = pageLimits.listSavedCourses.maxPerPage;

/** Every query of the saved courses starts with this key: invalidate it after a change. */
export const savedCoursesKey = keyOf('get', '/api/custom/v1/get-learning-hubs');

/**
 * GET /api/custom/v1/get-learning-hubs: the caller's saved courses, most recently saved first.
 * SUBSCRIBER only (anonymous callers get 401, admins 403): pass `enabled: false` for anyone else.
 */
export const useSavedCourses = (enabled = true) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/get-learning-hubs', { params: { query: { per_page: SAVED_COURSES_PER_PAGE } } }),
    enabled,
  });
