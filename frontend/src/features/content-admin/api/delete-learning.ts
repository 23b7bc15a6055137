import { $api } from '@/lib/api/client';
import { learningQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** DELETE /api/custom/v1/learninghub/{id} (ADMIN); the item also leaves every saved-course list. */
export const useDeleteLearning = () => $api.useMutation('delete', '/api/custom/v1/learninghub/{id}', { onSuccess: useRefetch(...learningQueries) });
