import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { AdminHelpline } from '@/lib/api/types';
import { helplineRequest } from './helpline-request';
import { refreshHelplines } from './list-helplines';

/** The positions two neighbours take to change places; equal ones (an order the admins left tied) are told apart. */
export function swappedPositions(moved: AdminHelpline, other: AdminHelpline, direction: -1 | 1): [number, number] {
  if (moved.position !== other.position) return [other.position, moved.position];
  return [other.position + direction, other.position];
}

/**
 * Moves a helpline one place up or down: two POST /api/custom/v1/helplines/{id} (ADMIN), one per neighbour, each
 * with the other's position. Whatever happens, both lists are read again afterwards, so the table shows the
 * server's order even when the second write failed.
 */
export const useSwapHelplines = () => {
  const queryClient = useQueryClient();
  const write = $api.useMutation('post', '/api/custom/v1/helplines/{id}');
  return useMutation({
    mutationFn: async ({ moved, other, direction }: { moved: AdminHelpline; other: AdminHelpline; direction: -1 | 1 }) => {
      const [movedTo, otherTo] = swappedPositions(moved, other, direction);
      for (const [helpline, position] of [[moved, movedTo], [other, otherTo]] as const) {
        if (helpline.position === position) continue;
        await write.mutateAsync({ params: { path: { id: helpline.id } }, body: { ...helplineRequest(helpline), position } });
      }
    },
    // Not awaited: the caller's own callbacks run first (and say where the focus goes once the new order is in).
    onSettled: () => void refreshHelplines(queryClient),
  });
};
