import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { useToastStore } from '@/lib/toast';
import { resetCategories } from './mocks/handlers/index';
import { server } from './mocks/server';
import { stopFakeClock } from './timers';

window.scrollTo = () => {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('en');
});

beforeEach(() => resetCategories());

afterEach(async () => {
  stopFakeClock();
  cleanup();
  server.resetHandlers();
  useSessionStore.setState({ session: null });
  useToastStore.setState({ toast: null });
  window.localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterAll(() => server.close());
