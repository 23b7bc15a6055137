import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { toApiError } from '@/lib/api/errors';
import { answersQueryOptions } from './get-answers';

/** GET /api/custom/v1/get_user_status_count: the dashboard's figures, which a submission changes. */
export const STATUS_COUNT_KEY = keyOf('get', '/api/custom/v1/get_user_status_count');

/**
 * POST /api/custom/v1/multiple-answers [{id, answer}] (SUBSCRIBER): today's answers to every question, once a day.
 * `wording` is each question's text as shown. On success today's answers show at once (the server's own copy, numbers
 * normalised, replaces them) and the dashboard's figures are read again; answered already (another tab or device), the
 * saved answers are read.
 */
export const useSubmitAnswers = (today: string, wording: ReadonlyMap<number, string>) => {
  const queryClient = useQueryClient();
  const todayKey = answersQueryOptions(today).queryKey;
  return $api.useMutation('post', '/api/custom/v1/multiple-answers', {
    onSuccess: (result, { body }) => {
      queryClient.setQueryData(todayKey, {
        date: result.date,
        answers: body.map((a) => ({ question_id: a.id, question: wording.get(a.id) ?? '', answer: a.answer })),
      });
      void queryClient.invalidateQueries({ queryKey: todayKey });
      void queryClient.invalidateQueries({ queryKey: STATUS_COUNT_KEY });
    },
    onError: (error) => {
      if (toApiError(error, '').code === 'already_answered') void queryClient.invalidateQueries({ queryKey: todayKey });
    },
  });
};
