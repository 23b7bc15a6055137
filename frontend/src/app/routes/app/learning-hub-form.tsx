import { useParams } from 'react-router-dom';
import { LearningEditor } from '@/features/content-admin/components/learning-form';

/** /admin/add-learning-hub and /admin/edit-learning-hub/:learningHubId. */
export function LearningHubFormPage() {
  const { learningHubId } = useParams();
  return <LearningEditor key={learningHubId ?? 'new'} id={learningHubId} />;
}
