import type { components } from '@/lib/api/schema.gen';

export type Question = components['schemas']['QuestionResponse'];

/** Keys of `validation` in the `self-care` catalog; each text is the server's own wording. */
export type AnswerErrorKey = 'required' | 'invalidOption' | 'numberInvalid' | 'numberRange' | 'tooLong';

/** The server's limit on one answer (`crates/domain/src/care/self_care.rs`). */
export const ANSWER_MAX_CHARS = 2000;

/** Form values: one answer per question, keyed by the question's id. */
export type Answers = Record<string, string>;

export const fieldName = (question: Question) => String(question.id);

/**
 * Spec section 5: text and number answers are required ('Field is Required'); an mcq answer is
 * required and must be one of the options ('Invalid option'). A number must also be a number
 * from 0 to 24, as the server checks.
 */
export function answerError(question: Question, raw: string | undefined): AnswerErrorKey | undefined {
  const answer = (raw ?? '').trim();
  if (question.question_type === 'mcq') return question.mcq_options.includes(answer) ? undefined : 'invalidOption';
  if (!answer) return 'required';
  if ([...answer].length > ANSWER_MAX_CHARS) return 'tooLong';
  if (question.question_type === 'number') {
    const normalised = answer.replace(',', '.');
    const value = Number(normalised);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised) || !Number.isFinite(value)) return 'numberInvalid';
    if (value < 0 || value > 24) return 'numberRange';
  }
  return undefined;
}

export function validateAnswers(questions: readonly Question[], values: Answers): Partial<Record<string, readonly AnswerErrorKey[]>> {
  const errors: Partial<Record<string, readonly AnswerErrorKey[]>> = {};
  for (const question of questions) {
    const error = answerError(question, values[fieldName(question)]);
    if (error) errors[fieldName(question)] = [error];
  }
  return errors;
}
