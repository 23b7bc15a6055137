import { makeToken } from '@/testing/jwt';
import { serverText } from '@/testing/mocks/http';
import { contentStore, article } from '../content-store';

const api = (path: string, init?: RequestInit) => fetch(`http://localhost/api/custom/v1/${path}`, init);
const wishlist = (path: string, token?: string) =>
  api(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ learninghub_id: 5 }),
  });

describe('content doubles', () => {
  it('answer lists as the server does: summaries without content, newest first, the page and size asked for', async () => {
    contentStore.stories = Array.from({ length: 120 }, (_, i) => article(i + 1, `S${i + 1}`, '<p>x.</p>'));
    const page = (await (await api('stories?per_page=100&page=1')).json()) as { items: Record<string, unknown>[]; per_page: number; page: number; total: number };
    expect(page).toMatchObject({ per_page: 100, page: 1, total: 120 });
    expect(page.items).toHaveLength(100);
    expect(page.items[0]).toMatchObject({ id: 120, title: 'S120' });
    expect(page.items[0]).not.toHaveProperty('content');
    const second = (await (await api('stories?per_page=100&page=2')).json()) as { items: { id: number }[]; page: number };
    expect(second.page).toBe(2);
    expect(second.items.map((i) => i.id)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
  });

  it('refuse a page below 1 or a per_page above the maximum with the server\'s 400, not another page', async () => {
    const refused = await api('stories?per_page=500&page=0');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'bad_query', message: serverText.badQuery, data: { status: 400 } });
  });

  it('filter learning by category name in any case, and answer 404 with the server text', async () => {
    const page = (await (await api('learninghub?category=WELL_BEING')).json()) as { items: { id: number }[] };
    expect(page.items.map((i) => i.id)).toEqual([5]);
    const missing = await api('story/999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found', message: serverText.storyNotFound });
  });

  it('keep saved courses for subscribers only: 401 without a token, 403 for an admin', async () => {
    expect((await wishlist('add-to-wishlist')).status).toBe(401);
    expect((await wishlist('add-to-wishlist', makeToken({ role: 'ADMIN' }))).status).toBe(403);
    expect((await api('get-learning-hubs')).status).toBe(401);
    const token = makeToken({ role: 'SUBSCRIBER' });
    expect(await (await wishlist('add-to-wishlist', token)).json()).toEqual({ message: serverText.wishlistAdded });
    expect((await wishlist('add-to-wishlist', token)).status).toBe(200);
    expect(contentStore.saved).toEqual([5]);
    expect(await (await wishlist('remove-from-wishlist', token)).json()).toEqual({ message: serverText.wishlistRemoved });
    expect(contentStore.saved).toEqual([]);
  });
});
