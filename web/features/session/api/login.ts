import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginResultSchema } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { updateSession } from '../session-cache';
import { userStatusQueryOptions } from './get-user-status';

export type LoginResult = z.infer<typeof loginResultSchema>;

export interface Credentials {
  login: string;
  password: string;
}

export function login(credentials: Credentials): Promise<LoginResult> {
  return apiClient.post<LoginResult>('/user/login', { ...credentials });
}

/** Stores a fresh login (the session id rotates) and refetches what depends on the user. */
export function signIn(queryClient: QueryClient, result: LoginResult): void {
  updateSession(queryClient, {
    user: result.user,
    authenticated: true,
    localization: result.localization,
    cookie_consent: result.cookie_consent,
    csrf_token: result.csrf_token,
    session_id: result.session_id,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => signIn(queryClient, result),
    // A failed login may have changed the session on the server (spec §8): read it again. Not
    // awaited, so the error shows at once.
    onError: () => {
      void queryClient.fetchQuery({ ...userStatusQueryOptions(), staleTime: 0 }).catch(() => undefined);
    },
  });
}
