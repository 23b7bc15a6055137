// The server's own cases, outside the web app's layers: read here so the two readings cannot drift apart.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../crates/http/src/site/page-cases.json';
import { paths } from '@/config/paths';
import { type Catalogs, routesManifest } from '@/config/routes-manifest';

const files = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });
const catalogs = (lang: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${lang}/`))
      .map(([file, catalog]) => [file.split('/').pop()!.replace(/\.json$/, ''), catalog]),
  );

describe('routes.json (what the server knows of the routes)', () => {
  const all: Catalogs = { en: catalogs('en'), bn: catalogs('bn') };
  const manifest = routesManifest(all);
  const byPath = new Map(manifest.routes.map((r) => [r.path, r]));

  it('holds every route of paths once, with who it is for', () => {
    expect(manifest.routes).toHaveLength(new Set(manifest.routes.map((r) => r.path)).size);
    expect(byPath.get(paths.faq.path)).toMatchObject({ access: 'indexed', title: { en: 'Frequently asked questions', bn: 'সাধারণ জিজ্ঞাসা' } });
    expect(byPath.get(paths.admin.editBlog.path)?.access).toBe('private');
    expect(byPath.get(paths.dashboard.path)?.access).toBe('private');
    expect(byPath.get(paths.settings.path)?.access).toBe('private');
    expect(byPath.get(paths.resetPassword.path)?.access).toBe('public');
    expect(byPath.get(paths.learningHubAlias.path)?.redirect).toBe(paths.learning.path);
    expect(manifest.notFound.en).toBe('Page Not Found!!!');
  });

  it('gives each listed page a title and a description in both languages, and each content kind its page', () => {
    for (const route of manifest.routes.filter((r) => r.access === 'indexed' && !r.content)) {
      for (const lang of ['en', 'bn'] as const) {
        expect(route.title?.[lang], `${route.path} ${lang}`).toBeTruthy();
        expect(route.description?.[lang], `${route.path} ${lang}`).toBeTruthy();
      }
    }
    expect(manifest.routes.filter((r) => r.content).map((r) => [r.path, r.content])).toEqual([
      [paths.story.path, 'story'],
      [paths.learningItem.path, 'learning'],
      [paths.blogPost.path, 'blog'],
    ]);
  });

  it("gives the server a counsellor's words as the shared cases have them", () => {
    expect(manifest.counsellorTexts).toEqual(cases.counsellors.texts);
  });

  it('marks the pages the server draws the counsellors into', () => {
    expect(byPath.get(paths.counsellors.path)).toMatchObject({ access: 'indexed', fill: 'counsellors', title: { en: 'Our counsellors' } });
    expect(byPath.get(paths.counsellorProfile.path)).toMatchObject({ access: 'indexed', fill: 'counsellor' });
  });

  it('refuses a key no catalog has', () => {
    expect(() => routesManifest({ en: {}, bn: {} })).toThrow(/no en text for common:brand/);
  });
});
