import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginResponse } from '@/testing/mocks/data';
import { resetCategories } from '@/testing/mocks/handlers/categories';
import { contentStore, learningItem } from '@/testing/mocks/handlers/content-store';
import { serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const filter = () => screen.getByRole('navigation', { name: 'Filter by category' });
const filterLinks = () => within(filter()).getAllByRole('link');
const filterLink = (name: string) => within(filter()).getByRole('link', { name });

describe('learning hub', () => {
  it('offers All plus the categories A to Z with underscores as spaces, and keeps the choice in the URL', async () => {
    resetCategories(['Well_being', 'anxiety', 'Adulting_101']);
    const { user, router } = renderApp('/learning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Hub' })).toBeInTheDocument();
    await waitFor(() => expect(filterLinks().map((b) => b.textContent)).toEqual(['All', 'Adulting 101', 'anxiety', 'Well being']));
    expect(filterLink('All')).toHaveAttribute('aria-current', 'true');
    expect(filterLink('Well being')).toHaveAttribute('href', '/learning?category=Well_being');
    expect(await screen.findByRole('link', { name: 'A five-minute breathing break' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I had a black dog' })).toHaveAttribute('href', '/learning/i-had-a-black-dog/5');

    await user.click(filterLink('Well being'));
    expect(router.state.location.search).toBe('?category=Well_being');
    expect(filterLink('Well being')).toHaveAttribute('aria-current', 'true');
    expect(filterLink('All')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'A five-minute breathing break' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'I had a black dog' })).toBeInTheDocument();
    expect(screen.getByText(/Category: Well being/)).toBeInTheDocument();

    await user.click(filterLink('All'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'A five-minute breathing break' })).toBeInTheDocument();
  });

  it('reads the category from the URL, in any case', async () => {
    renderApp('/learning?category=anxiety');
    expect(await screen.findByRole('link', { name: 'A five-minute breathing break' })).toBeInTheDocument();
    await waitFor(() => expect(filterLink('Anxiety')).toHaveAttribute('aria-current', 'true'));
    expect(screen.queryByRole('link', { name: 'I had a black dog' })).not.toBeInTheDocument();
  });

  it('loads a video only when asked: a preview and a play button first, then the privacy-enhanced player', async () => {
    const { user } = renderApp('/learning');
    const play = await screen.findByRole('link', { name: 'Play video: I had a black dog' });
    expect(document.querySelector('iframe')).toBeNull();
    const preview = play.querySelector('img')!;
    expect(preview).toHaveAttribute('src', 'https://i.ytimg.com/vi/XiCrniLQGYc/hqdefault.jpg');
    expect(preview).toHaveAttribute('loading', 'lazy');
    await user.click(play);
    const frame = await screen.findByTitle('Video: I had a black dog');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/XiCrniLQGYc?autoplay=1');
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('link', { name: 'Play video: I had a black dog' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('shows a neutral box with the title when the preview cannot load', async () => {
    renderApp('/learning');
    const play = await screen.findByRole('link', { name: 'Play video: I had a black dog' });
    fireEvent.error(play.querySelector('img')!);
    expect(within(play).getByTestId('video-placeholder')).toHaveTextContent('I had a black dog');
    expect(play.querySelector('img')).toBeNull();
  });

  it('pages 15 cards at a time', async () => {
    contentStore.learning = Array.from({ length: 16 }, (_, i) => learningItem(100 + i, `Lesson ${i + 1}`, 'Anxiety', 'inpok4MKVLM', '<p>x.</p>')).reverse();
    const { user } = renderApp('/learning');
    expect(await screen.findByRole('link', { name: 'Lesson 16' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    await user.click(screen.getByRole('link', { name: 'Go to the next page' }));
    expect(await screen.findByRole('link', { name: 'Lesson 1' })).toBeInTheDocument();
  });

  it('shows no course toggle to a visitor, and does not ask for saved courses', async () => {
    const asked: string[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderApp('/learning');
    expect(await screen.findByRole('link', { name: 'I had a black dog' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to course/ })).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/custom/v1/get-learning-hubs');
  });

  it('shows no course toggle to an admin', async () => {
    renderApp('/learning', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('link', { name: 'I had a black dog' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to course/ })).not.toBeInTheDocument();
  });

  it('lets a subscriber add and remove a course, with the server message', async () => {
    contentStore.saved = [6];
    const { user } = renderApp('/learning', { session: loginResponse('SUBSCRIBER') });
    const add = await screen.findByRole('button', { name: 'Add to course: I had a black dog' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(add).toHaveTextContent('Add to course');
    expect(screen.getByRole('button', { name: 'Remove from course: A five-minute breathing break' })).toHaveTextContent('Remove from course');

    await user.click(add);
    expect(await screen.findByText(serverText.wishlistAdded)).toBeInTheDocument();
    const remove = await screen.findByRole('button', { name: 'Remove from course: I had a black dog' });
    expect(contentStore.saved).toEqual([5, 6]);

    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await screen.findByText(serverText.wishlistRemoved)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to course: I had a black dog' })).toBeInTheDocument();
    expect(contentStore.saved).toEqual([6]);
  });
});

describe('learning hub beyond one page of the server', () => {
  it('offers every category in the filter, more than the 100 one page holds', async () => {
    resetCategories(Array.from({ length: 130 }, (_, i) => `Topic_${String(i + 1).padStart(3, '0')}`));
    renderApp('/learning');
    await waitFor(() => expect(filterLinks()).toHaveLength(131));
    expect(filterLink('Topic 130')).toBeInTheDocument();
  });

  it("marks a subscriber's course as saved when it is past their first 100 saved courses", async () => {
    // 120 saved courses, the oldest saved first in the list's order: item 5 is the 120th.
    const many = Array.from({ length: 119 }, (_, i) => learningItem(100 + i, `Extra course ${i}`, 'Anxiety', 'inpok4MKVLM', '<p>More.</p>'));
    contentStore.learning = [...contentStore.learning, ...many];
    contentStore.saved = [...many.map((l) => l.id), 5];
    renderApp('/learning?category=Well_being', { session: loginResponse('SUBSCRIBER') });
    const saved = await screen.findByRole('button', { name: 'Remove from course: I had a black dog' });
    await waitFor(() => expect(saved).toBeEnabled());
  });
});

describe('learning detail', () => {
  it('shows the category by its display name, the video on demand and the lead', async () => {
    renderApp('/learning/i-had-a-black-dog/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'I had a black dog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Category: Well being' })).toHaveAttribute('href', '/learning?category=Well_being');
    expect(screen.getByRole('link', { name: 'Play video: I had a black dog' })).toBeInTheDocument();
    expect(screen.getByTestId('content-lead')).toHaveTextContent('A short film about living with depression.');
  });

  it('replaces a wrong slug and shows not found for a missing item', async () => {
    const { router } = renderApp('/learning/whatever/6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning/a-five-minute-breathing-break/6'));
    const missing = renderApp('/learning/whatever/77');
    expect(await within(missing.container).findByRole('heading', { level: 1, name: 'We could not find this learning content' })).toBeInTheDocument();
    expect(within(missing.container).getByRole('link', { name: 'Back to the Learning Hub' })).toHaveAttribute('href', '/learning');
  });
});
