import { SafetyPlan } from '@/features/safety/components/safety-plan';

/** /safety-plan (SUBSCRIBER) */
export function SafetyPlanPage() {
  return <SafetyPlan />;
}
