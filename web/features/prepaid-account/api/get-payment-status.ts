import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentStatus } from '@web/lib/api/payment-api';
import { paymentKeys } from '@web/lib/query-keys';

/** How often the state of a pending top-up is asked for, and for how long at most. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT_MS = 120_000;

/** A payment's state (GET /pay/status/{id}), asked again every 2 s while it is pending. */
export function usePaymentStatus(paymentId: number | null, startedAt: number) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.status(paymentId ?? 0),
      queryFn: () => getPaymentStatus(paymentId!),
      enabled: paymentId !== null,
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' && Date.now() - startedAt < PENDING_POLL_LIMIT_MS ? PENDING_POLL_MS : false,
    }),
  );
}
