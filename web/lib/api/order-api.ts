/** The order calls that more than one feature makes: the orders page and the dashboard. */
import type { OrderList } from '@common/api/order.contract';
import { apiClient } from '../api-client';

/** `GET /user/orders`: one page of the user's orders, newest first. */
export function getOrders(page: number, perPage: number): Promise<OrderList> {
  return apiClient.get<OrderList>('/user/orders', { page, per_page: perPage });
}
