import { type Access, type PageMeta, paths } from './paths';

export type Lang = 'en' | 'bn';
/** One text in both languages. */
export type Texts = Record<Lang, string>;
/** Every catalog of one language, by namespace (`src/locales/<lang>/<namespace>.json`). */
export type Catalogs = Record<Lang, Record<string, unknown>>;

export type RouteEntry = {
  /** The router's pattern (`:name` is a parameter). */
  path: string;
  access: Access;
  /** A content item's page: the kind the server looks up by the `:id` parameter. */
  content?: 'story' | 'blog' | 'learning';
  /** Where an alias leads (301). */
  redirect?: string;
  /** A list the server draws into the page's HTML from the build's template of it (`/help`'s helplines). */
  fill?: 'helplines';
  title?: Texts;
  description?: Texts;
};

/**
 * `routes.json`, written next to `index.html` by the build: the server reads it to answer each
 * page's status code (200, 301 or 404), its title, description and share tags, /sitemap.xml and
 * /robots.txt (`crates/http/src/site/manifest.rs`). Made from `paths`, the routes' one home.
 */
export type RoutesManifest = { brand: Texts; tagline: Texts; notFound: Texts; noScript: Texts; listTexts: ListTexts; contactTexts: ContactTexts; routes: RouteEntry[] };

/** The words of a list's filter and pages, which the server draws as the app does (components/ui/list-links.tsx). */
export type ListTexts = Record<'filterLabel' | 'all' | 'pagerLabel' | 'page' | 'current' | 'previous' | 'next', Texts>;

/** The words of the contact button's links, which the server draws as the app does (site-config/components/contact-links.tsx). */
export type ContactTexts = Record<'email' | 'whatsapp' | 'phone', Texts>;

/** Where each of the contact links' words is in the catalogs. */
export const CONTACT_TEXT_KEYS: Record<keyof ContactTexts, string> = {
  email: 'common:contact.email',
  whatsapp: 'common:contact.whatsapp',
  phone: 'common:contact.phone',
};

/** Where each of a list's words is in the catalogs. */
export const LIST_TEXT_KEYS: Record<keyof ListTexts, string> = {
  filterLabel: 'content:learning.filterLabel',
  all: 'content:learning.all',
  pagerLabel: 'content:pager.label',
  page: 'content:pager.page',
  current: 'content:pager.current',
  previous: 'content:pager.previous',
  next: 'content:pager.next',
};

function text(catalogs: Catalogs, lang: Lang, key: string): string {
  const [namespace, path] = key.split(':') as [string, string | undefined];
  let node: unknown = catalogs[lang][namespace];
  for (const part of (path ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string' || !node) throw new Error(`routes.json: no ${lang} text for ${key}`);
  return node;
}

const both = (catalogs: Catalogs, key: string): Texts => ({ en: text(catalogs, 'en', key), bn: text(catalogs, 'bn', key) });

/** Every route of `paths` (nested groups included), as written there. */
export function routeTable(): Array<Omit<RouteEntry, 'title' | 'description'> & { meta?: PageMeta }> {
  const routes: Array<Omit<RouteEntry, 'title' | 'description'> & { meta?: PageMeta }> = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const r = node as { path?: unknown; access?: Access; content?: RouteEntry['content']; redirect?: string; fill?: RouteEntry['fill']; meta?: PageMeta };
    if (typeof r.path === 'string' && r.access) {
      routes.push({ path: r.path, access: r.access, ...(r.content ? { content: r.content } : {}), ...(r.redirect ? { redirect: r.redirect } : {}), ...(r.fill ? { fill: r.fill } : {}), ...(r.meta ? { meta: r.meta } : {}) });
      return;
    }
    Object.values(node).forEach(walk);
  };
  walk(paths);
  return routes;
}

export function routesManifest(catalogs: Catalogs): RoutesManifest {
  const routes = routeTable().map(({ meta, ...route }): RouteEntry => ({
    ...route,
    ...(meta ? { title: both(catalogs, meta.title), description: both(catalogs, meta.description) } : {}),
  }));
  return {
    brand: both(catalogs, 'common:brand'),
    tagline: both(catalogs, 'common:brandTagline'),
    notFound: both(catalogs, 'common:notFound.title'),
    noScript: both(catalogs, 'common:noScript'),
    listTexts: Object.fromEntries(Object.entries(LIST_TEXT_KEYS).map(([name, key]) => [name, both(catalogs, key)])) as ListTexts,
    contactTexts: Object.fromEntries(Object.entries(CONTACT_TEXT_KEYS).map(([name, key]) => [name, both(catalogs, key)])) as ContactTexts,
    routes,
  };
}
