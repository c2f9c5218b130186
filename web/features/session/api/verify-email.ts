import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResult } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { readSession, updateSession } from '@web/lib/session-cache';

/**
 * Uses the token of a verification or e-mail change link. POST, not GET: a mail scanner that
 * prefetches the link only loads the page, it does not use the token up.
 */
export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return apiClient.post<VerifyEmailResult>('/user/verify-email', { token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (result) => {
      const user = readSession(queryClient)?.user;
      // The link may belong to another account than the one logged in here.
      if (!user) return;
      if (result.kind === 'account' && user.login === result.email) updateSession(queryClient, { user: { ...user, email_verified: true } });
      // Whose address changed or was verified only the server knows for sure: read it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionStatus });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
