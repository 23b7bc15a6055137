import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/multiple-answers [{id, answer}] (SUBSCRIBER): today's answers to every question, once a day. */
export const useSubmitAnswers = () => $api.useMutation('post', '/api/custom/v1/multiple-answers');
