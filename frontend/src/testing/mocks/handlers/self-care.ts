import type { components } from '@/lib/api/schema.gen';
import { addDays, isIsoDay, serviceToday } from '@/lib/service-day';
import { errorBody, http, serverText } from '../http';
import { subscriber } from '../roles';
import { healthConsentRefusal } from './privacy';
import { appointmentStore } from './appointments';

type Question = components['schemas']['QuestionResponse'];
type Answer = components['schemas']['AnswerResponse'];
/** An answer as the server stores it: with its question's wording then, in both languages. */
type StoredAnswer = Omit<Answer, 'question'> & { question: string; question_bn: string };
/** A question as the server keeps it: both titles, its place in the order, and whether it is retired (no longer asked). */
export type StoredQuestion = Question & { title_bn: string; position: number; retired: boolean };
type SeedQuestion = Omit<StoredQuestion, 'position' | 'retired'> & Partial<Pick<StoredQuestion, 'position' | 'retired'>>;

const question = (id: number, title: string, title_bn: string, question_type: 'text' | 'number' | 'mcq', mcq_options: string[] = [], is_sleep = false): SeedQuestion => ({
  id,
  title,
  title_bn,
  question_type,
  mcq_options,
  is_sleep,
});

/**
 * The server's questions (asked and retired; the admin's double changes them too) and each subscriber's answers per
 * day (key `userId:YYYY-MM-DD`); tests may reset or fill it.
 */
export const selfCareStore: { questions: StoredQuestion[]; answers: Map<string, StoredAnswer[]> } = { questions: [], answers: new Map() };

/** Every question as the server lists them: the asked ones first, by position (then id), then the retired ones. */
export const allQuestions = () =>
  [...selfCareStore.questions].sort((a, b) => Number(a.retired) - Number(b.retired) || a.position - b.position || a.id - b.id);
/** The questions a subscriber is asked now, in order. */
export const askedQuestions = () => allQuestions().filter((q) => !q.retired);

export function resetSelfCare(questions?: SeedQuestion[]) {
  const seed = questions ?? [
    question(1, 'How many hours did you sleep last night?', 'গত রাতে আপনি কত ঘণ্টা ঘুমিয়েছেন?', 'number', [], true),
    question(2, 'How is your mood today?', 'আজ আপনার মন কেমন আছে?', 'mcq', ['Very good', 'Good', 'Okay', 'Low', 'Very low']),
    question(3, 'Write one thing you are grateful for.', 'এমন একটি বিষয় লিখুন যার জন্য আপনি কৃতজ্ঞ।', 'text'),
  ];
  selfCareStore.questions = seed.map((q, index) => ({ position: index, retired: false, ...q }));
  selfCareStore.answers = new Map();
}

/** Stores a subscriber's answers for a day (default: the test subscriber, user 7). */
export function seedAnswers(date: string, answers: Record<number, string>, userId = 7) {
  selfCareStore.answers.set(
    `${userId}:${date}`,
    Object.entries(answers).map(([id, answer]) => {
      const q = selfCareStore.questions.find((question) => question.id === Number(id));
      return { question_id: Number(id), answer, question: q?.title ?? '', question_bn: q?.title_bn ?? '' };
    }),
  );
}

const denied = (status: 401 | 403) =>
  status === 401 ? errorBody(401, 'unauthorized', serverText.unauthorized) : errorBody(403, 'forbidden', serverText.forbidden);

const formatNumber = (n: number) => n.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');

/** The server's check of one answer (`crates/domain/src/care/self_care.rs`): a text, or the stored form of it. */
function check(q: Question, raw: string): { answer: string } | { error: string } {
  const answer = raw.trim();
  if (!answer) return { error: q.question_type === 'mcq' ? serverText.answerInvalidOption : serverText.answerRequired };
  if ([...answer].length > 2000) return { error: serverText.answerTooLong };
  if (q.question_type === 'number') {
    const n = Number(answer.replace(',', '.'));
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(answer.replace(',', '.')) || !Number.isFinite(n)) return { error: serverText.answerNumberInvalid };
    if (n < 0 || n > 24) return { error: serverText.answerNumberRange };
    return { answer: formatNumber(n) };
  }
  if (q.question_type === 'mcq') return q.mcq_options.includes(answer) ? { answer } : { error: serverText.answerInvalidOption };
  return { answer };
}

/** Daily self-care as the server answers it: SUBSCRIBER only, days in Dhaka, one submission a day. */
export const selfCareHandlers = [
  http.get('/api/custom/v1/questions', ({ request, response }) => {
    const caller = subscriber(request);
    if ('status' in caller) return response(caller.status).json(denied(caller.status));
    const bangla = request.headers.get('Accept-Language')?.startsWith('bn') ?? false;
    return response(200).json(
      askedQuestions().map(({ id, title, title_bn, question_type, mcq_options, is_sleep }) => ({ id, title: bangla ? title_bn : title, question_type, mcq_options, is_sleep })),
    );
  }),
  http.get('/api/custom/v1/answers-by-date/{date}', ({ request, params, response }) => {
    const caller = subscriber(request);
    if ('status' in caller) return response(caller.status).json(denied(caller.status));
    const user = caller.id;
    const date = String(params.date);
    if (!isIsoDay(date)) return response(400).json(errorBody(400, 'validation_failed', serverText.answerDateInvalid, { date: [serverText.answerDateInvalid] }));
    if (date > serviceToday()) return response(400).json(errorBody(400, 'validation_failed', serverText.answerDateInFuture, { date: [serverText.answerDateInFuture] }));
    // Each answer with its question worded as it was when answered, in the caller's language.
    const bangla = request.headers.get('Accept-Language')?.startsWith('bn') ?? false;
    const answers = (selfCareStore.answers.get(`${user}:${date}`) ?? []).map(({ question_id, answer, question, question_bn }) => ({
      question_id,
      question: bangla && question_bn ? question_bn : question,
      answer,
    }));
    return response(200).json({ date, answers });
  }),
  http.post('/api/custom/v1/multiple-answers', async ({ request, response }) => {
    const caller = subscriber(request);
    if ('status' in caller) return response(caller.status).json(denied(caller.status));
    const refused = healthConsentRefusal(request);
    if (refused) return response(403).json(refused);
    const user = caller.id;
    const body = await request.json();
    const given = new Map(body.map((a) => [a.id, typeof a.answer === 'string' ? a.answer : '']));
    const errors: Record<string, string[]> = {};
    const asked = askedQuestions();
    // Once, under `answers`, as the server reports an answer to a question not asked (now retired, say).
    if (body.some((a) => !asked.some((q) => q.id === a.id))) errors.answers = [serverText.answerUnknownQuestion];
    const stored: StoredAnswer[] = [];
    for (const q of asked) {
      const result = check(q, given.get(q.id) ?? '');
      if ('error' in result) errors[String(q.id)] = [result.error];
      else stored.push({ question_id: q.id, answer: result.answer, question: q.title, question_bn: q.title_bn });
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) return response(400).json(errorBody(400, 'validation_failed', first, errors));
    const today = serviceToday();
    const key = `${user}:${today}`;
    if (selfCareStore.answers.has(key)) return response(409).json(errorBody(409, 'already_answered', serverText.alreadyAnswered));
    selfCareStore.answers.set(key, stored);
    return response(201).json({ message: serverText.answersSaved, date: today });
  }),
  http.get('/api/custom/v1/get_user_status_count', ({ request, response }) => {
    const caller = subscriber(request);
    if ('status' in caller) return response(caller.status).json(denied(caller.status));
    const user = caller.id;
    const mine = appointmentStore.items.filter((a) => a.user_id === user);
    const count = (status: string) => mine.filter((a) => a.appointment_status === status).length;
    const sleepIds = new Set(selfCareStore.questions.filter((q) => q.is_sleep).map((q) => q.id));
    const today = serviceToday();
    const sleep: Record<string, number[]> = {};
    for (let back = 6; back >= 0; back--) {
      const date = addDays(today, -back);
      const answer = selfCareStore.answers.get(`${user}:${date}`)?.find((a) => sleepIds.has(a.question_id));
      const hours = answer ? Number(answer.answer) : Number.NaN;
      if (Number.isFinite(hours)) sleep[date] = [hours];
    }
    return response(200).json({
      appointments: { requested: count('requested'), approved: count('approved'), unapproved: count('unapproved'), cancelled: count('cancelled'), total: mine.length },
      sleep,
    });
  }),
];
