import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@/lib/format';
import i18n from '@/lib/i18n';
import { article, contentStore } from '@/testing/mocks/handlers/content-store';
import { serverText } from '@/testing/mocks/http';
import { renderApp } from '@/testing/test-utils';

const manyStories = (count: number) =>
  Array.from({ length: count }, (_, i) => article(100 + i, `Story number ${String(i + 1).padStart(2, '0')}`, `<p>Text of story ${i + 1}. More.</p>`)).reverse();

describe('public stories', () => {
  it('shows story cards linking to their detail pages, with cut titles, excerpts and image alt text', async () => {
    const long = 'A very long story title that goes on and on beyond fifty characters';
    const excerpt = `${'word '.repeat(40)}end`;
    contentStore.stories = [{ ...article(9, long, `<p>${excerpt}</p>`) }, ...contentStore.stories];
    renderApp('/stories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Stories | Mon'));
    const link = await screen.findByRole('link', { name: long });
    expect(link).toHaveTextContent(`${long.slice(0, 50).trimEnd()}…`);
    expect(link).toHaveAttribute('href', '/stories/a-very-long-story-title-that-goes-on-and-on-beyond-fifty-characters/9');
    const card = link.closest('article')!;
    expect(within(card).getByText(`${excerpt.slice(0, 150).trimEnd()}…`)).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'A very lon…');
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/uploads/img9-card.jpg');
    expect(within(card).getByText('20 Nov 2026')).toBeInTheDocument();
    // Bangla titles keep their letters in the URL.
    expect(screen.getByRole('link', { name: 'আমার ঘুম ফিরে পাওয়ার গল্প' })).toHaveAttribute(
      'href',
      `/stories/${encodeURIComponent('আমার-ঘুম-ফিরে-পাওয়ার-গল্প')}/2`,
    );
  });

  it('pages through 15 cards at a time with the page in the URL', async () => {
    contentStore.stories = manyStories(17);
    const { user, router } = renderApp('/stories');
    expect(await screen.findByRole('link', { name: 'Story number 17' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Story number 02' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Go to the previous page' })).toHaveAttribute('href', '/stories');
  });

  it('opens page 2 straight from the URL, with Bangla page numbers in Bangla', async () => {
    contentStore.stories = manyStories(17);
    await i18n.changeLanguage('bn');
    renderApp('/stories?page=2');
    expect(await screen.findByRole('link', { name: 'Story number 01' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পৃষ্ঠা ২, বর্তমান পৃষ্ঠা' })).toHaveTextContent('২');
    const bnDate = formatDate('2026-11-20T08:00:00Z', 'bn');
    expect(bnDate).toMatch(/২০২৬/);
    expect(screen.getAllByText(bnDate)).toHaveLength(2);
  });

  it('says so when there are no stories yet', async () => {
    contentStore.stories = [];
    renderApp('/stories');
    expect(await screen.findByText('No stories yet.')).toBeInTheDocument();
  });
});

describe('story and blog detail', () => {
  it('shows title, date, feature image, the lead up to the first full stop and the body, and share links', async () => {
    renderApp('/stories/finding-calm-after-exams/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finding calm after exams' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Finding calm after exams | Mon'));
    expect(screen.getByTestId('content-lead')).toHaveTextContent(/^I felt I was failing\.$/);
    expect(screen.getByTestId('content-body')).toHaveTextContent('Talking to someone helped me breathe again.');
    const image = document.querySelector('img[src="/uploads/img1.jpg"]');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    // A phone picks the 800 px copy; a wide or dense screen the original.
    expect(image).toHaveAttribute('srcset', '/uploads/img1-card.jpg 800w, /uploads/img1.jpg 2000w');
    expect(image).toHaveAttribute('sizes', '(max-width: 900px) 100vw, 852px');
    const share = screen.getByRole('list', { name: 'Share this page' });
    const facebook = within(share).getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/stories/finding-calm-after-exams/1`)}`,
    );
    for (const network of ['X', 'LinkedIn', 'WhatsApp']) {
      expect(within(share).getByRole('link', { name: `Share on ${network} (opens in a new tab)` })).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the link and says so', async () => {
    const { user } = renderApp('/stories/finding-calm-after-exams/1');
    const writeText = vi.fn().mockResolvedValue(undefined);
    await screen.findByRole('heading', { level: 1, name: 'Finding calm after exams' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/stories/finding-calm-after-exams/1`);
  });

  it('splits a Bangla story at the dari', async () => {
    renderApp(`/stories/${encodeURIComponent('আমার-ঘুম-ফিরে-পাওয়ার-গল্প')}/2`);
    expect(await screen.findByTestId('content-lead')).toHaveTextContent(/^অনেক রাত জেগে থাকার পর আমি সাহায্য চাইলাম।$/);
    expect(screen.getByTestId('content-body')).toHaveTextContent('ধীরে ধীরে ঘুম ফিরে এল।');
  });

  it('replaces a wrong title in the URL with the canonical one, finding the item by id', async () => {
    const { router } = renderApp('/blog/old-title/4?ref=x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Five small habits for better sleep' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/five-small-habits-for-better-sleep/4'));
    expect(router.state.location.search).toBe('?ref=x');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('By Dr. Nasrin Akter')).toBeInTheDocument();
  });

  it('shows a friendly not-found state with the way back for a missing post', async () => {
    const { user, router } = renderApp('/blog/gone/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this blog post' })).toBeInTheDocument();
    expect(screen.queryByText(serverText.postNotFound)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  });

  it('treats an id that is not a number as not found, without asking the server', async () => {
    renderApp('/stories/x/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this story' })).toBeInTheDocument();
  });
});

describe('blog', () => {
  it('shows the newest 3 posts in a carousel (1 at a time on a narrow screen) above the list', async () => {
    contentStore.posts = [5, 6, 7, 8].map((id) => article(id, `Post ${id}`, `<p>Body ${id}.</p>`, 'Mon team')).reverse();
    const { user } = renderApp('/blog');
    const carousel = await screen.findByRole('region', { name: 'Latest posts' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = await within(carousel).findByRole('group', { name: '1 of 3' });
    expect(within(slide).getByRole('link', { name: 'Post 8' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous posts' })).toBeDisabled();
    await user.click(within(carousel).getByRole('button', { name: 'Next posts' }));
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toHaveTextContent('Post 7');
    await user.click(within(carousel).getByRole('button', { name: 'Next posts' }));
    expect(within(carousel).getByRole('group', { name: '3 of 3' })).toHaveTextContent('Post 6');
    expect(within(carousel).getByRole('button', { name: 'Next posts' })).toBeDisabled();
    // The list below has every post.
    expect(await screen.findAllByRole('link', { name: 'Post 5' })).toHaveLength(1);
  });
});

describe('home page blog teaser', () => {
  it('shows the newest posts, linking to them', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'From our blog' });
    expect(await within(section).findByRole('link', { name: 'Five small habits for better sleep' })).toHaveAttribute('href', '/blog/five-small-habits-for-better-sleep/4');
    expect(within(section).getByRole('link', { name: 'Visit the blog' })).toHaveAttribute('href', '/blog');
  });

  it('keeps its friendly message when there are no posts', async () => {
    contentStore.posts = [];
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'From our blog' });
    expect(await within(section).findByText('No articles yet')).toBeInTheDocument();
  });
});
