import { $api } from '@/lib/api/client';
import { learningQueries, useRefetchOnSuccess } from './shown-in';

/** DELETE /api/custom/v1/learninghub/{id} (ADMIN); the item also leaves every saved-course list. */
export const useDeleteLearning = () => $api.useMutation('delete', '/api/custom/v1/learninghub/{id}', { onSuccess: useRefetchOnSuccess(learningQueries) });
