// The helpline form's rules against the cases the server's own test reads
// (crates/domain/src/safety/helpline-cases.json): one file, so the two sides cannot drift apart.
// The server's own cases, outside the web app's layers.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../../crates/domain/src/safety/helpline-cases.json';
import en from '@/locales/en/safety.json';
import { validateHelpline, type HelplineValues } from '../components/validation';

describe("the helpline form's rules (as HelplineDraft::parse checks them)", () => {
  it('break exactly the rules each shared case names, with the server\u2019s words', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    for (const { about, input, today, errors } of cases) {
      const values: HelplineValues = { ...input, position: '0', hidden: false };
      const found = Object.fromEntries(Object.entries(validateHelpline(values, today)).map(([field, keys]) => [field, keys.map((key) => en.validation[key])]));
      expect(found, about).toEqual(errors);
    }
  });
});
