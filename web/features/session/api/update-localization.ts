import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Localization, LocalizationBody } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { reloadIfContentElement } from '@web/lib/localization-reload';
import { queryKeys } from '@web/lib/query-keys';
import { updateSession } from '@web/lib/session-cache';

export type LocalizationChoice = Pick<LocalizationBody, 'language' | 'currency' | 'country'>;

export function updateLocalization(choice: LocalizationChoice): Promise<{ localization: Localization }> {
  return apiClient.post<{ localization: Localization }>('/user/localization', { ...choice });
}

/**
 * Saves language, currency and home country; the session (and so the UI language) follows, or
 * the page reloads when it shows a content element (spec §4).
 */
export function useUpdateLocalization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocalization,
    onSuccess: ({ localization }) => {
      // Spec §4: content the server rendered in the old language is rendered anew by a reload.
      if (reloadIfContentElement()) return;
      updateSession(queryClient, { localization });
      // The settings carry the VAT rate and localized texts of the country.
      void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
    },
  });
}
