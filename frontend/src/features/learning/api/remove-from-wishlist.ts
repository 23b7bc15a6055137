import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/remove-from-wishlist {learninghub_id} (SUBSCRIBER): removes a saved course. */
export const useRemoveFromWishlist = () => $api.useMutation('post', '/api/custom/v1/remove-from-wishlist');
