/**
 * Every route of the web app (spec section 2), in one place. The router, menus,
 * drawer, footer, guards and links all take their paths from here; no other
 * file spells a route. `path` is the router's pattern; `to(...)` builds a link
 * for routes with parameters.
 */

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

const route = <P extends string>(path: P) => ({ path });
const detail = <P extends string>(path: P, prefix: string) => ({
  path,
  to: (title: string, id: number | string) => `${prefix}/${encodeURIComponent(detailSlug(prefix, titleSlug(title)))}/${id}`,
});

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
const withId = <P extends string>(path: P, prefix: string) => ({ path, to: (id: number | string) => `${prefix}/${id}` });

export const paths = {
  // Public site.
  home: route('/'),
  personalService: route('/personal-service'),
  individualService: route('/individual-service'),
  groupService: route('/group-service'),
  organizationService: route('/organization-service'),
  stories: route('/stories'),
  story: detail('/stories/:title/:id', '/stories'),
  learning: route('/learning'),
  learningItem: detail('/learning/:title/:id', '/learning'),
  blog: route('/blog'),
  blogPost: detail('/blog/:title/:id', '/blog'),
  faq: route('/faq'),
  /** The plain-language privacy notice. */
  privacy: route('/privacy'),
  /** After an erasure: the confirmation, for a visitor without a session. */
  accountErased: route('/account-erased'),
  /** Footer links of the spec whose destination it does not show; they lead to the nearest page. */
  serviceIndividualAlias: route('/service-individual'),
  learningHubAlias: route('/learning-hub'),

  // Accounts.
  login: route('/login'),
  registration: route('/registration'),
  forgotPassword: route('/forgot-password'),
  resetPassword: route('/reset-password'),
  activeAccount: route('/active-account'),

  // SUBSCRIBER.
  dashboard: route('/dashboard'),
  subscriberEdit: route('/subscriber/edit'),
  selfCare: route('/self-care'),
  appointment: route('/appointment'),
  courses: route('/courses'),
  checkIns: route('/check-ins'),
  safetyPlan: route('/safety-plan'),

  // ADMIN.
  admin: {
    dashboard: route('/admin/dashboard'),
    edit: route('/admin/edit'),
    subscribers: route('/admin/subscriber-list'),
    appointments: route('/admin/appointments'),
    stories: route('/admin/stories'),
    addStory: route('/stories/add-story'),
    editStory: withId('/story/edit/:id', '/story/edit'),
    blogs: route('/admin/blogs'),
    addBlog: route('/blog/add-blog'),
    editBlog: withId('/blog/edit/:id', '/blog/edit'),
    learningHub: route('/admin/learning-hub'),
    addLearningHub: route('/admin/add-learning-hub'),
    editLearningHub: withId('/admin/edit-learning-hub/:learningHubId', '/admin/edit-learning-hub'),
    categories: route('/admin/categories'),
    questions: route('/admin/self-care-questions'),
    helplines: route('/admin/helplines'),
    mail: route('/admin/mail'),
  },

  // Both roles.
  settings: route('/settings'),
} as const;
