import { SelfCare } from '@/features/self-care/components/self-care';

/** /self-care (SUBSCRIBER) */
export function SelfCarePage() {
  return <SelfCare />;
}
