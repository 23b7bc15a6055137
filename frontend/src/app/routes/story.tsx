import { ArticleDetail } from '@/features/articles/components/article-detail';

/** /stories/:title/:id */
export function StoryPage() {
  return <ArticleDetail kind="story" />;
}
