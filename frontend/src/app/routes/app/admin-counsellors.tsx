import { CounsellorAdmin } from '@/features/counsellors/components/counsellor-admin';

/** /admin/counsellors (ADMIN): invite counsellors, edit and publish their profiles. */
export function AdminCounsellorsPage() {
  return <CounsellorAdmin />;
}
