import { LearningHub } from '@/features/learning/components/learning-hub';

/** /learning */
export function LearningPage() {
  return <LearningHub />;
}
