import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http/errors';

/**
 * One query cache for the app. Failures are already shown by the HTTP clients, so queries don't retry a refusal
 * (4xx) and never refetch just because the window regained focus (screens hold forms).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
        if (isHttpError(error) && error.status === 503) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
