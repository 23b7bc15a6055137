import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/learninghub (ADMIN), JSON: title, category (a category's name), youtube_link, content. */
export const useAddLearning = () => $api.useMutation('post', '/api/custom/v1/learninghub');
