import { QueryClient } from '@tanstack/react-query';
import { isErrorBody } from '@/lib/api/errors';

/** A 4xx answer will not change by asking again. */
function isClientError(error: unknown): boolean {
  const status = isErrorBody(error) ? error.data?.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createAppQueryClient();
