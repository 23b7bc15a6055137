import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/learninghub/{id} (ADMIN), JSON, the same fields as adding. */
export const useUpdateLearning = () => $api.useMutation('post', '/api/custom/v1/learninghub/{id}');
