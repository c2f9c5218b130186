import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrders } from '@web/lib/api/order-api';
import { orderKeys } from '@web/lib/query-keys';

/** The newest orders (GET /user/orders, first page), under the key of the orders page's first page. */
export function useLatestOrders(perPage: number) {
  return useQuery(queryOptions({ queryKey: orderKeys.list(1, perPage), queryFn: () => getOrders(1, perPage) }));
}
