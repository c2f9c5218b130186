import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoRenewByPatternView, AutoRenewView } from '@common/api/customer-domain.contract';
import { apiClient } from '@web/lib/api-client';
import { domainKeys } from '@web/lib/query-keys';

export function setDomainAutoRenew(variables: { domains: string[]; autoRenew: boolean }): Promise<AutoRenewView> {
  return apiClient.post<AutoRenewView>('/domain/property/autorenew', { domains: variables.domains, auto_renew: variables.autoRenew });
}

export function setAutoRenewByPattern(variables: { pattern: string; autoRenew: boolean }): Promise<AutoRenewByPatternView> {
  return apiClient.post<AutoRenewByPatternView>('/domain/property/autorenew-by-pattern', {
    pattern: variables.pattern,
    auto_renew: variables.autoRenew,
  });
}

/** Both change what the list and the counts show, so both are read again afterwards. */
function useDomainsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: domainKeys.all }) });
}

export const useSetDomainAutoRenew = () => useDomainsMutation(setDomainAutoRenew);
export const useSetAutoRenewByPattern = () => useDomainsMutation(setAutoRenewByPattern);
