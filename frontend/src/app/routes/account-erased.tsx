import { AccountErased } from '@/features/privacy/components/account-erased';

/** /account-erased */
export function AccountErasedPage() {
  return <AccountErased />;
}
