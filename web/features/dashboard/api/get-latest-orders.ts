import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@common/api/order.contract';
import { apiClient } from '@web/lib/api-client';
import { dashboardKeys } from '../dashboard-keys';

export function getLatestOrders(perPage: number): Promise<OrderList> {
  return apiClient.get<OrderList>('/user/orders', { page: 1, per_page: perPage });
}

/** The newest orders (GET /user/orders, first page). */
export function useLatestOrders(perPage: number) {
  return useQuery(queryOptions({ queryKey: dashboardKeys.latestOrders(perPage), queryFn: () => getLatestOrders(perPage) }));
}
