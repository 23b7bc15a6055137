import { HelplineAdmin } from '@/features/safety-admin/components/helpline-admin';

/** /admin/helplines (ADMIN): the helplines of the help panel: order, add, edit, hide and delete. */
export function AdminHelplinesPage() {
  return <HelplineAdmin />;
}
