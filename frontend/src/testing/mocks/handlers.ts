import { http, HttpResponse } from 'msw';
import type { components } from '@/lib/api/schema.gen';
import { loginResponse, siteConfig, userInfo } from './data';

type S = components['schemas'];

export function errorBody(status: number, code: string, message: string, errors?: Record<string, string[]>): S['ErrorBody'] {
  return { code, message, data: { status, ...(errors ? { errors } : {}) } };
}

/** Default happy-path handlers; tests override them with `server.use(...)`. */
export const handlers = [
  http.post<never, S['LoginRequest'], S['LoginResponse'] | S['ErrorBody']>('*/api/jwt-auth/v1/token/', async ({ request }) => {
    const body = await request.json();
    if (body.password !== 'secret123') {
      return HttpResponse.json(errorBody(401, 'invalid_credentials', 'The username or password is wrong.'), { status: 401 });
    }
    return HttpResponse.json(loginResponse(body.username === 'admin' ? 'ADMIN' : 'SUBSCRIBER'));
  }),
  http.post<never, S['RegisterRequest'], S['MessageResponse']>('*/api/custom/v1/register', () =>
    HttpResponse.json({ message: 'Registration successful. Please check your e-mail.' }, { status: 201 }),
  ),
  http.get<never, never, S['MessageResponse'] | S['ErrorBody']>('*/api/custom/v1/activate', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('key') === 'good-key') return HttpResponse.json({ message: 'Account activated successfully!' });
    return HttpResponse.json(errorBody(400, 'invalid_activation_key', 'The activation key is invalid.'), { status: 400 });
  }),
  http.post<never, S['PasswordResetRequest'], S['MessageResponse']>('*/api/custom/v1/password-reset', () =>
    HttpResponse.json({ message: 'If the address is registered, a reset link is on its way.' }),
  ),
  http.post<never, S['PasswordUpdateRequest'], S['MessageResponse'] | S['ErrorBody']>('*/api/custom/v1/password-update', async ({ request }) => {
    const body = await request.json();
    if (body.key !== 'good-key') return HttpResponse.json(errorBody(400, 'invalid_reset_key', 'The reset link is invalid or has expired.'), { status: 400 });
    return HttpResponse.json({ message: 'Your password has been updated.' });
  }),
  http.post<never, S['ChangePasswordRequest'], S['MessageResponse'] | S['ErrorBody']>('*/api/custom/v1/change-password', async ({ request }) => {
    const body = await request.json();
    if (body.current_password !== 'secret123') {
      return HttpResponse.json(errorBody(400, 'wrong_password', 'The current password is wrong.'), { status: 400 });
    }
    return HttpResponse.json({ message: 'Password changed. Please log in again.' });
  }),
  http.post<never, S['UpdateUserInfoRequest'], S['UpdateUserInfoResponse']>('*/api/custom/v1/update-user-info/', async ({ request }) => {
    const body = await request.json();
    return HttpResponse.json({
      message: 'Profile updated.',
      user: userInfo('SUBSCRIBER', { contact_number: body.contact_number ?? null, nid: body.nid ?? null }),
    });
  }),
  http.get<never, never, S['UserInfo'] | S['ErrorBody']>('*/api/custom/v1/me', ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    if (!auth.startsWith('Bearer ')) return HttpResponse.json(errorBody(401, 'unauthorized', 'Please log in.'), { status: 401 });
    return HttpResponse.json(userInfo('SUBSCRIBER'));
  }),
  http.get<never, never, S['SubscriberPage']>('*/api/custom/v1/users', ({ request }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const all: S['SubscriberResponse'][] = [
      { id: 2, username: 'rahima', email: 'rahima@example.com', contact_number: '01712345678', registered_date: '2026-01-15T10:00:00Z', is_active: true },
      { id: 3, username: 'karim', email: 'karim@example.com', contact_number: null, registered_date: '2026-02-01T10:00:00Z', is_active: false },
    ];
    const items = all.filter((u) => !search || u.username.includes(search) || u.email.includes(search));
    return HttpResponse.json({ items, total: items.length, page: Number(url.searchParams.get('page') ?? 1), per_page: 15 });
  }),
  http.get<never, never, S['SiteConfig']>('*/api/custom/v1/site-config', () => HttpResponse.json(siteConfig)),
];
