import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverText } from '../http';
import { userInfo } from '../data';

/** The test subscriber's own counsellor as `/me` names it (null: none yet); tests may set it. */
export const meStore: { counsellor: components['schemas']['OwnCounsellor'] | null } = { counsellor: null };

export function resetMe() {
  meStore.counsellor = null;
}

const unauthorized = () => errorBody(401, 'unauthorized', serverText.unauthorized);

/** The caller's own account, as the server answers for it. */
export const accountHandlers = [
  http.post('/api/custom/v1/change-password', async ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    const body = await request.json();
    if (body.current_password !== 'secret123') {
      return response(400).json(
        errorBody(400, 'wrong_current_password', serverText.wrongCurrentPassword, { current_password: [serverText.wrongCurrentPassword] }),
      );
    }
    return response(200).json({ message: serverText.passwordChanged });
  }),
  http.post('/api/custom/v1/update-user-info/', async ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    const body = await request.json();
    return response(200).json({
      message: serverText.profileUpdated,
      user: userInfo('SUBSCRIBER', { contact_number: body.contact_number ?? null, nid: body.nid || null }),
    });
  }),
  http.get('/api/custom/v1/me', ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    return response(200).json({ ...userInfo('SUBSCRIBER'), counsellor: meStore.counsellor });
  }),
];
