import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnershipInfo } from '@common/api/ownership.contract';
import { apiClient } from '@web/lib/api-client';
import { ownershipKeys } from '../ownership-keys';

/** A name's registrant now, its open change and its transfer lock (GET /domain/ownership/info/{domain}). */
export function getOwnershipInfo(domain: string): Promise<OwnershipInfo> {
  return apiClient.get<OwnershipInfo>(`/domain/ownership/info/${encodeURIComponent(domain)}`);
}

export const ownershipInfoQueryOptions = (domain: string) =>
  queryOptions({ queryKey: ownershipKeys.info(domain), queryFn: () => getOwnershipInfo(domain), staleTime: 0 });

/** Nothing is asked while no name is chosen. */
export const useOwnershipInfo = (domain: string | null) =>
  useQuery({ ...ownershipInfoQueryOptions(domain ?? ''), enabled: domain !== null });
