import { Children, isValidElement, type ReactNode } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PasswordChangeGate } from '@/features/account/components/password-change-gate';
import { RedirectIfAuthenticated, RequireRole } from '@/features/auth/components/require-role';
import i18n from '@/lib/i18n';
import { type LazyComponent, type PreloadableComponent, lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Role } from '@/lib/api/types';
import type { Namespace } from '@/locales/resources';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

/**
 * React.lazy for modules with named exports: every page is its own chunk, and
 * the translation catalogs it needs are fetched in parallel with it.
 */
function lazyPage<M extends Record<K, LazyComponent>, K extends keyof M>(load: () => Promise<M>, name: K, namespaces: Namespace[] = []) {
  return lazyWithPreload(async () => {
    const [module] = await Promise.all([load(), namespaces.length ? i18n.loadNamespaces(namespaces) : undefined]);
    return { default: module[name] };
  });
}

/**
 * Starts fetching every lazy part of the page at `pathname` (a layout and the page inside it) at
 * once: drawn in turn, each would only be asked for once the one around it had arrived.
 */
export function preloadPage(pathname: string): void {
  const parts: (() => unknown)[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) collectPreloads(route.element, parts);
  // Each in a task of its own: one puts its chunks' links in the page, a few milliseconds on a slow phone;
  // all of them at once were one long task of the app's start (Lighthouse's blocking time).
  for (const preload of parts) setTimeout(() => void preload(), 0);
}

/** The preloads of each lazy component in `node`, a route's element (a layout sits inside the guards around it). */
function collectPreloads(node: ReactNode, parts: (() => unknown)[]): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  // A failure is the page's own to show when it is drawn (React.lazy takes the same promise).
  const preload = (node.type as Partial<PreloadableComponent<LazyComponent>>).preload;
  if (preload) parts.push(preload);
  Children.forEach(node.props.children, (child) => collectPreloads(child, parts));
}

const HomePage = lazyPage(() => import('./routes/home'), 'HomePage', ['home', 'faq', 'content', 'counsellors']);
const PersonalServicePage = lazyPage(() => import('./routes/personal-service'), 'PersonalServicePage', ['services']);
const OrganizationServicePage = lazyPage(() => import('./routes/organization-service'), 'OrganizationServicePage', ['services']);
const FaqPage = lazyPage(() => import('./routes/faq'), 'FaqPage', ['faq']);
const HelpPage = lazyPage(() => import('./routes/help'), 'HelpPage', ['safety']);
const StoriesPage = lazyPage(() => import('./routes/stories'), 'StoriesPage', ['content']);
const StoryPage = lazyPage(() => import('./routes/story'), 'StoryPage', ['content']);
const CounsellorsPage = lazyPage(() => import('./routes/counsellors'), 'CounsellorsPage', ['counsellors']);
const CounsellorPage = lazyPage(() => import('./routes/counsellor'), 'CounsellorPage', ['counsellors']);
const BlogPage = lazyPage(() => import('./routes/blog'), 'BlogPage', ['content']);
const BlogPostPage = lazyPage(() => import('./routes/blog-post'), 'BlogPostPage', ['content']);
const LearningPage = lazyPage(() => import('./routes/learning'), 'LearningPage', ['content']);
const LearningItemPage = lazyPage(() => import('./routes/learning-item'), 'LearningItemPage', ['content']);
const CoursesPage = lazyPage(() => import('./routes/app/courses'), 'CoursesPage', ['content']);
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');
const LoginPage = lazyPage(() => import('./routes/auth/login'), 'LoginPage', ['auth']);
const RegistrationPage = lazyPage(() => import('./routes/auth/registration'), 'RegistrationPage', ['auth', 'privacy']);
const ForgotPasswordPage = lazyPage(() => import('./routes/auth/forgot-password'), 'ForgotPasswordPage', ['auth']);
const ResetPasswordPage = lazyPage(() => import('./routes/auth/reset-password'), 'ResetPasswordPage', ['auth']);
const ActiveAccountPage = lazyPage(() => import('./routes/auth/active-account'), 'ActiveAccountPage', ['auth']);
const SubscriberDashboardPage = lazyPage(() => import('./routes/app/subscriber-dashboard'), 'SubscriberDashboardPage', ['dashboard']);
const AdminDashboardPage = lazyPage(() => import('./routes/app/admin-dashboard'), 'AdminDashboardPage', ['dashboard']);
// Around every signed-in page (drawn with the layout inside it, and preloaded with it).
const IdleLock = lazyPage(() => import('@/features/privacy/components/idle-lock'), 'IdleLock');
const SettingsPage = lazyPage(() => import('./routes/app/settings'), 'SettingsPage', ['account', 'privacy']);
const SubscriberListPage = lazyPage(() => import('./routes/app/subscriber-list'), 'SubscriberListPage', ['dashboard']);
const CategoriesPage = lazyPage(() => import('./routes/app/categories'), 'CategoriesPage', ['dashboard']);
const AdminQuestionsPage = lazyPage(() => import('./routes/app/admin-questions'), 'AdminQuestionsPage', ['self-care-admin']);
const AdminStoriesPage = lazyPage(() => import('./routes/app/admin-stories'), 'AdminStoriesPage', ['content-admin']);
const StoryFormPage = lazyPage(() => import('./routes/app/story-form'), 'StoryFormPage', ['content-admin']);
const AdminBlogsPage = lazyPage(() => import('./routes/app/admin-blogs'), 'AdminBlogsPage', ['content-admin']);
const BlogFormPage = lazyPage(() => import('./routes/app/blog-form'), 'BlogFormPage', ['content-admin']);
const AdminLearningHubPage = lazyPage(() => import('./routes/app/admin-learning-hub'), 'AdminLearningHubPage', ['content-admin']);
const LearningHubFormPage = lazyPage(() => import('./routes/app/learning-hub-form'), 'LearningHubFormPage', ['content-admin']);
const AppointmentPage = lazyPage(() => import('./routes/app/appointment'), 'AppointmentPage', ['care']);
const AdminAppointmentsPage = lazyPage(() => import('./routes/app/admin-appointments'), 'AdminAppointmentsPage', ['care']);
const SelfCarePage = lazyPage(() => import('./routes/app/self-care'), 'SelfCarePage', ['self-care', 'privacy']);
const CheckInsPage = lazyPage(() => import('./routes/app/check-ins'), 'CheckInsPage', ['check-ins', 'privacy']);
const SafetyPlanPage = lazyPage(() => import('./routes/app/safety-plan'), 'SafetyPlanPage', ['safety', 'privacy']);
const AdminHelplinesPage = lazyPage(() => import('./routes/app/admin-helplines'), 'AdminHelplinesPage', ['safety']);
const AdminCounsellorsPage = lazyPage(() => import('./routes/app/admin-counsellors'), 'AdminCounsellorsPage', ['counsellors']);
const AdminClosuresPage = lazyPage(() => import('./routes/app/admin-closures'), 'AdminClosuresPage', ['counsellors']);
const CounsellorAvailabilityPage = lazyPage(() => import('./routes/app/counsellor-availability'), 'CounsellorAvailabilityPage', ['counsellors']);
const CounsellorDashboardPage = lazyPage(() => import('./routes/app/counsellor-dashboard'), 'CounsellorDashboardPage', ['counsellors']);
const CounsellorSessionPage = lazyPage(() => import('./routes/app/counsellor-session'), 'CounsellorSessionPage', ['counsellors']);
const CounsellorClientPage = lazyPage(() => import('./routes/app/counsellor-session'), 'CounsellorClientPage', ['counsellors']);
const CounsellorHandedOverPage = lazyPage(() => import('./routes/app/counsellor-session'), 'CounsellorHandedOverPage', ['counsellors']);
const PrivacyPage = lazyPage(() => import('./routes/privacy'), 'PrivacyPage', ['privacy']);
const AccountErasedPage = lazyPage(() => import('./routes/account-erased'), 'AccountErasedPage', ['privacy']);
const AdminMailPage = lazyPage(() => import('./routes/app/admin-mail'), 'AdminMailPage', ['admin-mail']);
const DashboardLayout = lazyPage(() => import('./layouts/dashboard-layout'), 'DashboardLayout', ['dashboard']);

/** A signed-in area: the idle lock, the role check, the forced password change, then the dashboard's layout. */
const signedIn = (roles: readonly Role[]) => (
  <IdleLock>
    <RequireRole roles={roles}>
      <PasswordChangeGate>
        <DashboardLayout />
      </PasswordChangeGate>
    </RequireRole>
  </IdleLock>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.personalService.path, element: <PersonalServicePage /> },
          { path: paths.individualService.path, element: <PersonalServicePage /> },
          { path: paths.groupService.path, element: <PersonalServicePage /> },
          { path: paths.organizationService.path, element: <OrganizationServicePage /> },
          { path: paths.faq.path, element: <FaqPage /> },
          { path: paths.help.path, element: <HelpPage /> },
          { path: paths.privacy.path, element: <PrivacyPage /> },
          { path: paths.accountErased.path, element: <AccountErasedPage /> },
          { path: paths.stories.path, element: <StoriesPage /> },
          { path: paths.story.path, element: <StoryPage /> },
          { path: paths.counsellors.path, element: <CounsellorsPage /> },
          { path: paths.counsellorProfile.path, element: <CounsellorPage /> },
          { path: paths.learning.path, element: <LearningPage /> },
          { path: paths.learningItem.path, element: <LearningItemPage /> },
          { path: paths.blog.path, element: <BlogPage /> },
          { path: paths.blogPost.path, element: <BlogPostPage /> },
          { path: paths.serviceIndividualAlias.path, element: <Navigate to={paths.individualService.path} replace /> },
          { path: paths.learningHubAlias.path, element: <Navigate to={paths.learning.path} replace /> },
          {
            element: <RedirectIfAuthenticated />,
            children: [
              { path: paths.login.path, element: <LoginPage /> },
              { path: paths.registration.path, element: <RegistrationPage /> },
            ],
          },
          { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          { path: paths.activeAccount.path, element: <ActiveAccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: signedIn(['SUBSCRIBER']),
        children: [
          { path: paths.dashboard.path, element: <SubscriberDashboardPage /> },
          { path: paths.subscriberEdit.path, element: <SubscriberDashboardPage /> },
          { path: paths.selfCare.path, element: <SelfCarePage /> },
          { path: paths.checkIns.path, element: <CheckInsPage /> },
          { path: paths.appointment.path, element: <AppointmentPage /> },
          { path: paths.courses.path, element: <CoursesPage /> },
          { path: paths.safetyPlan.path, element: <SafetyPlanPage /> },
        ],
      },
      {
        element: signedIn(['ADMIN']),
        children: [
          { path: paths.admin.dashboard.path, element: <AdminDashboardPage /> },
          { path: paths.admin.edit.path, element: <AdminDashboardPage /> },
          { path: paths.admin.subscribers.path, element: <SubscriberListPage /> },
          { path: paths.admin.appointments.path, element: <AdminAppointmentsPage /> },
          { path: paths.admin.stories.path, element: <AdminStoriesPage /> },
          { path: paths.admin.addStory.path, element: <StoryFormPage /> },
          { path: paths.admin.editStory.path, element: <StoryFormPage /> },
          { path: paths.admin.blogs.path, element: <AdminBlogsPage /> },
          { path: paths.admin.addBlog.path, element: <BlogFormPage /> },
          { path: paths.admin.editBlog.path, element: <BlogFormPage /> },
          { path: paths.admin.learningHub.path, element: <AdminLearningHubPage /> },
          { path: paths.admin.addLearningHub.path, element: <LearningHubFormPage /> },
          { path: paths.admin.editLearningHub.path, element: <LearningHubFormPage /> },
          { path: paths.admin.categories.path, element: <CategoriesPage /> },
          { path: paths.admin.questions.path, element: <AdminQuestionsPage /> },
          { path: paths.admin.helplines.path, element: <AdminHelplinesPage /> },
          { path: paths.admin.counsellors.path, element: <AdminCounsellorsPage /> },
          { path: paths.admin.closures.path, element: <AdminClosuresPage /> },
          { path: paths.admin.mail.path, element: <AdminMailPage /> },
        ],
      },
      {
        element: signedIn(['COUNSELLOR']),
        children: [
          { path: paths.counsellor.dashboard.path, element: <CounsellorDashboardPage /> },
          { path: paths.counsellor.availability.path, element: <CounsellorAvailabilityPage /> },
          { path: paths.counsellor.session.path, element: <CounsellorSessionPage /> },
          { path: paths.counsellor.client.path, element: <CounsellorClientPage /> },
          { path: paths.counsellor.handedOver.path, element: <CounsellorHandedOverPage /> },
        ],
      },
      {
        element: signedIn(['SUBSCRIBER', 'ADMIN', 'COUNSELLOR']),
        children: [{ path: paths.settings.path, element: <SettingsPage /> }],
      },
    ],
  },
];

