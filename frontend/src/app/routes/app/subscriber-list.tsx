import { SubscriberTable } from '@/features/subscribers/components/subscriber-table';

/** The admin's subscriber list. */
export function SubscriberListPage() {
  return <SubscriberTable />;
}
