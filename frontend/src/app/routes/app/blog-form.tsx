import { useParams } from 'react-router-dom';
import { ArticleEditor } from '@/features/content-admin/components/article-form';

/** /blog/add-blog and /blog/edit/:id. */
export function BlogFormPage() {
  const { id } = useParams();
  return <ArticleEditor key={`post-${id ?? 'new'}`} kind="post" id={id} />;
}
