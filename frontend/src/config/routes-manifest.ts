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
  /**
   * What the server draws into the page's HTML: a list from the build's template of it (`/help`'s helplines), or the
   * published counsellors (`/counsellors`) or one of them (`/counsellors/:name/:id`) as the app draws them.
   */
  fill?: 'helplines' | 'counsellors' | 'counsellor';
  title?: Texts;
  description?: Texts;
};

/**
 * `routes.json`, written next to `index.html` by the build: the server reads it to answer each
 * page's status code (200, 301 or 404), its title, description and share tags, /sitemap.xml and
 * /robots.txt (`crates/http/src/site/manifest.rs`). Made from `paths`, the routes' one home.
 */
export type RoutesManifest = {
  brand: Texts;
  tagline: Texts;
  notFound: Texts;
  noScript: Texts;
  listTexts: ListTexts;
  contactTexts: ContactTexts;
  counsellorTexts: CounsellorTexts;
  routes: RouteEntry[];
};

/** The words of a list's filter and pages, which the server draws as the app does (components/ui/list-links.tsx). */
export type ListTexts = Record<'filterLabel' | 'all' | 'pagerLabel' | 'page' | 'current' | 'previous' | 'next', Texts>;

/** The words of the contact button's links, which the server draws as the app does (site-config/components/contact-links.tsx). */
export type ContactTexts = Record<'email' | 'whatsapp' | 'phone', Texts>;

/**
 * The words of a counsellor's card and profile, which the server draws as the app does
 * (counsellors/components/public-counsellors.tsx): each in both languages, and the names of languages and
 * session modes by their codes in each language.
 */
export type CounsellorTexts = Record<keyof typeof COUNSELLOR_TEXT_KEYS, Texts> &
  Record<keyof typeof COUNSELLOR_NAME_KEYS, Record<Lang, Record<string, string>>>;

/** Where each of a counsellor's words is in the catalogs. */
export const COUNSELLOR_TEXT_KEYS = {
  languages: 'counsellors:public.languages',
  specialities: 'counsellors:public.specialities',
  modes: 'counsellors:public.modes',
  fee: 'counsellors:public.fee',
  feeAmount: 'counsellors:public.feeAmount',
  free: 'counsellors:public.free',
  nextFree: 'counsellors:public.nextFree',
  noneFree: 'counsellors:public.noneFree',
  registration: 'counsellors:public.registration',
  book: 'counsellors:public.book',
} as const;

/** Where the names of languages and of session modes, by code, are in the catalogs. */
export const COUNSELLOR_NAME_KEYS = {
  languageNames: 'counsellors:public.languageNames',
  modeNames: 'counsellors:public.modeNames',
} as const;

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

function entry(catalogs: Catalogs, lang: Lang, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string | undefined];
  let node: unknown = catalogs[lang][namespace];
  for (const part of (path ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

function text(catalogs: Catalogs, lang: Lang, key: string): string {
  const node = entry(catalogs, lang, key);
  if (typeof node !== 'string' || !node) throw new Error(`routes.json: no ${lang} text for ${key}`);
  return node;
}

/** A group of names by code (`{bn: "Bangla", …}`): each must be a text. */
function names(catalogs: Catalogs, lang: Lang, key: string): Record<string, string> {
  const node = entry(catalogs, lang, key);
  if (!node || typeof node !== 'object') throw new Error(`routes.json: no ${lang} names for ${key}`);
  return Object.fromEntries(Object.keys(node).map((code) => [code, text(catalogs, lang, `${key}.${code}`)]));
}

const both = (catalogs: Catalogs, key: string): Texts => ({ en: text(catalogs, 'en', key), bn: text(catalogs, 'bn', key) });

/** Each of `keys`' texts in both languages, by the same names. */
const bothTexts = <K extends string>(catalogs: Catalogs, keys: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, both(catalogs, key)])) as Record<K, Texts>;

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
    listTexts: bothTexts(catalogs, LIST_TEXT_KEYS),
    contactTexts: bothTexts(catalogs, CONTACT_TEXT_KEYS),
    counsellorTexts: {
      ...bothTexts(catalogs, COUNSELLOR_TEXT_KEYS),
      languageNames: { en: names(catalogs, 'en', COUNSELLOR_NAME_KEYS.languageNames), bn: names(catalogs, 'bn', COUNSELLOR_NAME_KEYS.languageNames) },
      modeNames: { en: names(catalogs, 'en', COUNSELLOR_NAME_KEYS.modeNames), bn: names(catalogs, 'bn', COUNSELLOR_NAME_KEYS.modeNames) },
    },
    routes,
  };
}
