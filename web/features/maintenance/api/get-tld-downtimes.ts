import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAINTENANCE_LOOKAHEAD_DAYS, type TldDowntimes } from '@common/api/maintenance.contract';
import { apiClient } from '@web/lib/api-client';

/**
 * Scheduled registry maintenance of the next 14 days (spec §7, §9). A failure is silently an
 * empty list (spec §8).
 */
export async function getTldDowntimes(days = MAINTENANCE_LOOKAHEAD_DAYS): Promise<TldDowntimes> {
  try {
    return await apiClient.get<TldDowntimes>('/config/tld-downtimes', { days });
  } catch {
    return {};
  }
}

export function tldDowntimesQueryOptions() {
  return queryOptions({
    queryKey: ['maintenance', 'tld-downtimes', MAINTENANCE_LOOKAHEAD_DAYS] as const,
    queryFn: () => getTldDowntimes(),
    staleTime: 10 * 60_000,
  });
}

export function useTldDowntimes() {
  return useQuery(tldDowntimesQueryOptions());
}
