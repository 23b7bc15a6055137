import { OwnProfile } from '@/features/counsellors/components/own-profile';

/** /counsellor/dashboard (COUNSELLOR): the counsellor's own profile. */
export function CounsellorDashboardPage() {
  return <OwnProfile />;
}
