import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** Mails the verification link for a contact address again. */
export function resendContactVerification(address: string): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/contact/verify/resend', { address });
}

export function useResendContactVerification() {
  return useMutation({ mutationFn: resendContactVerification });
}
