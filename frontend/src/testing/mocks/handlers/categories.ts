import { pageLimits } from '@/lib/api/limits.gen';
import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverText } from '../http';
import { badQuery, pageOf, paging } from '../paging';
import { adminOnly } from '../roles';
import { contentStore } from './content-store';

type Category = components['schemas']['CategoryResponse'];

const category = (id: number, name: string): Category => ({ id, name, display_name: name.replace(/_/g, ' ') });

/** The server's categories, A to Z by name in any case; tests may reset it. */
export const categoryStore: { items: Category[]; nextId: number } = { items: [], nextId: 1 };

export function resetCategories(names: string[] = ['Well_being', 'Anxiety', 'Adulting_101']) {
  categoryStore.items = names.map((n, i) => category(i + 1, n));
  categoryStore.nextId = names.length + 1;
}

const sorted = () => [...categoryStore.items].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
const taken = (name: string, except?: number) => categoryStore.items.some((c) => c.id !== except && c.name.toLowerCase() === name.toLowerCase());

/** Reads the `name` field of the multipart form, as the server does (a JSON body is refused). */
async function formName(request: Request): Promise<string | null> {
  if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return null;
  const value = (await request.formData()).get('name');
  return typeof value === 'string' ? value.trim() : '';
}

const nameError = (name: string) =>
  !name ? serverText.categoryNameRequired : [...name].length > 60 ? serverText.categoryNameTooLong : null;

/** Categories as the server answers: public list and read, ADMIN writes sent as forms. */
export const categoryHandlers = [
  http.get('/api/custom/v1/get-all-category', ({ request, query, response }) => {
    const asked = paging(request, pageLimits.listCategories);
    if (!asked) return response(400).json(badQuery(request));
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const matching = sorted().filter((c) => !search || c.name.toLowerCase().includes(search));
    return response(200).json(pageOf(matching, asked));
  }),
  http.post('/api/custom/v1/add-category', async ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    const name = await formName(request);
    if (name === null) return response(400).json(errorBody(400, 'unsupported_content_type', serverText.wrongContentType));
    const invalid = nameError(name);
    if (invalid) return response(400).json(errorBody(400, 'validation_failed', invalid, { name: [invalid] }));
    if (taken(name)) return response(409).json(errorBody(409, 'category_name_taken', serverText.categoryNameTaken, { name: [serverText.categoryNameTaken] }));
    const created = category(categoryStore.nextId++, name);
    categoryStore.items.push(created);
    return response(201).json({ message: serverText.categoryAdded, category: created });
  }),
  http.post('/api/custom/v1/update-category/{id}', async ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    const existing = categoryStore.items.find((c) => c.id === Number(params.id));
    if (!existing) return response(404).json(errorBody(404, 'not_found', serverText.categoryNotFound));
    const name = await formName(request);
    if (name === null) return response(400).json(errorBody(400, 'unsupported_content_type', serverText.wrongContentType));
    const invalid = nameError(name);
    if (invalid) return response(400).json(errorBody(400, 'validation_failed', invalid, { name: [invalid] }));
    if (taken(name, existing.id)) return response(409).json(errorBody(409, 'category_name_taken', serverText.categoryNameTaken, { name: [serverText.categoryNameTaken] }));
    Object.assign(existing, category(existing.id, name));
    return response(200).json({ message: serverText.categoryUpdated, category: existing });
  }),
  http.delete('/api/custom/v1/delete-category-by-id/{id}', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    const existing = categoryStore.items.find((c) => c.id === Number(params.id));
    if (!existing) return response(404).json(errorBody(404, 'not_found', serverText.categoryNotFound));
    // As the server: a category that still has learning-hub items stays.
    if (contentStore.learning.some((item) => item.category === existing.name)) {
      return response(409).json(errorBody(409, 'category_in_use', serverText.categoryInUse));
    }
    categoryStore.items = categoryStore.items.filter((c) => c !== existing);
    return response(200).json({ message: serverText.categoryDeleted });
  }),
];
