import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInit, PayType } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const payInitKey = (type: PayType) => [...queryKeys.payment, 'init', type] as const;

/**
 * `GET /pay/init/{type}` (spec §7): the quote, the saved choices and the options of a checkout.
 * Read once per visit and never behind the user's back: the amounts on the screen are the ones the
 * commit confirms, so a new price only shows when the server refuses the old one (3022).
 */
export function payInitQueryOptions(type: PayType) {
  return queryOptions({
    queryKey: payInitKey(type),
    queryFn: ({ signal }) => apiClient.get<PaymentInit>(`/pay/init/${type}`, {}, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePayInit(type: PayType) {
  return useQuery(payInitQueryOptions(type));
}
