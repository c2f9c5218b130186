import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostListView, HostView } from '@common/api/nameserver.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const hostsKey = [...queryKeys.nameservers, 'hosts'] as const;

export function getHosts(): Promise<HostListView> {
  return apiClient.get<HostListView>('/nameserver/hosts');
}

export function hostsQueryOptions() {
  return queryOptions({ queryKey: hostsKey, queryFn: getHosts });
}

/** The customer's glue hosts and the domains they can be created under. */
export function useHosts() {
  return useQuery(hostsQueryOptions());
}

export function createHost(variables: { host: string; addresses: string[] }): Promise<HostView> {
  return apiClient.post<HostView>('/nameserver/host/create', variables);
}

export function updateHost(variables: { host: string; addresses: string[] }): Promise<HostView> {
  return apiClient.post<HostView>(`/nameserver/host/update/${encodeURIComponent(variables.host)}`, { addresses: variables.addresses });
}

export function deleteHost(variables: { host: string }): Promise<{ host: string }> {
  return apiClient.post<{ host: string }>(`/nameserver/host/delete/${encodeURIComponent(variables.host)}`);
}

function useHostMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: hostsKey }) });
}

export const useCreateHost = () => useHostMutation(createHost);
export const useUpdateHost = () => useHostMutation(updateHost);
export const useDeleteHost = () => useHostMutation(deleteHost);
