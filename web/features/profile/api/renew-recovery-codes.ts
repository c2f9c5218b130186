import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export interface RecoveryCodesRenewal {
  password: string;
  /** The current code of the app (a recovery code does not count here). */
  code: string;
}

export function renewRecoveryCodes(input: RecoveryCodesRenewal): Promise<{ recovery_codes: string[] }> {
  return apiClient.post<{ recovery_codes: string[] }>('/user/2fa/recovery-codes', { ...input });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.securityEvents }),
  });
}
