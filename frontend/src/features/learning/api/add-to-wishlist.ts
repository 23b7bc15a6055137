import { $api } from '@/lib/api/client';
import { useRefetchSavedCourses } from './list-saved-courses';

/** POST /api/custom/v1/add-to-wishlist {learninghub_id} (SUBSCRIBER): saves a course; saving twice is harmless. */
export const useAddToWishlist = () => $api.useMutation('post', '/api/custom/v1/add-to-wishlist', { onSettled: useRefetchSavedCourses() });
