import { HealthDataGate } from '@/features/privacy/components/health-data-gate';
import { CheckIns } from '@/features/check-ins/components/check-ins';

/** /check-ins (SUBSCRIBER): behind the consent to keep health data and, in discreet mode, the idle lock */
export function CheckInsPage() {
  return (
    <HealthDataGate>
      <CheckIns />
    </HealthDataGate>
  );
}
