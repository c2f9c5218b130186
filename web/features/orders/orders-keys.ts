import { queryKeys } from '@web/lib/query-keys';

/** The orders page's queries, under the app's `orders` key (cleared at logout). */
export const ordersKeys = {
  list: (page: number, perPage: number) => [...queryKeys.orders, 'list', page, perPage] as const,
  invoices: [...queryKeys.orders, 'invoices'] as const,
};
