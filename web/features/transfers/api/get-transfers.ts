import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTransfers } from '@web/lib/api/transfer-api';
import { transferKeys } from '@web/lib/query-keys';

/** How often the list is read again while a transfer on it is being paid or requested. */
export const TRANSFERS_POLL_MS = 5000;

export function transfersQueryOptions(state: 'open' | 'all', page: number, perPage: number) {
  return queryOptions({
    queryKey: transferKeys.list(state, page, perPage),
    queryFn: () => getTransfers(state, page, perPage),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.transfers.some((transfer) => transfer.state === 'requested' || transfer.state === 'waiting-payment')
        ? TRANSFERS_POLL_MS
        : false,
  });
}

/** A page of the user's incoming transfers, newest first (GET /domain/transfer/list). */
export function useTransfers(state: 'open' | 'all', page: number, perPage: number) {
  return useQuery(transfersQueryOptions(state, page, perPage));
}
