import { ArticleAdmin } from '@/features/content-admin/components/article-admin';

/** The admin's stories table. */
export function AdminStoriesPage() {
  return <ArticleAdmin key="story" kind="story" />;
}
