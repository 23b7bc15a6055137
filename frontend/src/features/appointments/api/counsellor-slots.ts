import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';
import { addDays } from '@/lib/service-day';

/** GET /api/custom/v1/counsellors (public): the published counsellors a request may name, by name (one page of the most). */
export const usePublishedCounsellors = () =>
  $api.useQuery('get', '/api/custom/v1/counsellors', { params: { query: { page: 1, per_page: pageLimits.listCounsellors.maxPerPage } } });

/**
 * GET /api/custom/v1/appointment/{id}/free-counsellors (ADMIN): the counsellors an approval of the appointment may
 * name now, the subscriber's own counsellor first, then the least loaded; empty when none is free.
 */
export const useFreeCounsellors = (appointmentId: number) =>
  $api.useQuery('get', '/api/custom/v1/appointment/{id}/free-counsellors', { params: { path: { id: appointmentId } } });

/** The most days one slots query covers (the server's rule: at most 31). */
const WINDOW_DAYS = 31;

/**
 * GET /api/custom/v1/counsellors/{id}/slots (public) for the days from `today` on, at most 31 of them and never past
 * `last`: each day's free starts (`HH:MM`, the service's wall clock). Nothing while no counsellor is chosen.
 */
export function useFreeStarts(counsellorId: number | null, today: string, last: string | undefined) {
  const to = last && last < addDays(today, WINDOW_DAYS - 1) ? last : addDays(today, WINDOW_DAYS - 1);
  const query = useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/{id}/slots', {
      params: { path: { id: counsellorId ?? 0 }, query: { from: today, to } },
    }),
    enabled: counsellorId !== null,
  });
  return query;
}

/** Each day's free starts (`HH:MM`) of a slots answer, by `YYYY-MM-DD`. */
export function startsByDay(slots: readonly { start: string }[] | undefined): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  for (const slot of slots ?? []) {
    const day = slot.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), slot.start.slice(11, 16)]);
  }
  return byDay;
}
