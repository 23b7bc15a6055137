// The safety plan's rules against the cases the server's own test reads
// (crates/domain/src/safety/plan-cases.json): one file, so the two sides cannot drift apart.
// The server's own cases, outside the web app's layers.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../../crates/domain/src/safety/plan-cases.json';
import en from '@/locales/en/safety.json';
import { validatePlan, type PlanValues } from '../components/validation';

describe("the safety plan's rules (as SafetyPlan::parse checks them)", () => {
  it('break exactly the rules each shared case names, with the server\u2019s words', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const { about, plan, errors } of cases) {
      const found = Object.fromEntries(Object.entries(validatePlan(plan as PlanValues)).map(([section, keys]) => [section, keys.map((key) => en.validation[key])]));
      expect(found, about).toEqual(errors);
    }
  });
});
