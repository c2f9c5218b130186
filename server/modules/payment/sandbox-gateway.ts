import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';
import type { SandboxGatewayRepository } from './sandbox-gateway.repository';

/**
 * The sandbox card, PayPal and Apple Pay gateway: a hosted page on this server where the payer
 * approves or declines, and a notification to the shop signed with HMAC-SHA256, in the shape
 * real gateways use (a timestamp and a signature over "timestamp.body"), so that a real gateway's
 * webhook can take its place (docs/decisions/015).
 */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export interface GatewayNotification {
  event_id: string;
  payment_id: number;
  token: string;
  status: 'approved' | 'declined';
  amount: number;
  currency: 'EUR' | 'USD';
}

/** What a signing key is for: the card gateway's notifications, or booked bank transfers (scripts/book-bank-transfer.mjs). */
export type SignerPurpose = 'sandbox-payment-gateway' | 'sandbox-bank-statement';

export function createSandboxSigner(secretKey: string, purpose: SignerPurpose = 'sandbox-payment-gateway') {
  // A key of its own per purpose, derived from the secret key, so that it opens nothing else.
  const key = createHmac('sha256', secretKey).update(purpose).digest();
  const mac = (timestamp: number, body: string) => createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
  return {
    /** The header value for a body sent at `now`. */
    sign(body: string, now: Date): string {
      const timestamp = Math.floor(now.getTime() / 1000);
      return `t=${timestamp},v1=${mac(timestamp, body)}`;
    },
    /** Whether the header signs exactly this body, at a time near `now`. */
    verify(header: string | undefined, body: string, now: Date): boolean {
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
      if (!match) return false;
      const timestamp = Number(match[1]);
      if (Math.abs(now.getTime() - timestamp * 1000) > SIGNATURE_TOLERANCE_MS) return false;
      return safeEqual(match[2], mac(timestamp, body));
    },
  };
}

export type SandboxSigner = ReturnType<typeof createSandboxSigner>;

/** The calls the shop makes to its card / PayPal / Apple Pay gateway. */
export interface PaymentGateway {
  /**
   * Gives `amount` of the payment behind `token` back to the card or account it came from. The
   * idempotency key makes a retried call answer the first refund instead of paying out twice.
   */
  refund(request: { token: string; amount: number; currency: 'EUR' | 'USD'; idempotencyKey: string }): Promise<{ refundId: string }>;
}

/** The gateway refused a refund for good (more than was captured, another currency, an unknown payment). */
export class GatewayRefundRefused extends Error {}

/** The sandbox gateway's refund call: booked in its own table, never more than the payment captured. */
export function createSandboxGateway(deps: { repository: SandboxGatewayRepository; clock: { now(): Date } }): PaymentGateway {
  const { repository, clock } = deps;
  return {
    async refund(request) {
      return repository.transaction(request.token, async (repos) => {
        const earlier = await repos.refundByKey(request.idempotencyKey);
        if (earlier) return { refundId: `sbx_re_${earlier.id}` };
        const capture = await repos.capture(request.token);
        if (!capture) throw new GatewayRefundRefused('unknown payment');
        if (capture.currency !== request.currency) throw new GatewayRefundRefused(`the payment was in ${capture.currency}`);
        if (request.amount <= 0 || (await repos.refundedTotal(request.token)) + request.amount > capture.amount)
          throw new GatewayRefundRefused('more than the payment captured');
        const row = await repos.insertRefund({
          gatewayToken: request.token,
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          currency: request.currency,
          createdAt: clock.now(),
        });
        return { refundId: `sbx_re_${row!.id}` };
      });
    },
  };
}
