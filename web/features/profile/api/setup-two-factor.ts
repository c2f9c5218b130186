import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupResult } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';

/** Starts two-factor set-up with the current password: a new secret, as QR code and as text. */
export function setupTwoFactor(password: string): Promise<TwoFactorSetupResult> {
  return apiClient.post<TwoFactorSetupResult>('/user/2fa/setup', { password });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
