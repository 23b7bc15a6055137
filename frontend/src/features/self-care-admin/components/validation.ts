// The question form's rules, mirroring the server's `check_question` (crates/domain/src/care/self_care.rs):
// same rules, same texts (the `validation` keys of the self-care-admin catalog).
import { charCount, oneLine } from '@/lib/validation';
import type en from '@/locales/en/self-care-admin.json';

export type QuestionValidationKey = keyof (typeof en)['validation'];
type Errors<F extends string> = Partial<Record<F, readonly QuestionValidationKey[]>>;

export const QUESTION_TYPES = ['text', 'number', 'mcq'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const isQuestionType = (value: string): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value);

export const TITLE_MAX = 300;
export const OPTION_MAX = 100;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;

/** The form's values, named like the request body so the server's field errors land on them. */
export type QuestionValues = { title: string; title_bn: string; question_type: string; mcq_options: string[] };

/** The options the server keeps: blank ones are dropped. */
export const filledOptions = (options: readonly string[]) => options.map(oneLine).filter(Boolean);

function titleRule(value: string): QuestionValidationKey[] {
  const v = oneLine(value);
  if (!v) return ['required'];
  return charCount(v) > TITLE_MAX ? ['tooLong'] : [];
}

function optionsRule(options: readonly string[]): QuestionValidationKey[] {
  const filled = filledOptions(options);
  if (filled.length < OPTIONS_MIN || filled.length > OPTIONS_MAX) return ['optionsCount'];
  if (filled.some((o) => charCount(o) > OPTION_MAX)) return ['optionTooLong'];
  const lower = filled.map((o) => o.toLowerCase());
  if (new Set(lower).size !== lower.length) return ['optionDuplicate'];
  return [];
}

/** Both titles (at most 300 characters), a known type, and for multiple choice 2 to 10 different options of at most 100 characters. */
export function validateQuestion(v: QuestionValues): Errors<keyof QuestionValues> {
  const errors: Errors<keyof QuestionValues> = {};
  const title = titleRule(v.title);
  if (title.length) errors.title = title;
  const titleBn = titleRule(v.title_bn);
  if (titleBn.length) errors.title_bn = titleBn;
  if (!isQuestionType(v.question_type)) errors.question_type = ['typeInvalid'];
  else if (v.question_type === 'mcq') {
    const options = optionsRule(v.mcq_options);
    if (options.length) errors.mcq_options = options;
  }
  return errors;
}
