import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import type { RecoveryLoginResult } from '@common/api/account.contract';
import { signIn } from './login';
import { forgetExpiredSecondStep } from './login-two-factor';

export type { RecoveryLoginResult };

/** The second step with one of the one-time recovery codes instead of the app. */
export function loginRecoveryCode(code: string): Promise<RecoveryLoginResult> {
  return apiClient.post<RecoveryLoginResult>('/user/login/2fa/recovery', { code });
}

export function useLoginRecoveryCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRecoveryCode,
    onSuccess: (result) => signIn(queryClient, result),
    onError: (error) => forgetExpiredSecondStep(queryClient, error),
  });
}
