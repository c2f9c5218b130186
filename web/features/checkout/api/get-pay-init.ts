import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayType } from '@common/api/payment.contract';
import { getPayInit } from '@web/lib/api/payment-api';
import { paymentKeys } from '@web/lib/query-keys';

/**
 * `GET /pay/init/{type}` (spec §7): the quote, the saved choices and the options of a checkout.
 * Read once per visit and never behind the user's back: the amounts on the screen are the ones the
 * commit confirms, so a new price only shows when the server refuses the old one (3022).
 */
export function payInitQueryOptions(type: PayType) {
  return queryOptions({
    queryKey: paymentKeys.init(type),
    queryFn: ({ signal }) => getPayInit(type, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePayInit(type: PayType) {
  return useQuery(payInitQueryOptions(type));
}
