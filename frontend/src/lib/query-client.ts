import { QueryClient } from '@tanstack/react-query';

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { status?: unknown } } | null)?.data?.status;
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
