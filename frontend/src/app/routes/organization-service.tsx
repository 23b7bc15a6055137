import { OrganizationService } from '@/features/services/components/organization-service';

/** The organisation service page. */
export function OrganizationServicePage() {
  return <OrganizationService />;
}
