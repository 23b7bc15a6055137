import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// The server's own cases, outside the web app's layers: read here so the two readings cannot drift apart.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../crates/http/src/site/page-cases.json';
import { CARD_TEXT_MAX, CARD_TITLE_MAX, IMAGE_ALT_MAX } from '@/components/ui/content-card';
import { CategoryLinks, PageLinks, pagePlaces } from '@/components/ui/list-links';
import { titleSlug } from '@/config/paths';
import { CONTACT_TEXT_KEYS, LIST_TEXT_KEYS } from '@/config/routes-manifest';
import { ContactLinkList } from '@/features/site-config/components/contact-links';
import { truncate } from '@/lib/format';
import i18n from '@/lib/i18n';

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

// The server draws a list's filter and pages into the page's HTML (crates/http/src/site/links.rs, whose
// tests read the same cases); the app taking the page over draws them again, and nothing may change.
const { texts, filters, pagers, places } = cases.listLinks;

/** Markup as the browser reads it (entities and empty attributes written one way). */
function normal(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

async function drawn(lang: string, url: string, ui: React.ReactNode): Promise<string> {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('content');
  const { container, unmount } = render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe("a list's links as the server draws them", () => {
  it('uses the words the catalogs have', async () => {
    for (const lang of ['en', 'bn'] as const) {
      await i18n.changeLanguage(lang);
      await i18n.loadNamespaces('content');
      for (const [name, key] of Object.entries(LIST_TEXT_KEYS)) {
        const [namespace, path] = key.split(':') as [string, string];
        expect(i18n.getResource(lang, namespace, path), `${lang} ${key}`).toBe(texts[name as keyof typeof texts][lang]);
      }
    }
  });

  it.each(filters)('filter: $about', async ({ lang, path, options, selected, html }) => {
    const url = selected ? `${path}?category=${encodeURIComponent(selected)}` : path;
    expect(await drawn(lang, url, <CategoryLinks path={path} options={options} selected={selected ?? undefined} />)).toBe(normal(html));
  });

  it.each(pagers)('pages: $about', async ({ lang, path, query, total, perPage, html }) => {
    const url = query ? `${path}?${query}` : path;
    expect(await drawn(lang, url, <PageLinks path={path} total={total} perPage={perPage} />)).toBe(normal(html));
  });

  it.each(places)('places: $about', ({ page, count, shown }) => {
    expect(pagePlaces(page, count).map((place) => (place === 'gap' ? '…' : place))).toEqual(shown);
  });
});

describe("the contact button's links as the server draws them", () => {
  const { texts: contactTexts, cases: contactCases } = cases.contactLinks;

  it('uses the words the catalogs have', async () => {
    for (const lang of ['en', 'bn'] as const) {
      await i18n.changeLanguage(lang);
      for (const [name, key] of Object.entries(CONTACT_TEXT_KEYS)) {
        const [namespace, path] = key.split(':') as [string, string];
        expect(i18n.getResource(lang, namespace, path), `${lang} ${key}`).toBe(contactTexts[name as keyof typeof contactTexts][lang]);
      }
    }
  });

  it.each(contactCases)('links: $about', async ({ lang, config, html }) => {
    expect(await drawn(lang, '/', <ContactLinkList config={config} />)).toBe(normal(html));
  });
});
