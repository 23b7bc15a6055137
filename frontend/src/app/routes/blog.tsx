import { ArticleList } from '@/features/articles/components/article-list';

/** /blog */
export function BlogPage() {
  return <ArticleList kind="blog" />;
}
