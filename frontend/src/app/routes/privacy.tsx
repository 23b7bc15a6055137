import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';

/** /privacy */
export function PrivacyPage() {
  return <PrivacyNotice />;
}
