import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverText } from '../http';
import { adminOnly, caller } from '../roles';

type AdminCounsellor = components['schemas']['AdminCounsellor'];

/**
 * The server's counsellor texts, word for word from `crates/domain/src/counsellor/messages.rs` (and the account's
 * "username taken" from `user/messages.rs`).
 */
export const counsellorText = {
  invited: 'The invitation has been sent.',
  saved: 'The profile has been saved.',
  nameRequired: 'Name is required',
  notFound: 'This counsellor does not exist.',
  emailTaken: 'An account with this e-mail address already exists.',
  invitationResent: 'A new invitation has been sent; the earlier link no longer works.',
} as const;

export const sampleCounsellor = (overrides: Partial<AdminCounsellor> = {}): AdminCounsellor => ({
  id: 3,
  user_id: 43,
  username: 'nusrat',
  email: 'nusrat@example.com',
  contact_number: '01812345678',
  invitation_accepted: true,
  name_en: 'Nusrat Jahan',
  name_bn: 'নুসরাত জাহান',
  title_en: 'Clinical psychologist',
  title_bn: '',
  credentials: 'MPhil, Clinical Psychology, University of Dhaka',
  registration_no: null,
  languages: ['bn', 'en'],
  specialities: ['Anxiety'],
  modes: ['video', 'phone', 'in_person'],
  fee_bdt: 1200,
  bio_en: 'I listen.',
  bio_bn: '',
  published: false,
  max_clients: 30,
  photo_url: null,
  ...overrides,
});

/** The server's counsellors; the counsellor's own profile is the one whose `user_id` is the token's id. */
export const counsellorStore: { items: AdminCounsellor[]; taken: string[] } = { items: [], taken: [] };

export function resetCounsellors(items: AdminCounsellor[] = []) {
  counsellorStore.items = items.map((c) => ({ ...c }));
  // Usernames and addresses other accounts hold.
  counsellorStore.taken = ['admin', 'rahim', 'rahim@example.com'];
}
resetCounsellors();

const taken = (name: string) => counsellorStore.taken.includes(name.trim().toLowerCase());

export const counsellorHandlers = [
  http.get('/api/custom/v1/admin/counsellors', ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const sorted = [...counsellorStore.items].sort((a, b) => a.name_en.localeCompare(b.name_en) || a.id - b.id);
    return response(200).json({ items: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length, page, per_page: perPage });
  }),
  http.post('/api/custom/v1/admin/counsellors', async ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const body = await request.json();
    const missing = (['name_en', 'name_bn'] as const).filter((f) => !(body[f] ?? '').trim());
    if (missing.length > 0) {
      return response(400).json(errorBody(400, 'validation_failed', counsellorText.nameRequired, Object.fromEntries(missing.map((f) => [f, [counsellorText.nameRequired]]))));
    }
    if (taken(body.username ?? '')) return response(409).json(errorBody(409, 'username_taken', serverText.usernameTaken, { username: [serverText.usernameTaken] }));
    if (taken(body.email ?? '')) return response(409).json(errorBody(409, 'email_taken', counsellorText.emailTaken, { email: [counsellorText.emailTaken] }));
    const id = Math.max(0, ...counsellorStore.items.map((c) => c.id)) + 1;
    const counsellor = sampleCounsellor({
      id,
      user_id: 100 + id,
      username: body.username ?? '',
      email: body.email ?? '',
      contact_number: body.contact_number ?? null,
      invitation_accepted: false,
      name_en: (body.name_en ?? '').trim(),
      name_bn: (body.name_bn ?? '').trim(),
      title_en: '',
      credentials: '',
      languages: ['bn'],
      specialities: [],
      fee_bdt: 0,
      bio_en: '',
    });
    counsellorStore.items.push(counsellor);
    return response(201).json({ message: counsellorText.invited, counsellor });
  }),
  http.post('/api/custom/v1/admin/counsellors/{id}', async ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const stored = counsellorStore.items.find((c) => c.id === Number(params.id));
    if (!stored) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    const body = await request.json();
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));
    Object.assign(stored, changes);
    return response(200).json({ message: counsellorText.saved, counsellor: stored });
  }),
  http.get('/api/custom/v1/counsellors/me/profile', ({ request, response }) => {
    const who = caller(request, ['COUNSELLOR']);
    if ('status' in who) return response(who.status).json(errorBody(who.status, who.status === 401 ? 'unauthorized' : 'forbidden', who.status === 401 ? serverText.unauthorized : serverText.forbidden));
    const own = counsellorStore.items.find((c) => c.user_id === who.id);
    if (!own) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    return response(200).json(own);
  }),
  http.post('/api/custom/v1/counsellors/me/profile', async ({ request, response }) => {
    const who = caller(request, ['COUNSELLOR']);
    if ('status' in who) return response(who.status).json(errorBody(who.status, who.status === 401 ? 'unauthorized' : 'forbidden', who.status === 401 ? serverText.unauthorized : serverText.forbidden));
    const own = counsellorStore.items.find((c) => c.user_id === who.id);
    if (!own) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    const body = await request.json();
    for (const key of ['bio_en', 'bio_bn', 'languages', 'specialities'] as const) {
      const value = body[key];
      if (value !== undefined && value !== null) Object.assign(own, { [key]: typeof value === 'string' ? value.trim() : value });
    }
    return response(200).json({ message: counsellorText.saved, counsellor: own });
  }),
];
