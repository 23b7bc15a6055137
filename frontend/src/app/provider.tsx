import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { bnBD } from './mui-bn';
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

/** The key of MUI's styles (their class names start with it). */
export const EMOTION_KEY = 'mui';

/**
 * The `data-emotion` of a prerendered page's style tags (src/entry-server.tsx): the key, then the
 * ids of the styles in the tag.
 */
export const PRERENDERED_STYLES = 'mui-prerendered';

/**
 * A prerendered page arrives with its components' styles: the cache counts them as inserted, so
 * the app's first render adds none of them again. The tags stay where they are: emotion's own
 * take-over moves each tag, and moving a tag makes the browser parse its rules and restyle the
 * whole page once more.
 */
function withPrerenderedStyles(cache: EmotionCache): EmotionCache {
  if (typeof document === 'undefined') return cache;
  document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${PRERENDERED_STYLES} "]`).forEach((tag) => {
    for (const id of (tag.dataset.emotion ?? '').split(' ').slice(1)) if (id) cache.inserted[id] = true;
  });
  return cache;
}

/** Safari still reads `user-select` only with its prefix (a button's label is not selected on a long press). */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The one way the app's style cache is made, in the browser and in the prerender. Without stylis'
 * vendor prefixer: every browser the service supports reads the standard properties (but one, above),
 * and a page's styles are about a fifth smaller to send, parse and insert.
 */
export const createStyleCache = (nonce: string | undefined): EmotionCache =>
  createCache({ key: EMOTION_KEY, nonce, prepend: true, stylisPlugins: [webkitUserSelect] });

const browserCache = withPrerenderedStyles(createStyleCache(cspNonce()));

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

export function AppProvider({
  queryClient,
  emotionCache = browserCache,
  children,
}: {
  queryClient: QueryClient;
  /** The prerender's own cache, whose styles it collects; the browser's by default. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}) {
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
