import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { logoutResultSchema } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys, userDataKeys } from '@web/lib/query-keys';
import { updateSession } from '@web/lib/session-cache';

export type LogoutResult = z.infer<typeof logoutResultSchema>;

export function logout(): Promise<LogoutResult> {
  return apiClient.post<LogoutResult>('/user/logout');
}

/** Logs out and forgets the user's data; the server issues a new token and session id (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (result) => {
      updateSession(queryClient, {
        user: null,
        authenticated: false,
        csrf_token: result.csrf_token,
        session_id: result.session_id,
        localization: result.localization,
      });
      for (const queryKey of userDataKeys) queryClient.removeQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
    },
  });
}
