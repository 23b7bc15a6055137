import { loginResponse } from '@/testing/mocks/data';
import { categoryStore } from '@/testing/mocks/handlers/categories';

/** The category doubles answer writes as the server does: ADMIN only (401 without a token, 403 for a subscriber). */
describe('category doubles', () => {
  const form = () => {
    const body = new FormData();
    body.set('name', 'Sleep');
    return body;
  };
  const send = (method: string, path: string, token?: string) =>
    fetch(`http://localhost:3000${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, body: method === 'DELETE' ? undefined : form() });

  it.each([
    ['POST', '/api/custom/v1/add-category'],
    ['POST', '/api/custom/v1/update-category/1'],
    ['DELETE', '/api/custom/v1/delete-category-by-id/3'],
  ])('%s %s: 401 without a token, 403 for a subscriber, nothing changed', async (method, path) => {
    const before = JSON.stringify(categoryStore.items);
    expect((await send(method, path)).status).toBe(401);
    const refused = await send(method, path, loginResponse('SUBSCRIBER').token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('forbidden');
    expect(JSON.stringify(categoryStore.items)).toBe(before);
    expect((await send(method, path, loginResponse('ADMIN').token)).ok).toBe(true);
  });
});
