import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { waitForLink } from './mail';
import { ADMIN, createActiveUser, newUser } from './session';

/** A caller of the API with a bearer token: the answer's JSON, or an error naming the call and the answer. */
export function apiAs(request: APIRequestContext) {
  return async (token: string, method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

/** A token for `username`, logged in through the API. */
export async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  return ((await (await request.post('/api/jwt-auth/v1/token/', { data: { username, password } })).json()) as { token: string }).token;
}

/**
 * A counsellor invited by the admin, published, with hours every day, who set their password through the invitation's
 * link; a new subscriber asked for their first free slot as `clientName`, and the admin approved it with them.
 */
export async function counsellorWithSession(request: APIRequestContext, clientName: string) {
  const api = apiAs(request);
  const admin = await tokenOf(request, ADMIN.username, ADMIN.password);
  const who = newUser('carer');
  const invited = await api(admin, 'post', '/api/custom/v1/admin/counsellors', {
    username: who.username,
    email: who.email,
    contact_number: who.mobile,
    name_en: 'Sadia Rahman',
    name_bn: 'সাদিয়া রহমান',
    title_en: 'Counsellor',
    credentials: 'MSc, Counselling Psychology',
    languages: ['bn', 'en'],
    modes: ['phone'],
    published: true,
  });
  const id = (invited.counsellor as { id: number }).id;
  const link = new URL(await waitForLink(who.email, /https?:\/\/\S+\/reset-password\?\S+/));
  const reset = await request.post('/api/custom/v1/password-update', {
    data: { key: link.searchParams.get('key'), email: link.searchParams.get('email'), password: who.password },
  });
  if (!reset.ok()) throw new Error(`password-update: ${reset.status()} ${await reset.text()}`);
  const carer = await tokenOf(request, who.username, who.password);
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '21:00' }));
  await api(carer, 'put', '/api/custom/v1/counsellors/me/availability', { weekly });

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const inAWeek = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + 6 * 86_400_000));
  const slots = (await api(carer, 'get', `/api/custom/v1/counsellors/${id}/slots?from=${today}&to=${inAWeek}`)).slots as { start: string }[];
  if (slots.length === 0) throw new Error('no free slot this week');
  const [day, clock] = slots[0]!.start.slice(0, 16).split('T') as [string, string];
  const hour = Number(clock.slice(0, 2));
  const time = `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:${clock.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
  const client = await createActiveUser(request, 'client');
  const asked = await api(await tokenOf(request, client.username, client.password), 'post', '/api/custom/v1/appointment/create', {
    appointment_date: day,
    appointment_time: time,
    appointment_name: clientName,
    appointment_email: client.email,
    appointment_phone: client.mobile,
    counsellor_id: id,
  });
  const session = (asked.appointment as { id: number }).id;
  await api(admin, 'post', `/api/custom/v1/appointment/update-status/${session}`, { appointment_status: 'approved', session_mode: 'phone', counsellor_id: id });
  return { admin, who, id, carer, client, session };
}

/** A new 375 px wide window in which the counsellor `who` logged in through the form and reached their dashboard. */
export async function counsellorWindow(context: BrowserContext, who: { username: string; password: string }) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/^Email or username/).fill(who.username);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/counsellor\/dashboard$/);
  return page;
}
