import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** Sends the verification link for the login address again (a few times an hour at most). */
export function resendVerification(): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/user/verify-email/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
