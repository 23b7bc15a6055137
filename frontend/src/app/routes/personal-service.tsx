import { PersonalService } from '@/features/services/components/personal-service';

/** The personal (individual and group) service page. */
export function PersonalServicePage() {
  return <PersonalService />;
}
