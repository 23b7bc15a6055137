import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfAuthenticated, RequireRole } from '@/features/auth/components/require-role';
import i18n from '@/lib/i18n';
import type { Namespace } from '@/locales/resources';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

/**
 * React.lazy for modules with named exports: every page is its own chunk, and
 * the translation catalogs it needs are fetched in parallel with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K, namespaces: Namespace[] = []) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), namespaces.length ? i18n.loadNamespaces(namespaces) : undefined]);
    return { default: module[name] };
  });
}

const HomePage = lazyPage(() => import('./routes/home'), 'HomePage', ['home', 'faq']);
const PersonalServicePage = lazyPage(() => import('./routes/personal-service'), 'PersonalServicePage', ['services']);
const OrganizationServicePage = lazyPage(() => import('./routes/organization-service'), 'OrganizationServicePage', ['services']);
const FaqPage = lazyPage(() => import('./routes/faq'), 'FaqPage', ['faq']);
const ComingSoonPage = lazyPage(() => import('./routes/coming-soon'), 'ComingSoonPage');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');
const LoginPage = lazyPage(() => import('./routes/auth/login'), 'LoginPage', ['auth']);
const RegistrationPage = lazyPage(() => import('./routes/auth/registration'), 'RegistrationPage', ['auth']);
const ForgotPasswordPage = lazyPage(() => import('./routes/auth/forgot-password'), 'ForgotPasswordPage', ['auth']);
const ResetPasswordPage = lazyPage(() => import('./routes/auth/reset-password'), 'ResetPasswordPage', ['auth']);
const ActiveAccountPage = lazyPage(() => import('./routes/auth/active-account'), 'ActiveAccountPage', ['auth']);
const SubscriberDashboardPage = lazyPage(() => import('./routes/app/subscriber-dashboard'), 'SubscriberDashboardPage', ['dashboard']);
const AdminDashboardPage = lazyPage(() => import('./routes/app/admin-dashboard'), 'AdminDashboardPage', ['dashboard']);
const SettingsPage = lazyPage(() => import('./routes/app/settings'), 'SettingsPage', ['account']);
const SubscriberListPage = lazyPage(() => import('./routes/app/subscriber-list'), 'SubscriberListPage', ['dashboard']);
const PlaceholderPage = lazyPage(() => import('./routes/app/placeholder'), 'PlaceholderPage', ['dashboard']);
const DashboardLayout = lazyPage(() => import('./layouts/dashboard-layout'), 'DashboardLayout', ['dashboard']);

type PlaceholderKey =
  | 'appointment'
  | 'selfCare'
  | 'courses'
  | 'adminAppointments'
  | 'adminStories'
  | 'addStory'
  | 'editStory'
  | 'adminBlogs'
  | 'addBlog'
  | 'editBlog'
  | 'adminLearningHub'
  | 'addLearningHub'
  | 'editLearningHub'
  | 'adminCategories';

const placeholder = (path: string, titleKey: PlaceholderKey): RouteObject => ({
  path,
  element: <PlaceholderPage titleKey={titleKey} />,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'personal-service', element: <PersonalServicePage /> },
          { path: 'individual-service', element: <PersonalServicePage /> },
          { path: 'group-service', element: <PersonalServicePage /> },
          { path: 'organization-service', element: <OrganizationServicePage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'stories', element: <ComingSoonPage section="stories" /> },
          { path: 'stories/:title/:id', element: <ComingSoonPage section="stories" /> },
          { path: 'learning', element: <ComingSoonPage section="learningHub" /> },
          { path: 'learning/:title/:id', element: <ComingSoonPage section="learningHub" /> },
          { path: 'blog', element: <ComingSoonPage section="blog" /> },
          { path: 'blog/:title/:id', element: <ComingSoonPage section="blog" /> },
          { path: 'service-individual', element: <Navigate to="/individual-service" replace /> },
          { path: 'learning-hub', element: <Navigate to="/learning" replace /> },
          {
            element: <RedirectIfAuthenticated />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'registration', element: <RegistrationPage /> },
            ],
          },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'active-account', element: <ActiveAccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: (
          <RequireRole roles={['SUBSCRIBER']}>
            <DashboardLayout />
          </RequireRole>
        ),
        children: [
          { path: 'dashboard', element: <SubscriberDashboardPage /> },
          { path: 'subscriber/edit', element: <SubscriberDashboardPage /> },
          placeholder('self-care', 'selfCare'),
          placeholder('appointment', 'appointment'),
          placeholder('courses', 'courses'),
        ],
      },
      {
        element: (
          <RequireRole roles={['ADMIN']}>
            <DashboardLayout />
          </RequireRole>
        ),
        children: [
          { path: 'admin/dashboard', element: <AdminDashboardPage /> },
          { path: 'admin/edit', element: <AdminDashboardPage /> },
          { path: 'admin/subscriber-list', element: <SubscriberListPage /> },
          placeholder('admin/appointments', 'adminAppointments'),
          placeholder('admin/stories', 'adminStories'),
          placeholder('stories/add-story', 'addStory'),
          placeholder('story/edit/:id', 'editStory'),
          placeholder('admin/blogs', 'adminBlogs'),
          placeholder('blog/add-blog', 'addBlog'),
          placeholder('blog/edit/:id', 'editBlog'),
          placeholder('admin/learning-hub', 'adminLearningHub'),
          placeholder('admin/add-learning-hub', 'addLearningHub'),
          placeholder('admin/edit-learning-hub/:learningHubId', 'editLearningHub'),
          placeholder('admin/categories', 'adminCategories'),
        ],
      },
      {
        element: (
          <RequireRole roles={['SUBSCRIBER', 'ADMIN']}>
            <DashboardLayout />
          </RequireRole>
        ),
        children: [{ path: 'settings', element: <SettingsPage /> }],
      },
    ],
  },
];

export type { PlaceholderKey };
