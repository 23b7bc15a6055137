import type { ArticleResponse, LearningResponse } from '@/lib/api/types';
import { errorBody, http, serverText } from '../http';
import { adminOnly } from '../roles';
import { chars, invalid } from '../server-rules';
import { categoryStore } from './categories';
import { article, contentStore, learningItem } from './content-store';

type ErrorBody = ReturnType<typeof errorBody>;

const readable = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').trim();
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const titleErrors = (title: string) => (!title ? [serverText.titleRequired] : chars(title) > 200 ? [serverText.titleTooLong] : []);

type ArticleKind = 'story' | 'post';
const articlesOf = (kind: ArticleKind) => (kind === 'story' ? contentStore.stories : contentStore.posts);
const texts = {
  story: { added: serverText.storyAdded, updated: serverText.storyUpdated, deleted: serverText.storyDeleted, notFound: serverText.storyNotFound },
  post: { added: serverText.postAdded, updated: serverText.postUpdated, deleted: serverText.postDeleted, notFound: serverText.postNotFound },
};

/** How many times an item's image was replaced, so a new image gets a new address. */
let imageVersion = 0;

/**
 * Reads a story or blog form as the server does: a `multipart/form-data` body (anything else is 400
 * `unsupported_content_type`), a title, content, the author (blog posts, optional) and an image (required when
 * adding, optional when updating; JPEG, PNG, WebP or GIF).
 */
type ArticleFields = { title: string; content: string; author: string };
type ArticleForm = { refused: ErrorBody; fields?: never; image?: never } | { refused: null; fields: ArticleFields; image: File | null };

async function readArticleForm(request: Request, kind: ArticleKind, adding: boolean): Promise<ArticleForm> {
  if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return { refused: errorBody(400, 'unsupported_content_type', serverText.wrongContentType) };
  }
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const file = form.get('file');
  // A file part (not `instanceof File`: the test DOM's File and the fetch implementation's differ).
  const image = file !== null && typeof file !== 'string' && file.size > 0 ? file : null;
  const fields = { title: text('title'), content: text('content'), author: text('author') };
  const refused = invalid({
    title: titleErrors(fields.title),
    content: readable(fields.content) ? [] : [serverText.contentRequired],
    ...(kind === 'post' && chars(fields.author) > 100 ? { author: [serverText.authorTooLong] } : {}),
    file: image ? (IMAGE_TYPES.includes(image.type) ? [] : [serverText.imageNotSupported]) : adding ? [serverText.imageRequired] : [],
  });
  return refused ? { refused } : { refused: null, fields, image };
}

const withImage = (item: ArticleResponse, replaced: boolean): ArticleResponse =>
  replaced
    ? { ...item, feature_image_url: `/uploads/img${item.id}-v${++imageVersion}.jpg`, card_image_url: `/uploads/img${item.id}-v${imageVersion}-card.jpg` }
    : item;

function articleHandlers(kind: ArticleKind) {
  const add = kind === 'story' ? '/api/custom/v1/story' : '/api/custom/v1/post';
  const update = kind === 'story' ? '/api/custom/v1/update-story/{id}' : '/api/custom/v1/update-post/{id}';
  const one = kind === 'story' ? '/api/custom/v1/story/{id}' : '/api/custom/v1/post/{id}';
  return [
    http.post(add, async ({ request, response }) => {
      const denied = adminOnly(request);
      if (denied) return response(denied.status).json(denied.body);
      const { refused, fields } = await readArticleForm(request, kind, true);
      if (refused) return response(400).json(refused);
      const created = article(contentStore.nextId++, fields.title, fields.content, kind === 'post' ? fields.author || null : null);
      articlesOf(kind).unshift(created);
      return response(201).json({ message: texts[kind].added, item: created });
    }),
    http.post(update, async ({ request, params, response }) => {
      const denied = adminOnly(request);
      if (denied) return response(denied.status).json(denied.body);
      const { refused, fields, image } = await readArticleForm(request, kind, false);
      if (refused) return response(400).json(refused);
      const list = articlesOf(kind);
      const index = list.findIndex((a) => a.id === Number(params.id));
      const existing = list[index];
      if (!existing) return response(404).json(errorBody(404, 'not_found', texts[kind].notFound));
      const rewritten = article(existing.id, fields.title, fields.content, kind === 'post' ? fields.author || null : null);
      const updated = withImage({ ...rewritten, feature_image_url: existing.feature_image_url, card_image_url: existing.card_image_url, date: existing.date }, image !== null);
      list[index] = updated;
      return response(200).json({ message: texts[kind].updated, item: updated });
    }),
    http.delete(one, ({ request, params, response }) => {
      const denied = adminOnly(request);
      if (denied) return response(denied.status).json(denied.body);
      const list = articlesOf(kind);
      const index = list.findIndex((a) => a.id === Number(params.id));
      if (index < 0) return response(404).json(errorBody(404, 'not_found', texts[kind].notFound));
      list.splice(index, 1);
      return response(200).json({ message: texts[kind].deleted });
    }),
  ];
}

const YOUTUBE_PREFIXES = ['www.youtube.com/embed/', 'youtube.com/embed/', 'www.youtube-nocookie.com/embed/', 'youtube-nocookie.com/embed/', 'youtu.be/'];

/** The video id of an embed or short link (as the server parses it), or the message for the field. */
function youtubeVideo(raw: string): { id: string } | { error: string } {
  const s = raw.trim();
  if (!s) return { error: serverText.youtubeRequired };
  const rest = /^https?:\/\//.test(s) ? s.replace(/^https?:\/\//, '') : null;
  const prefix = rest === null ? undefined : YOUTUBE_PREFIXES.find((p) => rest.startsWith(p));
  const id = rest !== null && prefix ? (rest.slice(prefix.length).split(/[?#]/)[0] ?? '') : '';
  return /^[A-Za-z0-9_-]{11}$/.test(id) ? { id } : { error: serverText.youtubeInvalid };
}

type LearningBody = { title?: unknown; category?: unknown; youtube_link?: unknown; content?: unknown };
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks a learning-hub form as the server does; the category must be one of the stored categories' names. */
function readLearning(body: LearningBody) {
  const fields = { title: str(body.title), category: str(body.category), youtube_link: str(body.youtube_link), content: str(body.content) };
  const video = youtubeVideo(fields.youtube_link);
  const category = categoryStore.items.find((c) => c.name.toLowerCase() === fields.category.toLowerCase());
  const refused = invalid({
    title: titleErrors(fields.title),
    category: !fields.category ? [serverText.categoryRequired] : category ? [] : [serverText.categoryUnknown],
    youtube_link: 'error' in video ? [video.error] : [],
    content: readable(fields.content) ? [] : [serverText.descriptionRequired],
  });
  return { refused, fields, videoId: 'id' in video ? video.id : '', category: category?.name ?? '' };
}

const learningHandlers = [
  http.post('/api/custom/v1/learninghub', async ({ request, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const { refused, fields, videoId, category } = readLearning(await request.json());
    if (refused) return response(400).json(refused);
    const created = learningItem(contentStore.nextId++, fields.title, category, videoId, fields.content);
    contentStore.learning.unshift(created);
    return response(201).json({ message: serverText.learningAdded, item: created });
  }),
  http.post('/api/custom/v1/learninghub/{id}', async ({ request, params, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const { refused, fields, videoId, category } = readLearning(await request.json());
    if (refused) return response(400).json(refused);
    const index = contentStore.learning.findIndex((l) => l.id === Number(params.id));
    const existing = contentStore.learning[index];
    if (!existing) return response(404).json(errorBody(404, 'not_found', serverText.learningNotFound));
    const updated: LearningResponse = { ...learningItem(existing.id, fields.title, category, videoId, fields.content), date: existing.date };
    contentStore.learning[index] = updated;
    return response(200).json({ message: serverText.learningUpdated, item: updated });
  }),
  http.delete('/api/custom/v1/learninghub/{id}', ({ request, params, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const before = contentStore.learning.length;
    contentStore.learning = contentStore.learning.filter((l) => l.id !== Number(params.id));
    if (contentStore.learning.length === before) return response(404).json(errorBody(404, 'not_found', serverText.learningNotFound));
    contentStore.saved = contentStore.saved.filter((id) => id !== Number(params.id));
    return response(200).json({ message: serverText.learningDeleted });
  }),
];

/** The ADMIN's writes of stories, blog posts and learning-hub items, as the server answers them (reads: `content.ts`). */
export const contentAdminHandlers = [...articleHandlers('story'), ...articleHandlers('post'), ...learningHandlers];
