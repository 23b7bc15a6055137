import { LearningAdmin } from '@/features/content-admin/components/learning-admin';

/** The admin's learning-hub table. */
export function AdminLearningHubPage() {
  return <LearningAdmin />;
}
