import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainSettingsView } from '@common/api/transfer.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function setPrivacy(variables: { domain: string; privacy: boolean }): Promise<DomainSettingsView> {
  return apiClient.post<DomainSettingsView>(`/domain/privacy/${encodeURIComponent(variables.domain)}`, { privacy: variables.privacy });
}

/** WHOIS privacy of a domain; the domain list shows it, so it is read again. */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPrivacy, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains }) });
}
