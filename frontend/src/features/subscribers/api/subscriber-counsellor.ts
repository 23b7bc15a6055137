import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { pageLimits } from '@/lib/api/limits.gen';

/** How many counsellors the dialog offers: the first page at the largest size the server allows. */
export const COUNSELLOR_CHOICES = pageLimits.listAllCounsellors.maxPerPage;

/** GET /api/custom/v1/admin/counsellors (ADMIN), first page: the counsellors a subscriber's own counsellor is chosen from. */
export const useCounsellorChoices = (enabled = true) =>
  useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/admin/counsellors', { params: { query: { page: 1, per_page: COUNSELLOR_CHOICES } } }),
    enabled,
  });

/**
 * POST /api/custom/v1/admin/subscribers/{id}/counsellor (ADMIN): `{counsellor_id}` (null for none) becomes the
 * subscriber's own counsellor. Refreshes the subscriber list.
 */
export const useSetSubscriberCounsellor = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/subscribers/{id}/counsellor', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/users') }),
  });
};
