import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PaymentStatusView, QuoteView } from '@common/api/payment.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { fullPageLoad } from '@web/lib/page-load';
import { cartKeys, paymentKeys, queryKeys } from '@web/lib/query-keys';
import { commitPayment } from '../api/commit-payment';
import { payInitQueryOptions } from '../api/get-pay-init';
import { newIdempotencyKey } from '../checkout-rules';

/** The cart sections that are paid through this checkout. */
export type CheckoutType = 'register' | 'renew' | 'rgp';

/** The quote the user had confirmed when the server answered that the price changed (3022). */
export interface PriceChange {
  before: QuoteView;
}

/**
 * Pays a cart section (`POST /pay/commit`). One idempotency key per attempt, made at the first
 * click and sent again with every retry and double click, so the server pays at most once; it is
 * dropped only once the server answered with a payment. A changed price (3022) reads the new quote
 * and waits for the user to confirm it. Card, PayPal and Apple Pay continue on the gateway's
 * hosted page (a full page load); a paid or bank-transfer payment goes to the status page.
 */
export function useCheckoutCommit(type: CheckoutType = 'register') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { language } = useLocalization();
  const key = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: (quote: QuoteView) => {
      key.current ??= newIdempotencyKey();
      return commitPayment({ type, idempotencyKey: key.current, fingerprint: quote.fingerprint });
    },
    onSuccess: (payment: PaymentStatusView) => {
      key.current = null;
      setPriceChange(null);
      // A paid order emptied the cart; the badge and the cart pages read it again.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appSettings });
      queryClient.setQueryData(paymentKeys.status(payment.payment_id), payment);
      if (payment.redirect_url) {
        setLeaving(true);
        fullPageLoad(payment.redirect_url);
        return;
      }
      void navigate(paths.checkoutStatus.getHref(String(payment.payment_id)));
    },
    onError: async (failure, quote) => {
      if (isApiRequestError(failure) && failure.code === ErrorCode.PriceChanged) {
        setError(null);
        setPriceChange({ before: quote });
        await queryClient.invalidateQueries({ queryKey: paymentKeys.init(type), refetchType: 'none' });
        await queryClient.fetchQuery(payInitQueryOptions(type)).catch(() => undefined);
        return;
      }
      setError(errorText(failure, language));
    },
  });

  const { mutate } = mutation;
  const pay = useCallback(
    (quote: QuoteView) => {
      // A second click while the first is under way (even within the same render) changes nothing.
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      mutate(quote, {
        onSettled: (payment) => {
          // Leaving for the hosted page: the button stays busy until the page goes.
          if (!payment?.redirect_url) inFlight.current = false;
        },
      });
    },
    [mutate],
  );

  return {
    pay,
    pending: mutation.isPending || leaving,
    error,
    priceChange,
    /** The user confirmed the new price (or left it): the notice goes. */
    clearPriceChange: () => setPriceChange(null),
  };
}
