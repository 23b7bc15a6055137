import { addDays, serviceToday } from '@/lib/service-day';
import { makeToken } from '@/testing/jwt';
import { siteConfig } from '@/testing/mocks/data';
import { serverText } from '@/testing/mocks/http';
import { appointmentStore } from '../appointments';

// The appointment doubles hold the server's rules (crates/domain/src/care/appointment.rs, crates/application/src/care/appointments.rs).

const admin = makeToken({ role: 'ADMIN' });
const subscriber = makeToken({ role: 'SUBSCRIBER', id: 7 });
const base = 'http://localhost/api/custom/v1/appointment';

async function post(path: string, token: string, body: unknown) {
  const answer = await fetch(`${base}/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}
const decide = (id: number, body: Record<string, unknown>, query = 'status=requested') => post(`update-status/${id}?${query}`, admin, body);
const refused = (errors: Record<string, string[]>) => ({
  status: 400,
  body: { code: 'validation_failed', message: Object.values(errors)[0]?.[0], data: { status: 400, errors } },
});
const request = (inDays: number) => ({
  appointment_date: addDays(serviceToday(), inDays),
  appointment_time: '10:00 AM',
  appointment_name: 'rahima',
  appointment_email: 'rahima@example.com',
  appointment_phone: '01712345678',
  appointment_status: 'requested',
});

describe('appointment doubles', () => {
  it('refuse an unknown list status as the server does: 400 validation_failed on `status`', async () => {
    for (const url of [`${base}/all?status=canceled`, `${base}/user/7?status=canceled`]) {
      const answer = await fetch(url, { headers: { Authorization: `Bearer ${url.includes('/all') ? admin : subscriber}` } });
      expect([answer.status, await answer.json()]).toEqual([400, refused({ status: [serverText.appointmentStatusInvalid] }).body]);
    }
    // Any case and spaces around are read as the status; a blank one is every status.
    const approved = await fetch(`${base}/all?status=%20APPROVED%20`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(((await approved.json()) as { total: number }).total).toBe(1);
    const all = await fetch(`${base}/all?status=`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(((await all.json()) as { total: number }).total).toBe(5);
  });

  it('check the decision and the list status before writing anything, with the decision fields first', async () => {
    expect(await decide(5, { appointment_status: 'approved', session_mode: 'video', session_detail: 'javascript:alert(1)' }, 'status=bogus')).toEqual(
      refused({ session_detail: [serverText.sessionLinkInvalid], status: [serverText.appointmentStatusInvalid] }),
    );
    expect(await decide(5, { appointment_status: 'approved' }, 'status=bogus')).toEqual(refused({ status: [serverText.appointmentStatusInvalid] }));
    expect(appointmentStore.items.find((a) => a.id === 5)).toMatchObject({ appointment_status: 'requested', session_mode: null });
  });

  // The cases of `a_decision_carries_session_details_only_with_an_approval_and_a_reason_only_with_an_unapproval`.
  it.each([
    [{ appointment_status: 'approved', session_mode: 'video', session_detail: 'javascript:alert(1)' }, { session_detail: [serverText.sessionLinkInvalid] }],
    [{ appointment_status: 'approved', session_mode: 'carrier pigeon' }, { session_mode: [serverText.sessionModeInvalid] }],
    [{ appointment_status: 'approved', session_mode: 'in_person', session_detail: 'x'.repeat(301) }, { session_detail: [serverText.sessionDetailTooLong] }],
    [{ appointment_status: 'unapproved', reason: 'y'.repeat(501) }, { reason: [serverText.reasonTooLong] }],
    [{ appointment_status: 'unapproved', session_mode: 'video' }, { session_mode: [serverText.sessionOnlyOnApproval] }],
    [{ appointment_status: 'approved', reason: 'why' }, { reason: [serverText.reasonOnlyOnUnapproval] }],
    [{ appointment_status: 'approved', session_detail: 'Room 4' }, { session_detail: [serverText.sessionDetailNeedsMode] }],
    [{ appointment_status: 'bogus' }, { appointment_status: [serverText.appointmentStatusInvalid] }],
    [{ appointment_status: 'requested', session_mode: 'Video' }, { session_mode: [serverText.sessionModeInvalid, serverText.sessionOnlyOnApproval] }],
    [{ appointment_status: 'approved', session_mode: 'video', session_detail: 'https://a b' }, { session_detail: [serverText.sessionLinkInvalid] }],
    [{ appointment_status: 'approved', session_mode: 'video', session_detail: 'https://:80/x' }, { session_detail: [serverText.sessionLinkInvalid] }],
  ])('refuse %j', async (body, errors) => {
    expect(await decide(5, body)).toEqual(refused(errors));
    expect(appointmentStore.items.find((a) => a.id === 5)?.appointment_status).toBe('requested');
  });

  it('store the session trimmed with an approval, a reason with an unapproval, and clear both on undo', async () => {
    const approved = await decide(5, { appointment_status: 'approved', session_mode: ' video ', session_detail: ' https://meet.example.org:8443/x?y=1 ', reason: '  ' });
    expect(approved.status).toBe(200);
    expect(approved.body.appointment).toMatchObject({ appointment_status: 'approved', session_mode: 'video', session_detail: 'https://meet.example.org:8443/x?y=1', reason: null });
    // A mode without a detail is "details follow"; the plain approval of the spec has neither.
    expect((await decide(4, { appointment_status: 'approved', session_mode: 'phone' })).body.appointment).toMatchObject({ session_mode: 'phone', session_detail: null });
    expect((await decide(3, { appointment_status: 'unapproved', reason: ' We are full that week. ' })).body.appointment).toMatchObject({
      appointment_status: 'unapproved',
      session_mode: null,
      reason: 'We are full that week.',
    });
    expect((await decide(5, { appointment_status: 'requested' }, 'status=approved')).body.appointment).toMatchObject({ appointment_status: 'requested', session_mode: null, session_detail: null });
    expect((await decide(3, { appointment_status: 'requested' })).body.appointment).toMatchObject({ reason: null });
  });

  it('refuse a date after the booking horizon, on create and on update', async () => {
    const horizon = siteConfig.booking_horizon_days;
    const tooFar = refused({ appointment_date: [serverText.appointmentDateTooFar] });
    expect(await post('create', subscriber, request(horizon + 1))).toEqual(tooFar);
    expect(await post('update/3', subscriber, request(horizon + 1))).toEqual(tooFar);
    expect((await post('create', subscriber, request(horizon))).status).toBe(201);
    expect(await post('create', subscriber, { ...request(3), appointment_date: '2026-02-30' })).toEqual(refused({ appointment_date: [serverText.appointmentDateInvalid] }));
  });

  it(`allow ${siteConfig.max_open_requests} requested appointments at once, counted before the date`, async () => {
    // User 7 has two requested; three more reach the limit.
    for (const inDays of [20, 21, 22]) expect((await post('create', subscriber, request(inDays))).status).toBe(201);
    const tooMany = { status: 409, body: { code: 'too_many_open_requests', message: serverText.tooManyOpenRequests, data: { status: 409 } } };
    expect(await post('create', subscriber, request(23))).toEqual(tooMany);
    // Even on a day already taken: the count comes first.
    expect(await post('create', subscriber, request(20))).toEqual(tooMany);
    // A decided one no longer counts.
    expect((await decide(3, { appointment_status: 'approved' })).status).toBe(200);
    expect((await post('create', subscriber, request(23))).status).toBe(201);
  });
});
