import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTransfers } from '@web/lib/api/transfer-api';
import { transferKeys } from '@web/lib/query-keys';

/** Transfers to this shop that are still under way (GET /domain/transfer/list?state=open), under the transfers key. */
export function useIncomingTransfers(perPage: number) {
  return useQuery(queryOptions({ queryKey: transferKeys.list('open', 1, perPage), queryFn: () => getTransfers('open', 1, perPage) }));
}
