/** One page of a paged list, as every list of the API answers. */
export type Paged<T> = { items: T[]; total: number; page: number; per_page: number };

/**
 * Every item of a paged list, read a page at a time (each of the list's maximum size) until the
 * total is reached: for the few places that need them all (a filter's options, the saved-course
 * toggles). At most `maxPages` pages are read, so a runaway list cannot keep the page loading.
 */
export async function allPages<T>(load: (page: number) => Promise<Paged<T>>, maxPages = 50): Promise<Paged<T>> {
  const first = await load(1);
  const items = [...first.items];
  for (let page = 2; items.length < first.total && page <= maxPages; page += 1) {
    const next = await load(page);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items };
}

/** The answer of an openapi-fetch call, or a rejection with the server's error body (what `toApiError` reads), as `$api` queries reject. */
export async function answerOf<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (error !== undefined || data === undefined) throw error ?? new Error('empty answer');
  return data;
}
