import { ArticleDetail } from '@/features/articles/components/article-detail';
import { seedServedItem } from '@/app/served-item';
import { queryClient } from '@/lib/query-client';

// The item this page arrived with (drawn by the server), in the cache before the page first draws.
seedServedItem(queryClient);

/** /blog/:title/:id */
export function BlogPostPage() {
  return <ArticleDetail kind="blog" />;
}
