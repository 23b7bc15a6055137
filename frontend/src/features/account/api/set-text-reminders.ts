// POST /api/custom/v1/me/preferences: Settings → Privacy sends discreet mode through the same hook, so it lives in lib.
// This screen sends only `{ sms_reminders }`.
export { useSetPreferences } from '@/lib/preferences';
