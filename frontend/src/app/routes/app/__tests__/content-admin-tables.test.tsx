import { screen, waitFor, within } from '@testing-library/react';
import { loginResponse } from '@/testing/mocks/data';
import { article, contentStore, learningItem } from '@/testing/mocks/handlers/content-store';
import { serverText } from '@/testing/mocks/http';
import { currentPath, renderApp } from '@/testing/test-utils';

async function openTable(url: string, heading: string, tableName: string, firstRow: string | RegExp) {
  const app = renderApp(url, { session: loginResponse('ADMIN') });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: tableName });
  await within(table).findByText(firstRow);
  return { ...app, table };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('admin stories table', () => {
  it('shows SL, the title cut at 30, the excerpt cut at 50 and the date, newest first, with the total', async () => {
    contentStore.stories.unshift(
      article(20, 'How I learned to ask for help at work', `<p>${'Some days the weight felt too heavy to carry alone. '.repeat(3)}</p>`),
    );
    const { table } = await openTable('/admin/stories', 'Stories', 'Stories', 'How I learned to ask for help…');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(3);
    expect(cells(rows[0]!)).toEqual([
      '1',
      'How I learned to ask for help…',
      'Some days the weight felt too heavy to carry alone…',
      '20 Nov 2026',
      'Edit',
      'Delete',
    ]);
    expect(cells(rows[2]!)[1]).toBe('Finding calm after exams');
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit How I learned to ask for help at work' })).toHaveAttribute('href', '/story/edit/20');
    expect(screen.getByRole('link', { name: 'Add Story' })).toHaveAttribute('href', '/stories/add-story');
  });

  it('pages by 20 rows and searches by title', async () => {
    for (let id = 100; id < 123; id++) contentStore.stories.push(article(id, `Story number ${id}`, '<p>Text.</p>'));
    const { user, table } = await openTable('/admin/stories', 'Stories', 'Stories', 'Story number 122');
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.getByText('Total: 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('Finding calm after exams');
    expect(bodyRows(table)).toHaveLength(5);
    expect(cells(bodyRows(table)[0]!)[0]).toBe('21');

    await user.type(screen.getByLabelText('Search stories by title'), 'calm');
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(1);
    await user.type(screen.getByLabelText('Search stories by title'), 'zzz');
    expect(await screen.findByText('No story matches this search.')).toBeInTheDocument();
  });

  it('asks before deleting, naming the story, then shows the server message and refreshes the list', async () => {
    const { user } = await openTable('/admin/stories', 'Stories', 'Stories', 'Finding calm after exams');
    await user.click(screen.getByRole('button', { name: 'Delete Finding calm after exams' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete story' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this story "Finding calm after exams"?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contentStore.stories).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Finding calm after exams' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete story' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverText.storyDeleted)).toBeInTheDocument();
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(screen.queryByText('Finding calm after exams')).not.toBeInTheDocument();
    expect(contentStore.stories.map((s) => s.id)).toEqual([2]);
  });

  it('shows an empty state when there are no stories', async () => {
    contentStore.stories = [];
    renderApp('/admin/stories', { session: loginResponse('ADMIN') });
    expect(await screen.findByText('No stories yet.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });
});

describe('admin blogs table', () => {
  it('has an Author column and deletes a post after confirmation', async () => {
    const { user, table } = await openTable('/admin/blogs', 'Blogs', 'Blog posts', 'Five small habits for better s…');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SL', 'Title', 'Content', 'Author', 'Date', 'Edit', 'Delete']);
    expect(cells(bodyRows(table)[0]!)[3]).toBe('Dr. Nasrin Akter');
    await user.click(screen.getByRole('button', { name: 'Delete Five small habits for better sleep' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete blog post' });
    expect(confirm).toHaveTextContent('"Five small habits for better sleep"');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverText.postDeleted)).toBeInTheDocument();
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
  });

  it('links Add to the blog form', async () => {
    const { user, router } = await openTable('/admin/blogs', 'Blogs', 'Blog posts', 'Dr. Nasrin Akter');
    await user.click(screen.getByRole('link', { name: 'Add Blog' }));
    expect(await screen.findByRole('heading', { name: 'Add a blog post' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/blog/add-blog');
  });
});

describe('admin learning hub table', () => {
  it('shows the category name, the description cut at 60 and the URL cut at 35', async () => {
    contentStore.learning.unshift(
      learningItem(30, 'Grounding with five senses when panic rises', 'Adulting_101', 'inpok4MKVLM', `<p>${'Name five things you can see around you. '.repeat(3)}</p>`),
    );
    const { table } = await openTable('/admin/learning-hub', 'Learning Hub', 'Learning hub items', 'Grounding with five senses whe…');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SL', 'Title', 'Category', 'Description', 'URL', 'Edit', 'Delete']);
    expect(cells(bodyRows(table)[0]!)).toEqual([
      '1',
      'Grounding with five senses whe…',
      'Adulting 101',
      'Name five things you can see around you. Name five things yo…',
      'https://www.youtube.com/embed/inpok…',
      'Edit',
      'Delete',
    ]);
    expect(cells(bodyRows(table)[2]!)[2]).toBe('Well being');
    expect(within(table).getByRole('link', { name: 'Edit I had a black dog' })).toHaveAttribute('href', '/admin/edit-learning-hub/5');
  });

  it('deletes an item after confirmation', async () => {
    const { user } = await openTable('/admin/learning-hub', 'Learning Hub', 'Learning hub items', 'I had a black dog');
    await user.click(screen.getByRole('button', { name: 'Delete I had a black dog' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete learning content' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverText.learningDeleted)).toBeInTheDocument();
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(contentStore.learning.map((l) => l.id)).toEqual([6]);
  });
});
