import type { components } from '@/lib/api/schema.gen';
import { decodeJwt, tokenRole } from '@/lib/jwt';
import { errorBody, http, serverTextFor, type serverText } from '../http';
import { validPhone } from './helplines';

type Plan = components['schemas']['SafetyPlanBody'];
type Contact = components['schemas']['PlanContactBody'];
type TextKey = keyof typeof serverText;

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

/** The subscriber from the bearer token, or the status to refuse with (401 without a usable token, 403 for an admin's). */
function subscriber(request: Request): { id: number } | { status: 401 | 403 } {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return { status: 401 };
  const role = tokenRole(token);
  if (!role) return { status: 401 };
  if (role !== 'SUBSCRIBER') return { status: 403 };
  return { id: Number(decodeJwt(token)?.data?.user?.id ?? 0) };
}
const denied = (request: Request, status: 401 | 403) =>
  status === 401 ? errorBody(401, 'unauthorized', serverTextFor(request, 'unauthorized')) : errorBody(403, 'forbidden', serverTextFor(request, 'forbidden'));

const chars = (s: string) => [...s].length;
/** Rust's `str::trim`: Unicode White_Space at both ends. */
const trim = (s: string) => s.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
const MAX_ITEMS = 20;
const MAX_CHARS = 500;

/** `SafetyPlan::parse` (crates/domain/src/safety/plan.rs), rule for rule and in its order. */
function parsePlan(request: Request, raw: Partial<Plan>): { plan: Plan } | { error: ReturnType<typeof errorBody> } {
  const errors: [string, string[]][] = [];
  const add = (field: string, key: TextKey) => {
    const entry = errors.find(([f]) => f === field);
    const text = serverTextFor(request, key);
    if (entry) entry[1].push(text);
    else errors.push([field, [text]]);
  };
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
  const first = errors[0]?.[1][0];
  if (first) return { error: errorBody(400, 'validation_failed', first, Object.fromEntries(errors)) };
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
    const parsed = parsePlan(request, await request.json());
    if ('error' in parsed) return response(400).json(parsed.error);
    const updated_at = new Date().toISOString();
    safetyPlanStore.plans.set(caller.id, { plan: parsed.plan, updated_at });
    return response(200).json({ message: serverTextFor(request, 'planSaved'), plan: structuredClone(parsed.plan), updated_at });
  }),
];
