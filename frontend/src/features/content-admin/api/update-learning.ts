import { $api } from '@/lib/api/client';
import { learningQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** POST /api/custom/v1/learninghub/{id} (ADMIN), JSON, the same fields as adding. */
export const useUpdateLearning = () => $api.useMutation('post', '/api/custom/v1/learninghub/{id}', { onSuccess: useRefetch(...learningQueries) });
