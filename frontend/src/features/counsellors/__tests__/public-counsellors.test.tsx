import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// The server's own cases, outside the web app's layers: read here so the two readings cannot drift apart.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../../crates/http/src/site/page-cases.json';
import i18n from '@/lib/i18n';
import { CounsellorCards, CounsellorProfile, type PublicCounsellor } from '../components/public-counsellors';

// The server draws a counsellor's card and profile into the page's HTML (crates/http/src/site/counsellors.rs, whose
// tests read the same cases); the app taking the page over draws them again, and nothing may change.
const { cards, profiles } = cases.counsellors;

/**
 * Markup as the browser reads it (entities and empty attributes written one way), each element's attributes by
 * name: React sets an `<img>`'s `src` after its other attributes (so `loading` applies before it loads), whatever
 * their order in the markup, and the order changes nothing a visitor sees.
 */
function normal(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

async function drawn(lang: string, ui: React.ReactNode): Promise<string> {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('counsellors');
  const { container, unmount } = render(<MemoryRouter>{ui}</MemoryRouter>);
  const html = container.innerHTML;
  unmount();
  return normal(html);
}

describe('a counsellor as the server draws them', () => {
  it.each(cards)('cards: $about', async ({ lang, level, items, html }) => {
    expect(await drawn(lang, <CounsellorCards items={items as PublicCounsellor[]} level={level as 2 | 3} />)).toBe(normal(html));
  });

  it.each(profiles)('profile: $about', async ({ lang, item, html }) => {
    expect(await drawn(lang, <CounsellorProfile item={item as PublicCounsellor} />)).toBe(normal(html));
  });
});
