/**
 * Where the visitor's language is remembered (src/lib/i18n.ts), without imports: the boot script
 * writes them too (vite.config.ts, BOOT_SOURCE) when the language switch is tapped before the app runs.
 */
/** The `localStorage` key i18next's detector reads. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The cookie that tells the server the visitor's choice, so pages arrive in it (crates/http/src/site/visitor.rs). */
export const LANGUAGE_COOKIE = 'mon_lang';
