import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { bnBD } from '@mui/material/locale';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { syncSessionAcrossTabs, useSessionStore } from '@/lib/session';
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
  useEffect(syncSessionAcrossTabs, []);
  // MUI's own texts (pagination labels, close buttons) follow the language.
  const language = useLanguage();
  const localizedTheme = useMemo(() => (language === 'bn' ? createTheme(theme, bnBD) : theme), [language]);
  return (
    <ThemeProvider theme={localizedTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{children}</Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
