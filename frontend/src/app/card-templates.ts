/**
 * The build's templates of a list page's cards (scripts/prerender.mjs): the list page rendered
 * with a first page of placeholder items whose every field is a word the server replaces with an
 * item's own (crates/http/src/site/cards.rs). Three items: the first card (on some lists its picture is
 * fetched at once), then one with an author and one without (only blog cards show it); the blog's
 * carousel, three slides with an author.
 */
import type { QueryClient } from '@tanstack/react-query';
import { LATEST_POSTS, listPostsQueryOptions } from '@/features/articles/api/list-posts';
import { listStoriesQueryOptions } from '@/features/articles/api/list-stories';
import { listLearningQueryOptions } from '@/features/learning/api/list-learning';
import type { ArticlePage, ArticleSummary, LearningPage, LearningResponse } from '@/lib/api/types';

/** The placeholder words (lower case, no spaces: a title's slug is the title itself). */
export const SENTINEL = {
  title: 'montitle',
  excerpt: 'monexcerpt',
  picture: '/monpicture.jpg',
  author: 'monauthor',
  video: 'monvideo',
  category: 'moncategory',
  date: '2001-02-03T04:05:06Z',
} as const;

/** The placeholder items' ids: the first card, a card with an author, a card without. */
export const SENTINEL_IDS = [900000000, 900000001, 900000002] as const;

/**
 * The cards the server fills, by the slot their placeholder has: each list's first page, and the
 * blog's carousel of the newest posts (after the blog's list: it uses the list's author part).
 * `detail`: the route of an item's page (config/paths.ts).
 */
export const cardTemplates = {
  'story-cards': { pattern: '/stories', detail: 'story', carousel: false, queryKey: listStoriesQueryOptions(1).queryKey },
  'blog-cards': { pattern: '/blog', detail: 'blogPost', carousel: false, queryKey: listPostsQueryOptions(1).queryKey },
  'learning-cards': { pattern: '/learning', detail: 'learningItem', carousel: false, queryKey: listLearningQueryOptions(undefined, 1).queryKey },
  'blog-latest': { pattern: '/blog', detail: 'blogPost', carousel: true, queryKey: listPostsQueryOptions(1, LATEST_POSTS).queryKey },
} as const;

export type CardSlot = keyof typeof cardTemplates;

/** Puts the placeholder first page of `slot`'s list into `client`, as if the server had answered it. */
export function seedCardTemplate(slot: CardSlot, client: QueryClient): void {
  if (slot === 'learning-cards') {
    const item = (id: number): LearningResponse => ({
      id,
      title: SENTINEL.title,
      excerpt: SENTINEL.excerpt,
      content: '',
      category: SENTINEL.category,
      category_display: '',
      video_id: SENTINEL.video,
      youtube_link: '',
      date: SENTINEL.date,
    });
    const page: LearningPage = { items: SENTINEL_IDS.map(item), total: 3, page: 1, per_page: 15 };
    client.setQueryData(cardTemplates[slot].queryKey, page);
    return;
  }
  const item = (id: number, author: string | null): ArticleSummary => ({
    id,
    title: SENTINEL.title,
    excerpt: SENTINEL.excerpt,
    card_image_url: SENTINEL.picture,
    feature_image_url: SENTINEL.picture,
    date: SENTINEL.date,
    author,
  });
  // The carousel's three slides each with an author; a list's third card without.
  const last = slot === 'blog-latest' ? SENTINEL.author : null;
  const page: ArticlePage = { items: [item(SENTINEL_IDS[0], SENTINEL.author), item(SENTINEL_IDS[1], SENTINEL.author), item(SENTINEL_IDS[2], last)], total: 3, page: 1, per_page: 15 };
  client.setQueryData(cardTemplates[slot].queryKey, page);
}
