import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { logoutResultSchema } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys, userDataKeys } from '@web/lib/query-keys';
import { updateSession } from '@web/lib/session-cache';

export interface PasswordReset {
  /** The token of the recovery link. */
  token: string;
  password: string;
}

/**
 * Sets a new password with the recovery link. The server ends every session of the account,
 * this one included, and answers with a fresh anonymous session.
 */
export function resetPassword(reset: PasswordReset): Promise<z.infer<typeof logoutResultSchema>> {
  return apiClient.post<z.infer<typeof logoutResultSchema>>('/user/recover/reset', { ...reset });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (result) => {
      updateSession(queryClient, {
        user: null,
        authenticated: false,
        two_factor_pending: false,
        csrf_token: result.csrf_token,
        session_id: result.session_id,
        localization: result.localization,
      });
      for (const queryKey of userDataKeys) queryClient.removeQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
    },
  });
}
