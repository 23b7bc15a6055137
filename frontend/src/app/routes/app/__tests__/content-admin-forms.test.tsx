import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RichTextEditorProps } from '@/features/content-admin/components/rich-text-editor';
import { loginResponse } from '@/testing/mocks/data';
import { contentStore } from '@/testing/mocks/handlers/content-store';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';

// The real Tiptap editor is tested on its own (features/content-admin/components/__tests__); here a textarea
// with the same interface stands in for it, so the forms can be typed into.
vi.mock('@/features/content-admin/components/rich-text-editor', () => ({
  RichTextEditor: ({ labelId, describedById, invalid, value, onChange, onBlur }: RichTextEditorProps) => (
    <textarea
      aria-labelledby={labelId}
      aria-describedby={describedById}
      aria-invalid={invalid}
      defaultValue={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  ),
}));

const png = () => new File(['png-bytes'], 'calm.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });

async function openForm(url: string, heading: string) {
  const app = renderApp(url, { session: loginResponse('ADMIN') });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: heading });
  await within(form).findByRole('textbox', { name: /^(Content|Description)/ });
  return { ...app, form };
}

const titleField = () => screen.getByRole('textbox', { name: /^Title/ });
const contentField = () => screen.getByRole('textbox', { name: /^Content/ });
const imageInput = () => screen.getByLabelText(/^Choose (another )?image/);

describe('story form', () => {
  it("checks the fields with the spec's texts before sending anything", async () => {
    const { user } = await openForm('/stories/add-story', 'Add a story');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(titleField()).toHaveAccessibleDescription('Title is required');
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(contentField()).toHaveAccessibleDescription('Content is required');
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    await user.type(titleField(), 'x'.repeat(201));
    expect(titleField()).toHaveAccessibleDescription('Title must be at most 200 characters');
    expect(contentStore.stories).toHaveLength(2);
  });

  it('refuses a file that is not an image and previews a chosen image', async () => {
    const { user } = await openForm('/stories/add-story', 'Add a story');
    expect(imageInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    // A file dialog can be told to show every file; the picker still refuses this one.
    await userEvent.setup({ applyAccept: false }).upload(imageInput(), pdf());
    expect(await screen.findByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the feature image' })).not.toBeInTheDocument();
    await user.upload(imageInput(), png());
    const preview = await screen.findByRole('img', { name: 'Preview of the feature image' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Chosen image: calm.png')).toBeInTheDocument();
    expect(screen.queryByText('Please choose a JPEG, PNG, WebP or GIF image.')).not.toBeInTheDocument();
  });

  it("adds a story as a form, shows the server's message and goes back to the table", async () => {
    const { user, router } = await openForm('/stories/add-story', 'Add a story');
    await user.type(titleField(), '  Learning to rest  ');
    await user.type(contentField(), '<p>Rest is part of the work.</p>');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // Reading the multipart body and the lazy table route take a while on a busy machine.
    expect(await screen.findByText(serverText.storyAdded, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/stories'), { timeout: 10_000 });
    // The table shows while its rows still load (skeleton rows): wait for the new story's row, not just the table.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Stories' })).toHaveTextContent('Learning to rest'), { timeout: 10_000 });
    expect(contentStore.stories[0]).toMatchObject({ title: 'Learning to rest', content: '<p>Rest is part of the work.</p>' });
  });

  it("shows the server's field messages on the fields", async () => {
    server.use(
      http.post('/api/custom/v1/story', ({ response }) =>
        response(400).json(
          errorBody(400, 'validation_failed', serverText.titleTooLong, { title: [serverText.titleTooLong], file: [serverText.imageUnreadable] }),
        ),
      ),
    );
    const { user, router } = await openForm('/stories/add-story', 'Add a story');
    await user.type(titleField(), 'A title');
    await user.type(contentField(), '<p>Text</p>');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(titleField()).toHaveAccessibleDescription(serverText.titleTooLong));
    expect(imageInput()).toHaveAccessibleDescription(serverText.imageUnreadable);
    expect(currentPath(router)).toBe('/stories/add-story');
    await user.type(titleField(), '!');
    expect(titleField()).not.toHaveAccessibleDescription(serverText.titleTooLong);
  });

  it('edits a story and keeps its image when no new file is chosen', async () => {
    const { user, router } = await openForm('/story/edit/1', 'Edit story');
    expect(titleField()).toHaveValue('Finding calm after exams');
    expect(contentField()).toHaveValue('<p>I felt I was failing. Talking to someone helped me breathe again.</p>');
    expect(screen.getByRole('img', { name: 'Preview of the feature image' })).toHaveAttribute('src', '/uploads/img1.jpg');
    expect(screen.getByText('Current image')).toBeInTheDocument();
    await user.clear(titleField());
    await user.type(titleField(), 'Finding calm before exams');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverText.storyUpdated)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/stories'));
    expect(contentStore.stories.find((s) => s.id === 1)).toMatchObject({ title: 'Finding calm before exams', feature_image_url: '/uploads/img1.jpg' });
  });

  it('replaces the image when a new one is chosen on edit', async () => {
    const { user } = await openForm('/story/edit/1', 'Edit story');
    await user.upload(imageInput(), png());
    await screen.findByText('Chosen image: calm.png');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverText.storyUpdated)).toBeInTheDocument();
    expect(contentStore.stories.find((s) => s.id === 1)?.feature_image_url).not.toBe('/uploads/img1.jpg');
  });

  it('says so when the story to edit does not exist', async () => {
    renderApp('/story/edit/999', { session: loginResponse('ADMIN') });
    expect(await screen.findByText('We could not find this story. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/admin/stories');
  });
});

describe('blog form', () => {
  it('has an optional author limited to 100 characters and sends it', async () => {
    const { user, router } = await openForm('/blog/add-blog', 'Add a blog post');
    const author = screen.getByRole('textbox', { name: /^Author/ });
    await user.type(author, 'a'.repeat(101));
    await user.tab();
    expect(author).toHaveAccessibleDescription('Author must be at most 100 characters');
    await user.clear(author);
    await user.type(author, 'Dr. Farhana');
    await user.type(titleField(), 'Sleep and mood');
    await user.type(contentField(), '<p>They go together.</p>');
    await user.upload(imageInput(), png());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(serverText.postAdded)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/blogs'));
    expect(contentStore.posts[0]).toMatchObject({ title: 'Sleep and mood', author: 'Dr. Farhana' });
  });

  it('loads a post to edit with its author', async () => {
    await openForm('/blog/edit/4', 'Edit blog post');
    expect(titleField()).toHaveValue('Five small habits for better sleep');
    expect(screen.getByRole('textbox', { name: /^Author/ })).toHaveValue('Dr. Nasrin Akter');
  });
});

describe('learning hub form', () => {
  const youtube = () => screen.getByRole('textbox', { name: /^YouTube URL/ });

  it("checks every field with the spec's texts, including the video link's form", async () => {
    const { user } = await openForm('/admin/add-learning-hub', 'Add learning content');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(titleField()).toHaveAccessibleDescription('Title is required');
    expect(screen.getByText('Type is required')).toBeInTheDocument();
    expect(youtube()).toHaveAccessibleDescription('YouTube URL is required');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription('Description is required');
    await user.type(youtube(), 'https://www.youtube.com/watch?v=XiCrniLQGYc');
    expect(youtube()).toHaveAccessibleDescription('Invalid YouTube Embedded URL');
    await user.clear(youtube());
    await user.type(youtube(), 'https://youtu.be/XiCrniLQGYc');
    expect(youtube()).not.toHaveAccessibleDescription('Invalid YouTube Embedded URL');
    expect(contentStore.learning).toHaveLength(2);
  });

  it('adds an item with a category chosen by its display name', async () => {
    const { user, router } = await openForm('/admin/add-learning-hub', 'Add learning content');
    await user.type(titleField(), 'Box breathing');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Adulting 101' }));
    await user.type(youtube(), 'https://youtu.be/inpok4MKVLM');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), '<p>Four counts in, four out.</p>');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(serverText.learningAdded)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/learning-hub'));
    expect(contentStore.learning[0]).toMatchObject({
      title: 'Box breathing',
      category: 'Adulting_101',
      youtube_link: 'https://www.youtube.com/embed/inpok4MKVLM',
    });
  });

  it("edits an item and shows the server's message for a category that no longer exists", async () => {
    const { user, router } = await openForm('/admin/edit-learning-hub/5', 'Edit learning content');
    expect(titleField()).toHaveValue('I had a black dog');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Well being');
    expect(youtube()).toHaveValue('https://www.youtube.com/embed/XiCrniLQGYc');
    server.use(
      http.post('/api/custom/v1/learninghub/{id}', ({ response }) =>
        response(400).json(errorBody(400, 'validation_failed', serverText.categoryUnknown, { category: [serverText.categoryUnknown] })),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverText.categoryUnknown, { selector: 'p' })).toBeInTheDocument();
    server.resetHandlers();
    await user.clear(titleField());
    await user.type(titleField(), 'I had a black dog (film)');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverText.learningUpdated)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/learning-hub'));
    expect(contentStore.learning.find((l) => l.id === 5)?.title).toBe('I had a black dog (film)');
  });

  it('says so when the item to edit does not exist', async () => {
    renderApp('/admin/edit-learning-hub/999', { session: loginResponse('ADMIN') });
    expect(await screen.findByText('We could not find this learning content. It may have been deleted.')).toBeInTheDocument();
  });
});
