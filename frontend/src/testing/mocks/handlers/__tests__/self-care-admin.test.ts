import { makeToken } from '@/testing/jwt';
import { serverText } from '@/testing/mocks/http';
import { selfCareStore } from '../self-care';

// The admin's question double answers as the server does (crates/application/src/care/questions.rs); the page's tests rely on it.
const call = async (path: string, { role, body }: { role?: 'ADMIN' | 'SUBSCRIBER'; body?: unknown } = {}) => {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (role) headers.set('Authorization', `Bearer ${makeToken({ role })}`);
  const init: RequestInit = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
  const response = await fetch(`http://localhost/api/custom/v1/${path}`, init);
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string; data?: { errors?: Record<string, string[]> } } };
};
const admin = (path: string, body?: unknown) => call(path, { role: 'ADMIN', body });

describe('admin question double', () => {
  it('is for admins only: 401 without a token, 403 for a subscriber', async () => {
    expect((await call('admin/questions')).status).toBe(401);
    expect(await call('admin/questions', { role: 'SUBSCRIBER' })).toMatchObject({ status: 403, body: { code: 'forbidden', message: serverText.forbidden } });
    expect((await call('admin/questions-order', { role: 'SUBSCRIBER', body: { ids: [1, 2, 3] } })).status).toBe(403);
  });

  it('checks a question field by field with the server texts', async () => {
    const empty = await admin('admin/questions', { title: ' ', title_bn: '', question_type: 'scale', mcq_options: [] });
    expect(empty).toMatchObject({ status: 400, body: { code: 'validation_failed', message: serverText.questionRequired } });
    expect(empty.body.data?.errors).toEqual({
      title: [serverText.questionRequired],
      title_bn: [serverText.questionRequired],
      question_type: [serverText.questionTypeInvalid],
    });
    const one = await admin('admin/questions', { title: 'Mood?', title_bn: 'মন?', question_type: 'mcq', mcq_options: ['Good', ' '] });
    expect(one.body.data?.errors).toEqual({ mcq_options: [serverText.optionsCount] });
    const same = await admin('admin/questions', { title: 'Mood?', title_bn: 'মন?', question_type: 'mcq', mcq_options: ['Good', 'GOOD'] });
    expect(same.body.data?.errors).toEqual({ mcq_options: [serverText.optionDuplicate] });
    const added = await admin('admin/questions', { title: '  Hours  outside? ', title_bn: 'বাইরে কত ঘণ্টা?', question_type: 'number', mcq_options: ['x'] });
    expect(added).toMatchObject({
      status: 201,
      body: { message: serverText.questionSaved, question: { id: 4, title: 'Hours outside?', question_type: 'number', mcq_options: [], position: 3, retired: false, is_sleep: false } },
    });
  });

  it('keeps the type of a question, and answers 404 for an unknown one', async () => {
    const changed = await admin('admin/questions/3', { title: 'Mood?', title_bn: 'মন?', question_type: 'mcq', mcq_options: ['A', 'B'] });
    expect(changed).toMatchObject({ status: 400, body: { message: serverText.questionTypeFixed, data: { errors: { question_type: [serverText.questionTypeFixed] } } } });
    expect(await admin('admin/questions/99', { title: 'A', title_bn: 'B', question_type: 'text' })).toMatchObject({ status: 404, body: { code: 'not_found', message: serverText.questionNotFound } });
    expect(await admin('admin/questions/99/retire', { retired: true })).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('keeps the sleep question and retires others, which the subscriber is then no longer asked', async () => {
    expect(await admin('admin/questions/1/retire', { retired: true })).toMatchObject({ status: 409, body: { code: 'sleep_question_kept', message: serverText.sleepQuestionKept } });
    expect(await admin('admin/questions/2/retire', { retired: true })).toMatchObject({ status: 200, body: { question: { id: 2, retired: true } } });
    const subscriber = await fetch('http://localhost/api/custom/v1/questions', { headers: { Authorization: `Bearer ${makeToken({ role: 'SUBSCRIBER' })}` } });
    expect(((await subscriber.json()) as { id: number }[]).map((q) => q.id)).toEqual([1, 3]);
    const list = (await admin('admin/questions')).body as unknown as { id: number; retired: boolean }[];
    expect(list.map((q) => [q.id, q.retired])).toEqual([[1, false], [3, false], [2, true]]);
  });

  it('reorders only with every asked question once', async () => {
    await admin('admin/questions/2/retire', { retired: true });
    for (const ids of [[1], [1, 2, 3], [1, 1], [3, 3]]) {
      expect(await admin('admin/questions-order', { ids })).toMatchObject({ status: 400, body: { message: serverText.questionOrderInvalid, data: { errors: { ids: [serverText.questionOrderInvalid] } } } });
    }
    const reordered = (await admin('admin/questions-order', { ids: [3, 1] })).body as unknown as { id: number; position: number }[];
    expect(reordered.map((q) => q.id)).toEqual([3, 1, 2]);
    expect(selfCareStore.questions.find((q) => q.id === 3)?.position).toBe(0);
  });
});
