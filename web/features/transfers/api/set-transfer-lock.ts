import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainSettingsView } from '@common/api/transfer.contract';
import { apiClient } from '@web/lib/api-client';
import { domainKeys } from '@web/lib/query-keys';

export function setTransferLock(variables: { domain: string; locked: boolean }): Promise<DomainSettingsView> {
  return apiClient.post<DomainSettingsView>(`/domain/transfer-lock/${encodeURIComponent(variables.domain)}`, { locked: variables.locked });
}

/** The registrar lock at the registry; the domain list shows it, so it is read again. */
export function useSetTransferLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTransferLock, onSettled: () => queryClient.invalidateQueries({ queryKey: domainKeys.all }) });
}
