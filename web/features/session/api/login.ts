import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginResultSchema } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { cartKeys, queryKeys } from '@web/lib/query-keys';
import { updateSession } from '@web/lib/session-cache';
import { userStatusQueryOptions } from '@web/lib/session-status';

export type LoginResult = z.infer<typeof loginResultSchema>;

/** The answer to a password: the login, or (two-factor login on) the request for a code. */
export type LoginAnswer = LoginResult | { two_factor_required: true };

export interface Credentials {
  login: string;
  password: string;
}

export function login(credentials: Credentials): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>('/user/login', { ...credentials });
}

/** Stores a fresh login (the session id rotates) and refetches what depends on the user. */
export function signIn(queryClient: QueryClient, result: LoginResult): void {
  updateSession(queryClient, {
    user: result.user,
    authenticated: true,
    two_factor_pending: false,
    localization: result.localization,
    cookie_consent: result.cookie_consent,
    csrf_token: result.csrf_token,
    session_id: result.session_id,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // With two-factor login on, the session now waits for a code; a reload of the login or
    // recovery page reads this from the status too.
    onSuccess: (answer) =>
      answer.two_factor_required ? updateSession(queryClient, { two_factor_pending: true }) : signIn(queryClient, answer),
    // A failed login may have changed the session on the server (spec §8): read it again. Not
    // awaited, so the error shows at once.
    onError: () => {
      void queryClient.fetchQuery({ ...userStatusQueryOptions(), staleTime: 0 }).catch(() => undefined);
    },
  });
}
