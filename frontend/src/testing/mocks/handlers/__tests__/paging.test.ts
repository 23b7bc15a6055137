import { pageLimits } from '@/lib/api/limits.gen';
import { makeToken } from '@/testing/jwt';
import { serverText, serverTextBn } from '@/testing/mocks/http';
import { appointmentStore } from '../appointments';

type Call = { path: string; limits: { maxPerPage: number }; token?: string; status?: string };

const admin = makeToken({ role: 'ADMIN' });
const subscriber = makeToken({ role: 'SUBSCRIBER', id: 7 });

/** Every list double, with a caller it lets in; `update-status/5` moves appointment 5 (requested) to `status`. */
const lists: Call[] = [
  { path: 'stories', limits: pageLimits.listStories },
  { path: 'posts', limits: pageLimits.listPosts },
  { path: 'learninghub', limits: pageLimits.listLearning },
  { path: 'get-all-category', limits: pageLimits.listCategories },
  { path: 'get-learning-hubs', limits: pageLimits.listSavedCourses, token: subscriber },
  { path: 'users', limits: pageLimits.listSubscribers, token: admin },
  { path: 'appointment/all', limits: pageLimits.listAllAppointments, token: admin },
  { path: 'appointment/user/7', limits: pageLimits.listUserAppointments, token: subscriber },
  { path: 'appointment/update-status/5', limits: pageLimits.updateAppointmentStatus, token: admin, status: 'approved' },
];

function call({ path, token, status }: Call, query: string, language?: string) {
  const url = `http://localhost/api/custom/v1/${path}?${query}`;
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  if (language) headers.set('Accept-Language', language);
  if (!status) return fetch(url, { headers });
  headers.set('Content-Type', 'application/json');
  return fetch(url, { method: 'POST', headers, body: JSON.stringify({ appointment_status: status }) });
}

const badQuery = { code: 'bad_query', message: serverText.badQuery, data: { status: 400 } };

describe('list doubles page as the server does', () => {
  // Out of range, and (as before) not a number: empty, signed, decimal, exponent, given twice, beyond 64 bits.
  const refused = (max: number) => [
    'page=0',
    'per_page=0',
    `per_page=${max + 1}`,
    'per_page=500&page=0',
    'page=abc',
    'per_page=',
    'page=-1',
    'page=1.5',
    'per_page=1e1',
    'page=1&page=2',
    'page=18446744073709551616',
    'page=1000001',
    'page=18446744073709551615',
  ];

  it.each(lists)('$path refuses a page or per_page out of range with 400 bad_query, and changes nothing', async (list) => {
    for (const query of refused(list.limits.maxPerPage)) {
      const answer = await call(list, query);
      expect([query, answer.status, await answer.json()]).toEqual([query, 400, badQuery]);
    }
    expect(appointmentStore.items.find((a) => a.id === 5)?.appointment_status).toBe('requested');
  });

  it.each(lists)('$path answers in-range values as before, up to page 1,000,000', async (list) => {
    const max = list.limits.maxPerPage;
    const asked = [
      [`page=1&per_page=${max}`, 1, max],
      ['page=%2B2&per_page=1', 2, 1],
      ['page=999999&per_page=1', 999_999, 1],
      ['page=1000000&per_page=1', 1_000_000, 1],
    ] as const;
    for (const [i, [query, page, perPage]] of asked.entries()) {
      // update-status/5 moves appointment 5 there and back (requested → approved → requested …), listing each time.
      const answer = await call({ ...list, status: list.status && (i % 2 ? 'requested' : 'approved') }, query);
      const body = (await answer.json()) as { list?: object };
      expect([query, answer.status, list.status ? body.list : body]).toEqual([query, 200, expect.objectContaining({ page, per_page: perPage })]);
    }
  });

  it('answers in Bangla when Accept-Language asks for it first, as the server does', async () => {
    const stories = { path: 'stories', limits: pageLimits.listStories };
    const inBangla = { ...badQuery, message: serverTextBn.badQuery };
    expect(await (await call(stories, 'page=0', 'bn')).json()).toEqual(inBangla);
    expect(await (await call(stories, 'page=0', 'fr, bn-BD;q=0.5, en')).json()).toEqual(inBangla);
    expect(await (await call(stories, 'page=0', 'en-GB, bn')).json()).toEqual(badQuery);
  });

  it('check the token first, and the page before whose list it is or which status', async () => {
    expect((await call({ path: 'users', limits: pageLimits.listSubscribers }, 'page=0')).status).toBe(401);
    expect((await call({ path: 'get-learning-hubs', limits: pageLimits.listSavedCourses, token: admin }, 'page=0')).status).toBe(403);
    const others = await call({ path: 'appointment/user/8', limits: pageLimits.listUserAppointments, token: subscriber }, 'page=0');
    expect([others.status, await others.json()]).toEqual([400, badQuery]);
    expect((await call({ path: 'appointment/user/8', limits: pageLimits.listUserAppointments, token: subscriber }, 'page=1')).status).toBe(403);
    const unknown = await call({ path: 'appointment/all', limits: pageLimits.listAllAppointments, token: admin }, 'status=nope&per_page=0');
    expect(await unknown.json()).toEqual(badQuery);
  });

  it('refuse a subscriber cursor that is not a 64-bit number, as the server does', async () => {
    const users = { path: 'users', limits: pageLimits.listSubscribers, token: admin };
    for (const query of ['before=abc', 'after=', 'before=9223372036854775808', 'after=1&after=2']) {
      expect([query, await (await call(users, query)).json()]).toEqual([query, badQuery]);
    }
    expect((await call(users, 'before=3')).status).toBe(200);
  });
});
