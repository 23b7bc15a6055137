import { CheckIns } from '@/features/check-ins/components/check-ins';

/** /check-ins (SUBSCRIBER) */
export function CheckInsPage() {
  return <CheckIns />;
}
