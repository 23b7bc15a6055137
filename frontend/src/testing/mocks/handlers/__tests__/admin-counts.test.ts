import type { SubscriberResponse } from '@/lib/api/types';
import { makeToken } from '@/testing/jwt';
import { serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { registrationCounts, registrationCountsHandler } from '../admin-counts';
import { appointmentStore, resetAppointments } from '../appointments';
import { article, contentStore } from '../content-store';

const api = (path: string, token?: string) =>
  fetch(`http://localhost/api/custom/v1/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const subscriber = (id: number, registered: string): SubscriberResponse => ({
  id,
  username: `member${id}`,
  email: `member${id}@example.com`,
  contact_number: null,
  registered_date: registered,
  is_active: true,
});

describe('admin count doubles', () => {
  it.each(['get_published_posts_count', 'user_registration_count'])('answer %s to admins only: 401 without a token, 403 for a subscriber', async (path) => {
    const missing = await api(path);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 'unauthorized', message: serverText.unauthorized, data: { status: 401 } });
    const subscriberCall = await api(path, makeToken({ role: 'SUBSCRIBER' }));
    expect(subscriberCall.status).toBe(403);
    expect(await subscriberCall.json()).toEqual({ code: 'forbidden', message: serverText.forbidden, data: { status: 403 } });
    expect((await api(path, makeToken({ role: 'ADMIN' }))).status).toBe(200);
  });

  it('count what the content and appointment doubles hold', async () => {
    const admin = makeToken({ role: 'ADMIN' });
    expect(await (await api('get_published_posts_count', admin)).json()).toEqual({
      blog: 2,
      story: 2,
      learninghub: 2,
      appointment: { requested: 3, approved: 1, unapproved: 1 },
    });
    contentStore.posts.push(article(50, 'One more', '<p>x</p>'));
    resetAppointments(appointmentStore.items.filter((a) => a.appointment_status !== 'requested'));
    expect(await (await api('get_published_posts_count', admin)).json()).toMatchObject({ blog: 3, appointment: { requested: 0, approved: 1, unapproved: 1 } });
  });

  it('count registrations by Dhaka month for the 12 months ending this one, oldest first, empty months as 0', () => {
    const now = new Date('2026-11-23T08:00:00Z');
    const months = registrationCounts(
      [
        subscriber(1, '2026-11-01T02:00:00Z'),
        // 20:00 UTC on 31 October is 1 November in Dhaka.
        subscriber(2, '2026-10-31T20:00:00Z'),
        subscriber(3, '2026-10-31T17:00:00Z'),
        subscriber(4, '2025-12-01T00:00:00Z'),
        // Before the first month: not counted.
        subscriber(5, '2025-11-20T00:00:00Z'),
      ],
      now,
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 12, user_count: 1 });
    expect(months[10]).toEqual({ year: 2026, month: 10, user_count: 1 });
    expect(months[11]).toEqual({ year: 2026, month: 11, user_count: 2 });
    expect(months.slice(1, 10).every((m) => m.user_count === 0)).toBe(true);
  });

  it('answer the registration counts of the subscribers a test gives', async () => {
    server.use(registrationCountsHandler([subscriber(1, new Date().toISOString())]));
    const months = (await (await api('user_registration_count', makeToken({ role: 'ADMIN' }))).json()) as { user_count: number }[];
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.user_count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});
