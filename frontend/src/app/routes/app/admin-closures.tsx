import { ClosureAdmin } from '@/features/counsellors/components/closure-admin';

/** /admin/closures (ADMIN): the days the whole service is closed. */
export function AdminClosuresPage() {
  return <ClosureAdmin />;
}
