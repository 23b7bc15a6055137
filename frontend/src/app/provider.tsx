import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { bnBD } from '@mui/material/locale';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { syncSessionAcrossTabs, useSessionStore } from '@/lib/session';
import { theme } from './theme';

/**
 * The server's Content-Security-Policy allows only styles that carry this
 * page's nonce (`<meta property="csp-nonce">`, filled in by the server), so
 * MUI's injected styles carry it too.
 */
function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

const emotionCache = createCache({ key: 'mui', nonce: cspNonce(), prepend: true });

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
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={localizedTheme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>{children}</Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
