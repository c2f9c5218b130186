import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

export interface TwoFactorDisable {
  password: string;
  /** The current code of the app or an unused recovery code. */
  code: string;
}

export function disableTwoFactor(input: TwoFactorDisable): Promise<{ two_factor: false }> {
  return apiClient.post<{ two_factor: false }>('/user/2fa/disable', { ...input });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.general });
      void queryClient.invalidateQueries({ queryKey: profileKeys.securityEvents });
    },
  });
}
