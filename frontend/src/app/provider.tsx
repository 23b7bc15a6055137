import { Suspense, useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/lib/session';
import { theme } from './theme';

/** Drops cached private data whenever the session ends. */
function useClearCacheOnLogout(queryClient: QueryClient) {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.session && !state.session) queryClient.removeQueries();
      }),
    [queryClient],
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useClearCacheOnLogout(queryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{children}</Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
