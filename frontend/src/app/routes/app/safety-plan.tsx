import { HealthDataGate } from '@/features/privacy/components/health-data-gate';
import { SafetyPlan } from '@/features/safety/components/safety-plan';

/** /safety-plan (SUBSCRIBER): behind the consent to keep health data and, in discreet mode, the idle lock */
export function SafetyPlanPage() {
  return (
    <HealthDataGate>
      <SafetyPlan />
    </HealthDataGate>
  );
}
