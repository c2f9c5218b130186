import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@common/errors/error-codes';
import { apiClient, isApiRequestError } from '@web/lib/api-client';
import { updateSession } from '@web/lib/session-cache';
import { signIn, type LoginResult } from './login';

/** The second step of a login with two-factor login on: the code of the authenticator app. */
export function loginTwoFactor(code: string): Promise<LoginResult> {
  return apiClient.post<LoginResult>('/user/login/2fa', { code });
}

/**
 * The server forgot the password step (it waits five minutes, and a restart ends it): the pages
 * then offer to start again instead of asking for a code.
 */
export function forgetExpiredSecondStep(queryClient: QueryClient, error: unknown): void {
  if (isApiRequestError(error) && error.code === ErrorCode.TwoFactorNotPending) updateSession(queryClient, { two_factor_pending: false });
}

export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (result) => signIn(queryClient, result),
    onError: (error) => forgetExpiredSecondStep(queryClient, error),
  });
}
