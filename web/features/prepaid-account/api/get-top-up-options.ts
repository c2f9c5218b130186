import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInit } from '@common/api/payment.contract';
import { apiClient } from '@web/lib/api-client';
import { prepaidAccountKeys } from '../prepaid-account-keys';

export function getTopUpOptions(): Promise<PaymentInit> {
  return apiClient.get<PaymentInit>('/pay/init/account');
}

/** The methods the server offers for a top-up (GET /pay/init/account). */
export function useTopUpOptions() {
  return useQuery(queryOptions({ queryKey: prepaidAccountKeys.topUpOptions, queryFn: getTopUpOptions, staleTime: 0 }));
}
