import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { profileKeys } from '../profile-keys';

/** Logs out every other browser of the account; answers how many sessions ended. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return apiClient.post<{ ended: number }>('/user/sessions/end-others');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: profileKeys.securityEvents });
    },
  });
}
