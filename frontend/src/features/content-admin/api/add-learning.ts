import { $api } from '@/lib/api/client';
import { learningQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** POST /api/custom/v1/learninghub (ADMIN), JSON: title, category (a category's name), youtube_link, content. */
export const useAddLearning = () => $api.useMutation('post', '/api/custom/v1/learninghub', { onSuccess: useRefetch(...learningQueries) });
