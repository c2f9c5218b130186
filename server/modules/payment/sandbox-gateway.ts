import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

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
