import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setNavigator } from '@/lib/navigation';
import { createAppQueryClient } from '@/lib/query-client';
import { useSessionStore, type Session } from '@/lib/session';

/** Renders the whole app (real routes and providers) at `url`. */
export function renderApp(url: string, { session }: { session?: Session | null } = {}) {
  if (session !== undefined) useSessionStore.setState({ session });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  setNavigator((to) => void router.navigate(to, { replace: true }));
  const queryClient = createAppQueryClient();
  // With fake timers (see testing/timers.ts) user-event's small pauses must move the fake clock.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

export const currentPath = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
