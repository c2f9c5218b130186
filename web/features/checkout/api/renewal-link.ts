import type { PaymentStatusView } from '@common/api/payment.contract';
import type { RenewalLinkOffer } from '@common/api/renewal-link.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/**
 * The renewal link's calls (decision 026): the offer, the payment and the payment's state, each
 * proven by the link's token. The token stays in this tab's session storage while the payer is on
 * the gateway's page, so the status page it returns to can follow the payment.
 */
const TOKEN_STORAGE_KEY = 'renewal-link-token';

export function rememberRenewalLinkToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage refused (private mode): the status page then asks to open the link again.
  }
}

export function rememberedRenewalLinkToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export const renewalLinkOfferKey = (token: string, period: number | null) => ['renewal-link', 'offer', token, period] as const;

/** GET /domain/renew/simple/offer: the name, the period and the binding quote. */
export function useRenewalLinkOffer(token: string, period: number | null) {
  return useQuery({
    queryKey: renewalLinkOfferKey(token, period),
    queryFn: ({ signal }) =>
      apiClient.get<RenewalLinkOffer>('/domain/renew/simple/offer', { token, period: period ?? undefined }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /domain/renew/simple/pay. */
export function payRenewalLink(input: {
  token: string;
  period: number;
  method: RenewalLinkOffer['methods'][number];
  idempotencyKey: string;
  fingerprint: string;
}): Promise<PaymentStatusView> {
  return apiClient.post<PaymentStatusView>('/domain/renew/simple/pay', {
    token: input.token,
    period: input.period,
    method: input.method,
    idempotency_key: input.idempotencyKey,
    fingerprint: input.fingerprint,
    terms: true,
    // The page sends the payment only once both boxes are ticked (the server refuses it otherwise, 3030).
    withdrawal_consent: true,
  });
}

/** GET /domain/renew/simple/status/{paymentId}. */
export function getRenewalLinkPaymentStatus(paymentId: string, token: string, signal?: AbortSignal): Promise<PaymentStatusView> {
  return apiClient.get<PaymentStatusView>(`/domain/renew/simple/status/${encodeURIComponent(paymentId)}`, { token }, { signal });
}
