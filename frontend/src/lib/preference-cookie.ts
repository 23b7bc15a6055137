/**
 * A choice the visitor made on this device that the server needs to send the right page (the
 * language, the data saver: crates/http/src/spa.rs): a first-party cookie for a year, sent with
 * top-level navigations (`samesite=lax`), or removed with `null`. Functional, holds no identifier
 * (README, Privacy).
 */
export function setPreferenceCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = value === null ? `${name}=; path=/; max-age=0; samesite=lax` : `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
