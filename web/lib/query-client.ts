import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

/** Answers that a second try cannot change: the request or the session is at fault. */
function isFinalFailure(error: unknown): boolean {
  return isApiRequestError(error) && error.httpStatus >= 400 && error.httpStatus < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isFinalFailure(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** The client of the running app; the router's guard and the React tree share it. */
export const queryClient = createQueryClient();
