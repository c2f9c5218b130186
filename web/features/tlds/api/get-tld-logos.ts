import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TldLogos } from '@common/api/price.contract';
import { apiClient } from '@web/lib/api-client';

/** TLD → logo path, for the TLDs that have one. */
export function getTldLogos(): Promise<TldLogos> {
  return apiClient.get<TldLogos>('/config/tlds-logo');
}

export function tldLogosQueryOptions() {
  return queryOptions({ queryKey: ['config', 'tlds-logo'] as const, queryFn: getTldLogos, staleTime: 60 * 60_000 });
}

export function useTldLogos() {
  return useQuery(tldLogosQueryOptions());
}
