import { ArticleList } from '@/features/articles/components/article-list';

/** /stories */
export function StoriesPage() {
  return <ArticleList kind="story" />;
}
