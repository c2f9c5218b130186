import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnershipChangeList } from '@common/api/ownership.contract';
import { apiClient } from '@web/lib/api-client';
import { ownershipKeys } from '../ownership-keys';

/** The customer's changes of registrant, newest first (GET /domain/ownership/list). */
export function getOwnershipList(): Promise<OwnershipChangeList> {
  return apiClient.get<OwnershipChangeList>('/domain/ownership/list');
}

export const ownershipListQueryOptions = () => queryOptions({ queryKey: ownershipKeys.list(), queryFn: getOwnershipList, staleTime: 0 });

export const useOwnershipList = () => useQuery(ownershipListQueryOptions());
