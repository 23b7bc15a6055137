// The server's own cases, outside the web app's layers: read here so the two readings cannot drift apart.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../crates/http/src/site/page-cases.json';
import { CARD_TEXT_MAX, CARD_TITLE_MAX, IMAGE_ALT_MAX } from '@/components/ui/content-card';
import { truncate } from '@/lib/format';
import { titleSlug } from '@/config/paths';

// The server draws the same slugs and card texts into its pages (the Rust tests
// `titles_become_the_slugs_the_web_app_writes` and `cards_are_cut_as_the_web_app_cuts_them` read this file).
describe('a page as the server draws it', () => {
  it.each(cases.slugs)('slug: $about', ({ title, slug }) => {
    expect(titleSlug(title)).toBe(slug);
  });

  it.each(cases.truncations)('card text: $about', ({ text, max, shown }) => {
    expect(truncate(text, max)).toBe(shown);
  });

  it("cuts a card's title, text and picture's alt text at the server's limits", () => {
    expect({ title: CARD_TITLE_MAX, text: CARD_TEXT_MAX, alt: IMAGE_ALT_MAX }).toEqual(cases.cardLimits);
  });
});
