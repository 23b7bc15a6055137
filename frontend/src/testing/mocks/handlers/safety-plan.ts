import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverTextFor } from '../http';
import { subscriber } from '../roles';
import { healthConsentRefusal } from './privacy';
import { chars, fieldErrors, trim } from '../server-rules';
import { validPhone } from './helplines';

type Plan = components['schemas']['SafetyPlanBody'];
type Contact = components['schemas']['PlanContactBody'];

/** Each subscriber's plan and when it was saved, by user id; tests may fill it. */
export const safetyPlanStore: { plans: Map<number, { plan: Plan; updated_at: string }> } = { plans: new Map() };

export function resetSafetyPlans() {
  safetyPlanStore.plans = new Map();
}

export const emptyPlan = (): Plan => ({
  warning_signs: [],
  coping_strategies: [],
  distractions: [],
  people: [],
  professionals: [],
  environment: [],
  reasons_for_living: [],
});

const denied = (request: Request, status: 401 | 403) =>
  status === 401 ? errorBody(401, 'unauthorized', serverTextFor(request, 'unauthorized')) : errorBody(403, 'forbidden', serverTextFor(request, 'forbidden'));

const MAX_ITEMS = 20;
const MAX_CHARS = 500;

/** `SafetyPlan::parse` (crates/domain/src/safety/plan.rs), rule for rule and in its order. */
function parsePlan(request: Request, raw: Partial<Plan>): { plan: Plan } | { error: ReturnType<typeof errorBody> } {
  const { add, failed } = fieldErrors(request);
  const entries = (field: keyof Plan, list: string[] | undefined) => {
    const kept = (list ?? []).map(trim).filter(Boolean);
    if (kept.length > MAX_ITEMS) add(field, 'planTooManyItems');
    if (kept.some((s) => chars(s) > MAX_CHARS)) add(field, 'planItemTooLong');
    return kept;
  };
  const warning_signs = entries('warning_signs', raw.warning_signs);
  const coping_strategies = entries('coping_strategies', raw.coping_strategies);
  const distractions = entries('distractions', raw.distractions);
  const people: Contact[] = (raw.people ?? []).map((p) => ({ name: trim(p.name ?? ''), phone: trim(p.phone ?? '') })).filter((p) => p.name || p.phone);
  if (people.length > MAX_ITEMS) add('people', 'planTooManyItems');
  if (people.some((p) => !p.name)) add('people', 'planContactNameRequired');
  if (people.some((p) => chars(p.name) > MAX_CHARS)) add('people', 'planItemTooLong');
  if (people.some((p) => p.phone && !validPhone(p.phone))) add('people', 'planContactPhoneInvalid');
  const professionals = entries('professionals', raw.professionals);
  const environment = entries('environment', raw.environment);
  const reasons_for_living = entries('reasons_for_living', raw.reasons_for_living);
  const error = failed();
  if (error) return { error };
  return { plan: { warning_signs, coping_strategies, distractions, people, professionals, environment, reasons_for_living } };
}

/** The subscriber's own safety plan as the server answers it: SUBSCRIBER only (admins get 403), replaced whole. */
export const safetyPlanHandlers = [
  http.get('/api/custom/v1/me/safety-plan', ({ request, response }) => {
    const caller = subscriber(request);
    if ('status' in caller) return response(caller.status).json(denied(request, caller.status));
    const stored = safetyPlanStore.plans.get(caller.id);
    return response(200).json(stored ? { plan: structuredClone(stored.plan), updated_at: stored.updated_at } : { plan: emptyPlan(), updated_at: null });
  }),
  http.post('/api/custom/v1/me/safety-plan', async ({ request, response }) => {
    const caller = subscriber(request);
    if ('status' in caller) return response(caller.status).json(denied(request, caller.status));
    const refused = healthConsentRefusal(request);
    if (refused) return response(403).json(refused);
    const parsed = parsePlan(request, await request.json());
    if ('error' in parsed) return response(400).json(parsed.error);
    const updated_at = new Date().toISOString();
    safetyPlanStore.plans.set(caller.id, { plan: parsed.plan, updated_at });
    return response(200).json({ message: serverTextFor(request, 'planSaved'), plan: structuredClone(parsed.plan), updated_at });
  }),
];
