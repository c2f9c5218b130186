import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPayInit } from '@web/lib/api/payment-api';
import { paymentKeys } from '@web/lib/query-keys';

/** The methods the server offers for a top-up (GET /pay/init/account). */
export function useTopUpOptions() {
  return useQuery(queryOptions({ queryKey: paymentKeys.init('account'), queryFn: () => getPayInit('account'), staleTime: 0 }));
}
