import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { updateSession } from '@web/lib/session-cache';

export function setCookieConsent(consent: boolean): Promise<{ cookie_consent: boolean | null }> {
  return apiClient.post<{ cookie_consent: boolean | null }>('/user/cookie-consent', { consent });
}

export function useSetCookieConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCookieConsent,
    onSuccess: ({ cookie_consent }) => updateSession(queryClient, { cookie_consent }),
  });
}
