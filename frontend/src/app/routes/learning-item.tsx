import { LearningDetail } from '@/features/learning/components/learning-detail';
import { seedServedItem } from '@/app/served-item';
import { queryClient } from '@/lib/query-client';

// The item this page arrived with (drawn by the server), in the cache before the page first draws.
seedServedItem(queryClient);

/** /learning/:title/:id */
export function LearningItemPage() {
  return <LearningDetail />;
}
