/**
 * A content item's page arrives drawn by the server with the item's own text (crates/http/src/site/detail.rs), the help
 * page with the helplines (crates/http/src/site/help.rs),
 * and with the item as the API answers it in `<script type="application/json" id="mon-item">`. The app
 * starts with that answer in its cache, so its first drawing of the page is the server's, and it takes the
 * markup over without fetching or showing a loading state first. Each content page's module seeds the
 * cache as it is loaded, before the page first draws (app/routes/story.tsx and its siblings, app/routes/help.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { postQueryOptions } from '@/features/articles/api/get-post';
import { storyQueryOptions } from '@/features/articles/api/get-story';
import { learningItemQueryOptions } from '@/features/learning/api/get-learning';
import { helplinesQueryOptions } from '@/features/safety/api/list-helplines';

/** The id of the element that holds the item (crates/http/src/site/detail.rs). */
const SERVED_ITEM = 'mon-item';

/** Each content item's page (config/paths.ts) and the query its page reads the item with. */
export const detailQueries = {
  story: storyQueryOptions,
  blogPost: postQueryOptions,
  learningItem: learningItemQueryOptions,
} as const;

export type DetailKind = keyof typeof detailQueries;

type Served = { kind: DetailKind; id: number; item: unknown } | { kind: 'helplines'; item: unknown };

const isServed = (value: unknown): value is Served =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  typeof value.kind === 'string' &&
  'item' in value &&
  typeof value.item === 'object' &&
  // The help page's helplines (crates/http/src/site/help.rs), or a content item by its id.
  (value.kind === 'helplines' || (Object.hasOwn(detailQueries, value.kind) && 'id' in value && typeof value.id === 'number'));

/**
 * Puts the item the page arrived with into `client`'s cache, once (the element goes: a later page of the
 * app reads its own item); nothing when the page holds none (or not one it can read).
 */
export function seedServedItem(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(SERVED_ITEM);
  const text = element?.textContent;
  element?.remove();
  if (!text) return;
  let served: unknown;
  try {
    served = JSON.parse(text);
  } catch {
    return;
  }
  if (!isServed(served)) return;
  // The helplines in the page's language, which is the app's when it takes the page over (main.tsx).
  const { queryKey } = served.kind === 'helplines' ? helplinesQueryOptions(document.documentElement.lang) : detailQueries[served.kind](served.id);
  client.setQueryData(queryKey, served.item);
}
