import { useQuery } from '@tanstack/react-query';
import { allPages, answerOf } from '@/lib/api/all-pages';
import { fetchClient } from '@/lib/api/client';
import { keyOf, useRefetch } from '@/lib/api/keys';
import { pageLimits } from '@/lib/api/limits.gen';

/** The saved courses are read a page of the list's maximum (100) at a time, every page. */
export const SAVED_COURSES_PER_PAGE = pageLimits.listSavedCourses.maxPerPage;

/** Every query of the saved courses starts with this key. */
const savedCoursesKey = keyOf('get', '/api/custom/v1/get-learning-hubs');

/** A mutation's callback that reads the saved courses again (after an add or a remove, done or refused). */
export const useRefetchSavedCourses = () => useRefetch(savedCoursesKey);

/**
 * GET /api/custom/v1/get-learning-hubs, every page: the caller's saved courses, most recently saved
 * first, however many. SUBSCRIBER only (anonymous callers get 401, admins 403): pass `enabled: false`
 * for anyone else.
 */
export const useSavedCourses = (enabled = true) =>
  useQuery({
    queryKey: [...savedCoursesKey, 'all'] as const,
    queryFn: () =>
      allPages((page) => answerOf(fetchClient.GET('/api/custom/v1/get-learning-hubs', { params: { query: { page, per_page: SAVED_COURSES_PER_PAGE } } }))),
    enabled,
  });
