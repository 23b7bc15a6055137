import { HealthDataGate } from '@/features/privacy/components/health-data-gate';
import { SelfCare } from '@/features/self-care/components/self-care';

/** /self-care (SUBSCRIBER): behind the consent to keep health data and, in discreet mode, the idle lock */
export function SelfCarePage() {
  return (
    <HealthDataGate>
      <SelfCare />
    </HealthDataGate>
  );
}
