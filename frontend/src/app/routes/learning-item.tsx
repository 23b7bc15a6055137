import { LearningDetail } from '@/features/learning/components/learning-detail';

/** /learning/:title/:id */
export function LearningItemPage() {
  return <LearningDetail />;
}
