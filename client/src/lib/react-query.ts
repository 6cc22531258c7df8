import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

// The request layer has already told the user about a failure; React Query only decides on
// retries: never for answers the server gave on purpose (refusals, validation, 401).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.kind !== 'network') && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
