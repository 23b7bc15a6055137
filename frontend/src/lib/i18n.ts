import { useSyncExternalStore } from 'react';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@/config/language';
import common from '@/locales/en/common.json';

export { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY };

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Only the English `common` catalog ships in the entry chunk. Every other
 * catalog (and all of Bangla) is its own small chunk, fetched together with
 * the page that needs it (see `lazyPage` in app/router.tsx).
 */
const loaders = import.meta.glob<{ default: ResourceKey }>(['./*/*.json', '!./en/common.json'], { base: '../locales' });

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};


/**
 * The visitor's earlier choice, else the language the server chose for a prerendered page (from
 * the browser's `Accept-Language`, so the app takes over the page in the language it arrived in),
 * else the browser's language, else English.
 */
export function detectLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored === 'en' || stored === 'bn') return stored;
  } catch {
    // storage may be blocked; fall through
  }
  if (typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered')) {
    return document.documentElement.lang === 'bn' ? 'bn' : 'en';
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((tag) => tag?.toLowerCase().startsWith('bn')) ? 'bn' : 'en';
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'bn' ? 'bn' : 'en';
  if (language === 'en' || language === 'bn') document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    if (language === 'en' || language === 'bn') window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignore: the choice just won't be remembered
  }
});

const subscribeToLanguage = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

/** The current language, without suspending for its catalogs (for providers above every Suspense boundary). */
export function useLanguage(): Language {
  const current = (): Language => ((i18n.resolvedLanguage ?? i18n.language) === 'bn' ? 'bn' : 'en');
  return useSyncExternalStore(subscribeToLanguage, current, current);
}

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    resources: { en: { common } },
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18n;
