import { OwnProfile } from '@/features/counsellors/components/own-profile';
import { WeekSessions } from '@/features/counsellors/components/week-sessions';

/** /counsellor/dashboard (COUNSELLOR): the counsellor's own profile, their next seven days and their sessions. */
export function CounsellorDashboardPage() {
  return (
    <OwnProfile>
      <WeekSessions />
    </OwnProfile>
  );
}
