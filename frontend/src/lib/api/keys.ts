import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { paths } from './schema.gen';

/** The API paths that answer a GET (the only answers the query cache keeps). */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/**
 * The query-key prefix of every cached answer of one operation: openapi-react-query keys each answer
 * `[method, path, init]`, so this prefix invalidates all of them (every page, every id). Typed by the
 * OpenAPI document: a path the API does not serve fails type-checking. Each feature's `api/` file
 * owns the keys of the operations it calls and invalidates; components call those, not this.
 */
export const keyOf = <P extends GetPath>(method: 'get', path: P) => [method, path] as const;

/** A mutation's callback that marks every answer under `keys` stale: they are read again where they are shown. */
export function useRefetch(...keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
