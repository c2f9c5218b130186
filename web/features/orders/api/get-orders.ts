import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOrders } from '@web/lib/api/order-api';
import { orderKeys } from '@web/lib/query-keys';
import { isOrderInProgress } from '../order-status';

/** How often the list is read again while an order on it is still being paid or registered. */
export const ORDERS_POLL_MS = 3000;

export function ordersQueryOptions(page: number, perPage: number) {
  return queryOptions({
    queryKey: orderKeys.list(page, perPage),
    queryFn: () => getOrders(page, perPage),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.orders.some((order) => isOrderInProgress(order.status)) ? ORDERS_POLL_MS : false),
  });
}

/** A page of the user's orders, newest first (GET /user/orders). */
export function useOrders(page: number, perPage: number) {
  return useQuery(ordersQueryOptions(page, perPage));
}
