import { ArticleDetail } from '@/features/articles/components/article-detail';

/** /blog/:title/:id */
export function BlogPostPage() {
  return <ArticleDetail kind="blog" />;
}
