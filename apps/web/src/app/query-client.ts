import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';
import { SessionEndedError } from '../lib/session/session-manager';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionEndedError) return false;
  // A 4xx will not change by asking again; network errors and 5xx get two more tries.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
