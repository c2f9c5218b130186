import { queryKeys } from '@web/lib/query-keys';

/** The prepaid account's queries, under the app's `account` and `payment` keys (cleared at logout). */
export const prepaidAccountKeys = {
  all: queryKeys.account,
  overview: [...queryKeys.account, 'overview'] as const,
  transactions: (page: number, perPage: number) => [...queryKeys.account, 'transactions', page, perPage] as const,
  notification: [...queryKeys.account, 'notification'] as const,
  topUpOptions: [...queryKeys.payment, 'init', 'account'] as const,
  paymentStatus: (paymentId: number) => [...queryKeys.payment, 'status', paymentId] as const,
};
