import { Availability } from '@/features/counsellors/components/availability';

/** /counsellor/availability (COUNSELLOR): weekly hours and time off. */
export function CounsellorAvailabilityPage() {
  return <Availability />;
}
