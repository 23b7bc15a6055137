import type { ArticleResponse, ArticleSummary, LearningDetail, LearningResponse } from '@/lib/api/types';
import { splitLead } from '../lead-split';

/**
 * The server's stories, blog posts, learning-hub items and saved courses, as the content doubles
 * (`content.ts` for reads and saved courses, `content-admin.ts` for ADMIN writes) keep them.
 * Newest first means highest id first, as on the server. Tests may reset or fill it.
 */
export const contentStore: {
  stories: ArticleResponse[];
  posts: ArticleResponse[];
  learning: LearningResponse[];
  /** Saved learning-hub ids of the logged-in subscriber, most recently saved first. */
  saved: number[];
  nextId: number;
} = { stories: [], posts: [], learning: [], saved: [], nextId: 1 };

const DATE = '2026-11-20T08:00:00Z';

export function article(id: number, title: string, content: string, author: string | null = null): ArticleResponse {
  const excerpt = content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
  return {
    id,
    title,
    content,
    ...splitLead(content),
    excerpt,
    feature_image_url: `/uploads/img${id}.jpg`,
    card_image_url: `/uploads/img${id}-card.jpg`,
    author,
    date: DATE,
  };
}

export function learningItem(id: number, title: string, category: string, videoId: string, content: string): LearningResponse {
  const excerpt = content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
  return {
    id,
    title,
    category,
    category_display: category.replace(/_/g, ' '),
    content,
    excerpt,
    youtube_link: `https://www.youtube.com/embed/${videoId}`,
    video_id: videoId,
    date: DATE,
  };
}

/** A card's shape: the article without its content. */
export function summary({ content: _content, lead: _lead, body: _body, ...rest }: ArticleResponse): ArticleSummary {
  return rest;
}

/** A learning-hub item on its own page: with its description's lead and body. */
export function learningDetail(item: LearningResponse): LearningDetail {
  return { ...item, ...splitLead(item.content) };
}

/** A few of each kind, in English and Bangla. */
export function resetContent() {
  contentStore.stories = [
    article(2, 'আমার ঘুম ফিরে পাওয়ার গল্প', '<p>অনেক রাত জেগে থাকার পর আমি সাহায্য চাইলাম। ধীরে ধীরে ঘুম ফিরে এল।</p>'),
    article(1, 'Finding calm after exams', '<p>I felt I was failing. Talking to someone helped me breathe again.</p>'),
  ];
  contentStore.posts = [
    article(4, 'Five small habits for better sleep', '<p>Sleep is the base of mood. Keep a steady time.</p>', 'Dr. Nasrin Akter'),
    article(3, 'উদ্বেগ কী, আর কখন সাহায্য চাইবেন', '<p>উদ্বেগ স্বাভাবিক অনুভূতি। তবে তা যখন দিনকে থামিয়ে দেয়, তখন কথা বলুন।</p>', 'মন টিম'),
  ];
  contentStore.learning = [
    learningItem(6, 'A five-minute breathing break', 'Anxiety', 'inpok4MKVLM', '<p>Slow breaths calm the body.</p>'),
    learningItem(5, 'I had a black dog', 'Well_being', 'XiCrniLQGYc', '<p>A short film about living with depression.</p>'),
  ];
  contentStore.saved = [];
  contentStore.nextId = 7;
}

resetContent();
