import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/**
 * Asks for a password recovery link. The answer is the same whether an account has this address
 * or not, so it tells nothing about who is a customer.
 */
export function requestPasswordRecovery(login: string): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/user/recover', { login });
}

export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}
