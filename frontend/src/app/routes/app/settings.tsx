import { AccountSettings } from '@/features/account/components/account-settings';
import { PrivacySettings } from '@/features/privacy/components/privacy-settings';

/** The account settings of either role, and the privacy choices. */
export function SettingsPage() {
  return (
    <>
      <AccountSettings />
      <PrivacySettings />
    </>
  );
}
