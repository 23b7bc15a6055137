import { useParams } from 'react-router-dom';
import { ArticleEditor } from '@/features/content-admin/components/article-form';

/** /stories/add-story and /story/edit/:id. */
export function StoryFormPage() {
  const { id } = useParams();
  return <ArticleEditor key={`story-${id ?? 'new'}`} kind="story" id={id} />;
}
