/**
 * The build's template of the help page (scripts/prerender.mjs): `/help` rendered with two placeholder helplines whose
 * every field is a word, one with and one without the fields a helpline may leave empty; the server draws the visible
 * helplines from it (crates/http/src/site/help.rs), so the page arrives with them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { helplinesQueryOptions } from '@/features/safety/api/list-helplines';
import type { HelplineResponse } from '@/lib/api/types';

/** The placeholder helpline. Its number has a space and a dash, so its `tel:` form differs from its text. */
export const HELPLINE_SENTINEL = {
  id: 900000000,
  name: 'monname',
  phone: '+880 1900-000001',
  hours: 'monhours',
  languages: 'monlanguages',
  description: 'mondescription',
  verified_on: '2001-02-03',
} as const satisfies HelplineResponse;

/** Puts the two placeholder helplines into `client`, as if the server had answered them in `language`. */
export function seedHelpTemplate(client: QueryClient, language: string): void {
  const bare: HelplineResponse = { ...HELPLINE_SENTINEL, id: HELPLINE_SENTINEL.id + 1, hours: '', languages: '', description: '' };
  client.setQueryData(helplinesQueryOptions(language).queryKey, { items: [HELPLINE_SENTINEL, bare] });
}
