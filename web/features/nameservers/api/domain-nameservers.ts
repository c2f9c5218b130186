import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainNameserversView } from '@common/api/nameserver.contract';
import { apiClient } from '@web/lib/api-client';
import { domainKeys, queryKeys } from '@web/lib/query-keys';

export function getDomainNameservers(domain: string): Promise<DomainNameserversView> {
  return apiClient.get<DomainNameserversView>(`/domain/nameservers/${encodeURIComponent(domain)}`);
}

export function domainNameserversQueryOptions(domain: string) {
  return queryOptions({ queryKey: [...queryKeys.nameservers, 'domain', domain], queryFn: () => getDomainNameservers(domain) });
}

/** A domain's nameservers as the registry has them. */
export function useDomainNameservers(domain: string | null) {
  return useQuery({ ...domainNameserversQueryOptions(domain ?? ''), enabled: domain !== null });
}

export function setDomainNameservers(variables: { domain: string; nameservers: string[] }): Promise<DomainNameserversView> {
  return apiClient.post<DomainNameserversView>(`/domain/nameservers/${encodeURIComponent(variables.domain)}`, {
    nameservers: variables.nameservers,
  });
}

/** Changes what my domains and the host list (linked flags) show, so both are read again. */
export function useSetDomainNameservers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDomainNameservers,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.nameservers }),
        queryClient.invalidateQueries({ queryKey: domainKeys.all }),
      ]),
  });
}
