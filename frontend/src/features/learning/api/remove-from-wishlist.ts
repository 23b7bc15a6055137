import { $api } from '@/lib/api/client';
import { useRefetchSavedCourses } from './list-saved-courses';

/** POST /api/custom/v1/remove-from-wishlist {learninghub_id} (SUBSCRIBER): removes a saved course. */
export const useRemoveFromWishlist = () => $api.useMutation('post', '/api/custom/v1/remove-from-wishlist', { onSettled: useRefetchSavedCourses() });
