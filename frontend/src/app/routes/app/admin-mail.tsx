import { DeadLetters } from '@/features/admin-mail/components/dead-letters';

/** /admin/mail (ADMIN) */
export function AdminMailPage() {
  return <DeadLetters />;
}
