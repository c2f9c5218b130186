import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferList } from '@common/api/transfer.contract';
import { apiClient } from '@web/lib/api-client';
import { dashboardKeys } from '../dashboard-keys';

export function getIncomingTransfers(perPage: number): Promise<TransferList> {
  return apiClient.get<TransferList>('/domain/transfer/list', { state: 'open', page: 1, per_page: perPage });
}

/** Transfers to this shop that are still under way (GET /domain/transfer/list?state=open). */
export function useIncomingTransfers(perPage: number) {
  return useQuery(queryOptions({ queryKey: dashboardKeys.incomingTransfers(perPage), queryFn: () => getIncomingTransfers(perPage) }));
}
