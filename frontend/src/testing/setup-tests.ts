import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadHelpPanel } from '@/app/layouts/help-panel-host';
import { useHelpPanel } from '@/lib/help-panel';
import i18n from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { useToastStore } from '@/lib/toast';
import { resetAdminMail, resetAppointments, resetCategories, resetCheckIns, resetCounsellors, resetContent, resetHelplines, resetMe, resetNotes, resetPrivacy, resetSafetyPlans, resetSelfCare, resetSubscribers } from './mocks/handlers/index';
import { server } from './mocks/server';
import { stopFakeClock } from './timers';

window.scrollTo = () => {};

// findBy*/waitFor wait up to 8 s (not 1 s): on a busy 2-core machine (a fresh-clone CI while Vitest runs two
// workers) a page has taken over 3 s to answer; a test still fails on what it asserts, only later.
configure({ asyncUtilTimeout: 8000 });

// A browser shows only the summary of a closed <details> (the header's menus, the FAQ); jsdom draws no such
// thing, so its rule is given here: a test finds what a visitor sees, and nothing of a closed menu.
const browserRules = document.createElement('style');
browserRules.textContent = 'details:not([open]) > :not(summary) { display: none; }';
document.head.append(browserRules);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('en');
  // The layouts fetch their menus, panels and notes when the page is idle (app/layouts/top-menu.tsx,
  // help-panel-host.tsx, …); loaded here first, such a fetch never outlives a test file (a load after
  // the environment is torn down fails the run).
  await Promise.all([
    import('@/app/layouts/phone-menu-links'),
    preloadHelpPanel(),
    import('@/components/ui/toast-view'),
    import('@/features/site-config/components/contact-links'),
  ]);
});

beforeEach(() => {
  resetAdminMail();
  resetCategories();
  resetContent();
  resetAppointments();
  resetSelfCare();
  resetHelplines();
  resetSafetyPlans();
  resetPrivacy();
  resetCheckIns();
  resetCounsellors();
  resetNotes();
  resetMe();
  resetSubscribers();
});

afterEach(async () => {
  stopFakeClock();
  cleanup();
  server.resetHandlers();
  useSessionStore.setState({ session: null, locked: null, activeAt: null });
  useToastStore.setState({ toast: null });
  useHelpPanel.setState({ open: false });
  window.localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterAll(() => server.close());
