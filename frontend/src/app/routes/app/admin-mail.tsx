import { DeadLetters } from '@/features/privacy/components/dead-letters';

/** /admin/mail (ADMIN) */
export function AdminMailPage() {
  return <DeadLetters />;
}
