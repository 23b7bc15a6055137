import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { loginResponse } from '@/testing/mocks/data';
import { contentStore, learningItem } from '@/testing/mocks/handlers/content-store';
import { http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const subscriber = () => loginResponse('SUBSCRIBER');

describe('saved courses', () => {
  it("shows 'Loading...' while loading, then 'No saved courses yet!' when there are none", async () => {
    server.use(
      http.get('/api/custom/v1/get-learning-hubs', async ({ response }) => {
        await delay(150);
        return response(200).json({ items: [], total: 0, page: 1, per_page: 100 });
      }),
    );
    renderApp('/courses', { session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Courses' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No saved courses yet!')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Saved Courses | Mon'));
  });

  it('lists saved courses with video, linked title, category, text, watch link, and filters by category', async () => {
    contentStore.learning.push(learningItem(7, 'Sleep and the teenage brain', 'Adulting_101', 'abcdefghijk', '<p>Why sleep matters.</p>'));
    contentStore.saved = [5, 6, 7];
    const { user, router } = renderApp('/courses', { session: subscriber() });
    const link = await screen.findByRole('link', { name: 'I had a black dog' });
    expect(link).toHaveAttribute('href', '/learning/i-had-a-black-dog/5');
    const card = link.closest('article')!;
    expect(within(card).getByText('Category: Well being')).toBeInTheDocument();
    expect(within(card).getByText('A short film about living with depression.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Play video: I had a black dog' })).toBeInTheDocument();
    const watch = within(card).getByRole('link', { name: 'Watch video on YouTube: I had a black dog (opens in a new tab)' });
    expect(watch).toHaveTextContent('Watch Video');
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=XiCrniLQGYc');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');

    const filter = screen.getByRole('navigation', { name: 'Filter by category' });
    expect(within(filter).getAllByRole('link').map((b) => b.textContent)).toEqual(['All', 'Adulting 101', 'Anxiety', 'Well being']);
    await user.click(within(filter).getByRole('link', { name: 'Anxiety' }));
    expect(router.state.location.search).toBe('?category=Anxiety');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'A five-minute breathing break' })).toBeInTheDocument();
  });

  it('removes a course with the server message, and falls back to All when its category empties', async () => {
    contentStore.saved = [5, 6];
    const { user } = renderApp('/courses?category=Well_being', { session: subscriber() });
    const remove = await screen.findByRole('button', { name: 'Remove from course: I had a black dog' });
    expect(remove).toHaveTextContent('Remove from course');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(remove);
    expect(await screen.findByText(serverText.wishlistRemoved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'I had a black dog' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'A five-minute breathing break' })).toBeInTheDocument();
    expect(contentStore.saved).toEqual([6]);
  });
});
