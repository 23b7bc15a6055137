import { ArticleAdmin } from '@/features/content-admin/components/article-admin';

/** The admin's blog posts table. */
export function AdminBlogsPage() {
  return <ArticleAdmin key="post" kind="post" />;
}
