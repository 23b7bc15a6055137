import { pageLimits } from '@/lib/api/limits.gen';
import type { ArticleResponse, LearningResponse } from '@/lib/api/types';
import { tokenRole } from '@/lib/jwt';
import { errorBody, http, serverText } from '../http';
import { badQuery, pageOf, paging } from '../paging';
import { contentStore, learningDetail, summary } from './content-store';


/** What the handlers read of a query: openapi-msw's typed `query` has `get`. */
type Query = { get: (name: never) => string | null };
const read = (query: Query, name: string) => (query.get as (name: string) => string | null)(name);

const newestFirst = <T extends { id: number }>(items: readonly T[]) => [...items].sort((a, b) => b.id - a.id);
const titleMatches = (search: string | null) => (item: { title: string }) => !search?.trim() || item.title.toLowerCase().includes(search.trim().toLowerCase());
const articles = (items: readonly ArticleResponse[], query: Query) => newestFirst(items).filter(titleMatches(read(query, 'search'))).map(summary);

/** 401 without a token, 403 for any role but SUBSCRIBER; null when the caller may go on. */
function subscriberOnly(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return { status: 401 as const, body: errorBody(401, 'unauthorized', serverText.unauthorized) };
  if (tokenRole(token) !== 'SUBSCRIBER') return { status: 403 as const, body: errorBody(403, 'forbidden', serverText.forbidden) };
  return null;
}

const learningById = (id: number): LearningResponse | undefined => contentStore.learning.find((l) => l.id === id);

/** Public stories, blog posts and learning hub, and a subscriber's saved courses, as the server answers them. */
export const contentHandlers = [
  http.get('/api/custom/v1/stories', ({ request, query, response }) => {
    const asked = paging(request, pageLimits.listStories);
    if (!asked) return response(400).json(badQuery(request));
    return response(200).json(pageOf(articles(contentStore.stories, query), asked));
  }),
  http.get('/api/custom/v1/story/{id}', ({ params, response }) => {
    const story = contentStore.stories.find((s) => s.id === Number(params.id));
    return story ? response(200).json(story) : response(404).json(errorBody(404, 'not_found', serverText.storyNotFound));
  }),
  http.get('/api/custom/v1/posts', ({ request, query, response }) => {
    const asked = paging(request, pageLimits.listPosts);
    if (!asked) return response(400).json(badQuery(request));
    return response(200).json(pageOf(articles(contentStore.posts, query), asked));
  }),
  http.get('/api/custom/v1/post/{id}', ({ params, response }) => {
    const post = contentStore.posts.find((p) => p.id === Number(params.id));
    return post ? response(200).json(post) : response(404).json(errorBody(404, 'not_found', serverText.postNotFound));
  }),
  http.get('/api/custom/v1/learninghub', ({ request, query, response }) => {
    const asked = paging(request, pageLimits.listLearning);
    if (!asked) return response(400).json(badQuery(request));
    const category = query.get('category')?.trim().toLowerCase();
    const items = newestFirst(contentStore.learning)
      .filter((l) => !category || l.category.toLowerCase() === category)
      .filter(titleMatches(query.get('search')));
    return response(200).json(pageOf(items, asked));
  }),
  http.get('/api/custom/v1/learninghub/{id}', ({ params, response }) => {
    const item = learningById(Number(params.id));
    return item ? response(200).json(learningDetail(item)) : response(404).json(errorBody(404, 'not_found', serverText.learningNotFound));
  }),
  // The token is checked before the query, as the server's extractors run in that order.
  http.get('/api/custom/v1/get-learning-hubs', ({ request, response }) => {
    const refused = subscriberOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    const asked = paging(request, pageLimits.listSavedCourses);
    if (!asked) return response(400).json(badQuery(request));
    const items = contentStore.saved.map(learningById).filter((l): l is LearningResponse => l !== undefined);
    return response(200).json(pageOf(items, asked));
  }),
  http.post('/api/custom/v1/add-to-wishlist', async ({ request, response }) => {
    const refused = subscriberOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    const { learninghub_id: id } = await request.json();
    if (!learningById(id)) return response(404).json(errorBody(404, 'not_found', serverText.learningNotFound));
    // Saving again is harmless: the course keeps its place.
    if (!contentStore.saved.includes(id)) contentStore.saved = [id, ...contentStore.saved];
    return response(200).json({ message: serverText.wishlistAdded });
  }),
  http.post('/api/custom/v1/remove-from-wishlist', async ({ request, response }) => {
    const refused = subscriberOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    const { learninghub_id: id } = await request.json();
    contentStore.saved = contentStore.saved.filter((saved) => saved !== id);
    return response(200).json({ message: serverText.wishlistRemoved });
  }),
];
