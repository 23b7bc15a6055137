// The server's own cases, outside the web app's layers: read here so the two readings cannot drift apart.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../../crates/domain/src/content/lead-cases.json';
import { leadEnd, splitLead } from '../lead-split';

// The double's reading of the lead rule answers what the server's does, case for case (the Rust test
// `the_lead_is_the_first_sentence_and_the_body_the_rest` reads the same file).
describe("the doubles' lead and body", () => {
  it.each(cases)('$about', ({ html, lead, body }) => {
    expect(splitLead(html)).toEqual({ lead, body });
  });

  it('finds the end of the first sentence: full stop, question, or Bangla dari', () => {
    expect(leadEnd('One. Two.')).toBe(4);
    expect(leadEnd('Version 2.5 is out. Yes')).toBe(19);
    expect(leadEnd('অনেক রাত জেগে ছিলাম। তারপর')).toBe(20);
    expect(leadEnd('no stop')).toBe(-1);
  });
});
