import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnableResult } from '@common/api/account.contract';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export type { TwoFactorEnableResult };

/** Turns two-factor login on with a first code from the app; answers the recovery codes. */
export function enableTwoFactor(code: string): Promise<TwoFactorEnableResult> {
  return apiClient.post<TwoFactorEnableResult>('/user/2fa/enable', { code });
}

/**
 * The profile is not refetched here: the recovery codes must stay on screen until the user has
 * put them away, and a new profile (two_factor: true) would replace the set-up step. The panel
 * refetches it when the user is done.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.securityEvents }),
  });
}
