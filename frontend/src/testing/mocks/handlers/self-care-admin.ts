import type { components } from '@/lib/api/schema.gen';
import { tokenRole } from '@/lib/jwt';
import { errorBody, http, serverText } from '../http';
import { chars, invalid, oneLine } from '../server-rules';
import { allQuestions, askedQuestions, selfCareStore, type StoredQuestion } from './self-care';

type ErrorBody = ReturnType<typeof errorBody>;
type AdminQuestion = components['schemas']['AdminQuestionResponse'];
type QuestionRequest = components['schemas']['QuestionRequest'];

/** 401 without a token, 403 for any role but ADMIN; null when the caller may go on. */
function adminOnly(request: Request): { status: 401 | 403; body: ErrorBody } | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return { status: 401, body: errorBody(401, 'unauthorized', serverText.unauthorized) };
  if (tokenRole(token) !== 'ADMIN') return { status: 403, body: errorBody(403, 'forbidden', serverText.forbidden) };
  return null;
}

const TYPES = ['text', 'number', 'mcq'] as const;
type QuestionType = (typeof TYPES)[number];
const isType = (s: string): s is QuestionType => (TYPES as readonly string[]).includes(s);

type Draft = { title: string; title_bn: string; question_type: QuestionType; mcq_options: string[] };

/** `check_question` (crates/domain/src/care/self_care.rs), rule for rule and in its order. */
function checkQuestion(body: QuestionRequest): { draft: Draft } | { error: ErrorBody } {
  const title = oneLine(body.title ?? '');
  const title_bn = oneLine(body.title_bn ?? '');
  const errors: Record<string, string[]> = { title: [], title_bn: [], question_type: [], mcq_options: [] };
  for (const [field, value] of [['title', title], ['title_bn', title_bn]] as const) {
    if (!value) errors[field]?.push(serverText.questionRequired);
    else if (chars(value) > 300) errors[field]?.push(serverText.questionTooLong);
  }
  const type = (body.question_type ?? '').trim();
  if (!isType(type)) errors.question_type?.push(serverText.questionTypeInvalid);
  const options = (body.mcq_options ?? []).map(oneLine).filter(Boolean);
  if (type === 'mcq') {
    const lower = options.map((o) => o.toLowerCase());
    if (options.length < 2 || options.length > 10) errors.mcq_options?.push(serverText.optionsCount);
    else if (options.some((o) => chars(o) > 100)) errors.mcq_options?.push(serverText.optionTooLong);
    else if (new Set(lower).size !== lower.length) errors.mcq_options?.push(serverText.optionDuplicate);
  }
  const error = invalid(errors);
  if (error || !isType(type)) return { error: error ?? errorBody(400, 'validation_failed', serverText.questionTypeInvalid) };
  return { draft: { title, title_bn, question_type: type, mcq_options: type === 'mcq' ? options : [] } };
}

const view = ({ id, title, title_bn, question_type, mcq_options, position, is_sleep, retired }: StoredQuestion): AdminQuestion => ({
  id,
  title,
  title_bn,
  question_type,
  mcq_options: [...mcq_options],
  position,
  is_sleep,
  retired,
});
const saved = (q: StoredQuestion) => ({ message: serverText.questionSaved, question: view(q) });
const notFound = () => errorBody(404, 'not_found', serverText.questionNotFound);
const find = (id: unknown) => selfCareStore.questions.find((q) => q.id === Number(id));

/**
 * The admin's self-care questions as the server answers them (ADMIN only). They share the subscriber double's store,
 * so a retired question is no longer asked at `/questions` and a new one is.
 */
export const selfCareAdminHandlers = [
  http.get('/api/custom/v1/admin/questions', ({ request, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    return response(200).json(allQuestions().map(view));
  }),
  http.post('/api/custom/v1/admin/questions', async ({ request, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const checked = checkQuestion(await request.json());
    if ('error' in checked) return response(400).json(checked.error);
    const last = Math.max(-1, ...selfCareStore.questions.map((q) => q.position));
    const added: StoredQuestion = { id: Math.max(0, ...selfCareStore.questions.map((q) => q.id)) + 1, ...checked.draft, position: last + 1, is_sleep: false, retired: false };
    selfCareStore.questions.push(added);
    return response(201).json(saved(added));
  }),
  http.post('/api/custom/v1/admin/questions/{id}', async ({ request, params, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const checked = checkQuestion(await request.json());
    if ('error' in checked) return response(400).json(checked.error);
    const existing = find(params.id);
    if (!existing) return response(404).json(notFound());
    if (existing.question_type !== checked.draft.question_type) {
      return response(400).json(errorBody(400, 'validation_failed', serverText.questionTypeFixed, { question_type: [serverText.questionTypeFixed] }));
    }
    Object.assign(existing, { title: checked.draft.title, title_bn: checked.draft.title_bn, mcq_options: checked.draft.mcq_options });
    return response(200).json(saved(existing));
  }),
  http.post('/api/custom/v1/admin/questions/{id}/retire', async ({ request, params, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const { retired } = await request.json();
    const existing = find(params.id);
    if (!existing) return response(404).json(notFound());
    if (retired && existing.is_sleep) return response(409).json(errorBody(409, 'sleep_question_kept', serverText.sleepQuestionKept));
    existing.retired = retired;
    return response(200).json(saved(existing));
  }),
  http.post('/api/custom/v1/admin/questions-order', async ({ request, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const { ids } = await request.json();
    const asked = askedQuestions()
      .map((q) => q.id)
      .sort((a, b) => a - b);
    const given = [...ids].sort((a, b) => a - b);
    if (asked.length !== given.length || asked.some((id, i) => id !== given[i])) {
      return response(400).json(errorBody(400, 'validation_failed', serverText.questionOrderInvalid, { ids: [serverText.questionOrderInvalid] }));
    }
    ids.forEach((id, position) => {
      const q = find(id);
      if (q) q.position = position;
    });
    return response(200).json(allQuestions().map(view));
  }),
];
