import { makeToken } from '@/testing/jwt';
import { contentStore } from '@/testing/mocks/handlers/content-store';
import { serverText } from '@/testing/mocks/http';

// The doubles answer as the server does; the screens' tests rely on it.
const call = async (method: string, path: string, { role, body }: { role?: 'ADMIN' | 'SUBSCRIBER'; body?: BodyInit } = {}) => {
  const headers = new Headers();
  if (role) headers.set('Authorization', `Bearer ${makeToken({ role })}`);
  if (typeof body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`http://localhost/api/custom/v1/${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as { code?: string; message: string; data?: { errors?: Record<string, string[]> } } };
};

const storyForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe('content admin doubles', () => {
  it('refuse writes without a token (401) and for a subscriber (403)', async () => {
    expect((await call('DELETE', 'story/1')).status).toBe(401);
    expect(await call('DELETE', 'post/4', { role: 'SUBSCRIBER' })).toMatchObject({ status: 403, body: { message: serverText.forbidden } });
    expect((await call('POST', 'learninghub', { role: 'SUBSCRIBER', body: '{}' })).status).toBe(403);
    expect(contentStore.stories).toHaveLength(2);
  });

  it('take stories only as forms, need an image when adding, and say what is wrong per field', async () => {
    expect(await call('POST', 'story', { role: 'ADMIN', body: '{"title":"x"}' })).toMatchObject({
      status: 400,
      body: { code: 'unsupported_content_type', message: serverText.wrongContentType },
    });
    const refused = await call('POST', 'story', { role: 'ADMIN', body: storyForm({ title: '', content: '<p> </p>' }) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation_failed', message: serverText.titleRequired } });
    expect(refused.body.data?.errors).toEqual({
      title: [serverText.titleRequired],
      content: [serverText.contentRequired],
      file: [serverText.imageRequired],
    });
    expect(await call('POST', 'update-story/99', { role: 'ADMIN', body: storyForm({ title: 'A', content: '<p>B</p>' }) })).toMatchObject({
      status: 404,
      body: { message: serverText.storyNotFound },
    });
  });

  it('check a learning item: known category, embed or short link', async () => {
    const body = (fields: Record<string, string>) => JSON.stringify({ title: 'T', category: 'Anxiety', youtube_link: 'https://youtu.be/XiCrniLQGYc', content: '<p>C</p>', ...fields });
    const unknown = await call('POST', 'learninghub', { role: 'ADMIN', body: body({ category: 'Nope', youtube_link: 'https://www.youtube.com/watch?v=XiCrniLQGYc' }) });
    expect(unknown.body.data?.errors).toEqual({ category: [serverText.categoryUnknown], youtube_link: [serverText.youtubeInvalid] });
    const added = await call('POST', 'learninghub', { role: 'ADMIN', body: body({}) });
    expect(added).toMatchObject({ status: 201, body: { message: serverText.learningAdded, item: { youtube_link: 'https://www.youtube.com/embed/XiCrniLQGYc' } } });
    expect((await call('DELETE', 'learninghub/999', { role: 'ADMIN' })).body.message).toBe(serverText.learningNotFound);
  });
});
