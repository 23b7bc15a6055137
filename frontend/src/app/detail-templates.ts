/**
 * The build's templates of a content item's page (scripts/prerender.mjs): the page rendered with a
 * placeholder item whose every field is a word the server replaces with an item's own
 * (crates/http/src/site/detail.rs), so a story, post or learning page arrives with its text.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import type { ArticleResponse, LearningDetail } from '@/lib/api/types';
import { SENTINEL } from './card-templates';
import { type DetailKind, detailQueries } from './served-item';

/**
 * The placeholder words. The title has a space, so its form in an address (`mon%20title`, in the share
 * links) differs from its text.
 */
export const DETAIL_SENTINEL = {
  title: 'mon title',
  lead: 'monlead',
  body: 'monbody',
  picture: '/monpicture.jpg',
  card: '/moncard.jpg',
  author: 'monauthor',
  video: 'monvideo',
  category: 'moncategory',
  categoryLabel: 'monlabel',
  date: SENTINEL.date,
} as const;

/** The placeholder item's id. */
export const DETAIL_ID = 900000000;

export const detailKinds: DetailKind[] = ['story', 'blogPost', 'learningItem'];

/** The address of the placeholder item's page. */
export const detailAddress = (kind: DetailKind) => paths[kind].to(DETAIL_SENTINEL.title, DETAIL_ID);

/** Puts the placeholder item of `kind` into `client`, as if the server had answered it. */
export function seedDetailTemplate(kind: DetailKind, client: QueryClient): void {
  const s = DETAIL_SENTINEL;
  if (kind === 'learningItem') {
    const item: LearningDetail = {
      id: DETAIL_ID,
      title: s.title,
      category: s.category,
      category_display: s.categoryLabel,
      content: '',
      lead: s.lead,
      body: s.body,
      excerpt: '',
      youtube_link: '',
      video_id: s.video,
      date: s.date,
    };
    client.setQueryData(detailQueries.learningItem(DETAIL_ID).queryKey, item);
    return;
  }
  const item: ArticleResponse = {
    id: DETAIL_ID,
    title: s.title,
    content: '',
    lead: s.lead,
    body: s.body,
    excerpt: '',
    feature_image_url: s.picture,
    card_image_url: s.card,
    // A blog post's author is shown ("By …"); the server leaves the part out for a post without one.
    author: kind === 'blogPost' ? s.author : null,
    date: s.date,
  };
  client.setQueryData(detailQueries[kind](DETAIL_ID).queryKey, item);
}
