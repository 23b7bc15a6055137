import { AccountSettings } from '@/features/account/components/account-settings';

/** The account settings of either role. */
export function SettingsPage() {
  return <AccountSettings />;
}
