import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatusView } from '@common/api/payment.contract';
import { getPaymentStatus } from '@web/lib/api/payment-api';
import { accountKeys, cartKeys, domainKeys, orderKeys, paymentKeys, queryKeys } from '@web/lib/query-keys';
import { keepsChanging, STATUS_POLL_LIMIT_MS, STATUS_POLL_MS } from '../checkout-rules';

/**
 * The payment of the status page, asked again every two seconds while it can still change (the
 * gateway's confirmation, the registration of the names), for at most three minutes; then
 * `stopped` is true and `resume` starts another round. The page is reload-safe: everything comes
 * from the server by the payment's id.
 */
export function usePaymentStatus(
  paymentId: string,
  options: {
    enabled: boolean;
    /** Another source than GET /pay/status (a renewal link's payment). */ fetch?: (
      paymentId: string,
      signal: AbortSignal,
    ) => Promise<PaymentStatusView>;
  },
) {
  const queryClient = useQueryClient();
  const [since, setSince] = useState(() => Date.now());
  const [stopped, setStopped] = useState(false);
  const query = useQuery({
    queryKey: paymentKeys.status(paymentId),
    queryFn: ({ signal }) => (options.fetch ? options.fetch(paymentId, signal) : getPaymentStatus(paymentId, { signal })),
    enabled: options.enabled,
    refetchInterval: (current) => {
      const data = current.state.data;
      if (!data || !keepsChanging(data) || stopped) return false;
      return STATUS_POLL_MS;
    },
  });

  const changing = query.data ? keepsChanging(query.data) : false;
  useEffect(() => {
    if (!changing || stopped) return;
    const timer = setTimeout(() => setStopped(true), Math.max(0, since + STATUS_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [changing, stopped, since]);

  // Once paid, the cart was emptied and the orders and balance changed: their screens read afresh.
  const status = query.data?.status;
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status === announced.current) return;
    announced.current = status;
    if (status === 'paid') {
      for (const key of [cartKeys.all, queryKeys.appSettings, orderKeys.all, accountKeys.all, domainKeys.all])
        void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [status, queryClient]);

  return {
    ...query,
    stopped: stopped && changing,
    resume: () => {
      setSince(Date.now());
      setStopped(false);
      void query.refetch();
    },
  };
}
