import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@common/api/order.contract';
import { apiClient } from '@web/lib/api-client';
import { isOrderInProgress } from '../order-status';
import { ordersKeys } from '../orders-keys';

export function getOrders(page: number, perPage: number): Promise<OrderList> {
  return apiClient.get<OrderList>('/user/orders', { page, per_page: perPage });
}

/** How often the list is read again while an order on it is still being paid or registered. */
export const ORDERS_POLL_MS = 3000;

export function ordersQueryOptions(page: number, perPage: number) {
  return queryOptions({
    queryKey: ordersKeys.list(page, perPage),
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
