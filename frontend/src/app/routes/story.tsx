import { ArticleDetail } from '@/features/articles/components/article-detail';
import { seedServedItem } from '@/app/served-item';
import { queryClient } from '@/lib/query-client';

// The item this page arrived with (drawn by the server), in the cache before the page first draws.
seedServedItem(queryClient);

/** /stories/:title/:id */
export function StoryPage() {
  return <ArticleDetail kind="story" />;
}
