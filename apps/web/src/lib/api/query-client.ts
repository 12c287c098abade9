import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Spec section 9: default cache for unauthenticated reads is 60 s, nothing is kept longer than 1 hour. */
export const STALE_DEFAULT_MS = 60_000;
export const STALE_RANKING_MS = 180_000;
export const STALE_COMPETITION_STATS_MS = 300_000;
const CACHE_MAX_MS = 3_600_000;
const RETRY_COUNT = 3;
const RETRY_DELAY_MS = 3_000;

/** GETs retry three times, 3 s apart (spec section 7), except when the server already said no (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        staleTime: STALE_DEFAULT_MS,
        gcTime: CACHE_MAX_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
