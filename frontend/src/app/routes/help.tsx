import { HelpPage as Help } from '@/features/safety/components/help-page';
import { seedServedItem } from '@/app/served-item';
import { queryClient } from '@/lib/query-client';

// The helplines this page arrived with (drawn by the server), in the cache before the page first draws.
seedServedItem(queryClient);

/** /help */
export function HelpPage() {
  return <Help />;
}
