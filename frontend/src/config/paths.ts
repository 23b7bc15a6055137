/**
 * Every route of the web app (spec section 2), in one place. The router, menus,
 * drawer, footer, guards and links all take their paths from here; no other
 * file spells a route. `path` is the router's pattern; `to(...)` builds a link
 * for routes with parameters.
 */

/**
 * The origin a prerendered page's absolute links are written with (there is no window at build time);
 * the server writes its public address in its place (crates/http/src/site/detail.rs).
 */
export const PRERENDER_ORIGIN = 'https://mon.invalid';

/** A title as it appears in a detail URL: lower case, words joined by dashes. */
export function titleSlug(title: string): string {
  const slug = title
    .trim()
    .toLowerCase()
    .replace(/[\s/?#%]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'item';
}

/**
 * Who a route is for, as the server answers it (`crates/http/src/site/manifest.rs`, from the build's
 * `routes.json`): `indexed` pages are listed in /sitemap.xml with their own title and description
 * (catalog keys, `namespace:key`); `public` pages answer 200 but are left out; `private` pages are
 * kept out of search engines by /robots.txt.
 */
export type Access = 'indexed' | 'public' | 'private';
export type PageMeta = { title: string; description: string };

const route = <P extends string>(path: P, access: Access = 'public', meta?: PageMeta) => ({ path, access, meta });
const page = <P extends string>(path: P, title: string, description: string) => route(path, 'indexed', { title, description });
const privateRoute = <P extends string>(path: P) => route(path, 'private');
/** A content item's page: the server looks the item up, answers 404 for an unknown one and 301 to its canonical slug. */
const detail = <P extends string>(path: P, prefix: string, content: 'story' | 'blog' | 'learning') => ({
  path,
  access: 'indexed' as Access,
  content,
  to: (title: string, id: number | string) => `${prefix}/${encodeURIComponent(detailSlug(prefix, titleSlug(title)))}/${id}`,
});
/** A footer link of the spec whose destination it does not show; it leads to the nearest page. */
const alias = <P extends string>(path: P, redirect: string) => ({ path, access: 'public' as Access, redirect });

/**
 * A title's slug that no fixed route shares: a post titled "Edit" would
 * otherwise link to `/blog/edit/{id}`, the admins' edit page. Such a slug gets
 * a `read-` prefix. The fixed segments are read from `paths` itself.
 */
function detailSlug(prefix: string, slug: string): string {
  return fixedSegments(prefix).has(slug) ? `read-${slug}` : slug;
}

function fixedSegments(prefix: string): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (node && typeof node === 'object') {
      const path = (node as { path?: unknown }).path;
      if (typeof path === 'string' && path.startsWith(`${prefix}/`)) {
        const segment = path.slice(prefix.length + 1).split('/')[0];
        if (segment && !segment.startsWith(':')) found.add(segment);
      }
      Object.values(node).forEach(walk);
    }
  };
  walk(paths);
  return found;
}
const withId = <P extends string>(path: P, prefix: string) => ({ path, access: 'private' as Access, to: (id: number | string) => `${prefix}/${id}` });

export const paths = {
  // Public site.
  home: page('/', 'common:brandTagline', 'common:siteDescription'),
  personalService: page('/personal-service', 'services:personal.eyebrow', 'services:personal.title'),
  individualService: page('/individual-service', 'services:personal.individualTitle', 'services:personal.individualBody'),
  groupService: page('/group-service', 'services:personal.groupTitle', 'services:personal.groupBody'),
  organizationService: page('/organization-service', 'services:organization.eyebrow', 'services:organization.title'),
  stories: page('/stories', 'content:stories.title', 'content:stories.intro'),
  story: detail('/stories/:title/:id', '/stories', 'story'),
  learning: page('/learning', 'content:learning.title', 'content:learning.intro'),
  learningItem: detail('/learning/:title/:id', '/learning', 'learning'),
  blog: page('/blog', 'content:blog.title', 'content:blog.intro'),
  blogPost: detail('/blog/:title/:id', '/blog', 'blog'),
  /** The published counsellors; the server draws the first page's cards into it. */
  counsellors: { ...page('/counsellors', 'counsellors:public.title', 'counsellors:public.intro'), fill: 'counsellors' as const },
  /**
   * One published counsellor's profile, found by its id (the name is only for the reader); the server draws it into
   * the page and answers 404 for an unknown one. Its title and description stand in for the counsellor's until the
   * server names them. Not `counsellor`: that is the counsellors' own screens.
   */
  counsellorProfile: {
    ...route('/counsellors/:name/:id', 'indexed', { title: 'counsellors:public.title', description: 'counsellors:public.intro' }),
    fill: 'counsellor' as const,
    to: (name: string, id: number | string) => `/counsellors/${encodeURIComponent(titleSlug(name))}/${id}`,
  },
  faq: page('/faq', 'faq:title', 'faq:subtitle'),
  /** "Need help now?" as a page: 999 and the helplines (the help bar's link before the app runs, or without it). */
  help: { ...page('/help', 'safety:panel.title', 'safety:panel.intro'), fill: 'helplines' as const },
  /** The plain-language privacy notice. */
  privacy: page('/privacy', 'privacy:notice.title', 'privacy:notice.intro'),
  /** After an erasure: the confirmation, for a visitor without a session. */
  accountErased: route('/account-erased'),
  serviceIndividualAlias: alias('/service-individual', '/individual-service'),
  learningHubAlias: alias('/learning-hub', '/learning'),

  // Accounts.
  login: page('/login', 'auth:login.submit', 'auth:login.subtitle'),
  registration: page('/registration', 'auth:registration.title', 'auth:registration.subtitle'),
  forgotPassword: route('/forgot-password'),
  resetPassword: route('/reset-password'),
  activeAccount: route('/active-account'),

  // SUBSCRIBER.
  dashboard: privateRoute('/dashboard'),
  subscriberEdit: privateRoute('/subscriber/edit'),
  selfCare: privateRoute('/self-care'),
  appointment: privateRoute('/appointment'),
  courses: privateRoute('/courses'),
  checkIns: privateRoute('/check-ins'),
  safetyPlan: privateRoute('/safety-plan'),

  // ADMIN.
  admin: {
    dashboard: privateRoute('/admin/dashboard'),
    edit: privateRoute('/admin/edit'),
    subscribers: privateRoute('/admin/subscriber-list'),
    appointments: privateRoute('/admin/appointments'),
    stories: privateRoute('/admin/stories'),
    addStory: privateRoute('/stories/add-story'),
    editStory: withId('/story/edit/:id', '/story/edit'),
    blogs: privateRoute('/admin/blogs'),
    addBlog: privateRoute('/blog/add-blog'),
    editBlog: withId('/blog/edit/:id', '/blog/edit'),
    learningHub: privateRoute('/admin/learning-hub'),
    addLearningHub: privateRoute('/admin/add-learning-hub'),
    editLearningHub: withId('/admin/edit-learning-hub/:learningHubId', '/admin/edit-learning-hub'),
    categories: privateRoute('/admin/categories'),
    questions: privateRoute('/admin/self-care-questions'),
    helplines: privateRoute('/admin/helplines'),
    mail: privateRoute('/admin/mail'),
    counsellors: privateRoute('/admin/counsellors'),
    closures: privateRoute('/admin/closures'),
  },

  // COUNSELLOR.
  counsellor: {
    dashboard: privateRoute('/counsellor/dashboard'),
    availability: privateRoute('/counsellor/availability'),
    /** One of the counsellor's own sessions. */
    session: withId('/counsellor/sessions/:id', '/counsellor/sessions'),
    /** One of the counsellor's clients: their sessions with them, and what they share. */
    client: withId('/counsellor/clients/:id', '/counsellor/clients'),
    /** The notes handed to the counsellor on one session of a counsellor who left. */
    handedOver: withId('/counsellor/handed-over/:id', '/counsellor/handed-over'),
  },

  // Both roles.
  settings: privateRoute('/settings'),
} as const;
