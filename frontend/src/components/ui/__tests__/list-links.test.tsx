import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// The server's own cases, outside the web app's layers: read here so the two drawings cannot drift apart.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../../crates/http/src/site/page-cases.json';
import { LIST_TEXT_KEYS } from '@/config/routes-manifest';
import i18n from '@/lib/i18n';
import { CategoryLinks, PageLinks, pagePlaces } from '../list-links';

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
