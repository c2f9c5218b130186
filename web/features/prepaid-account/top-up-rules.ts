import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';

/**
 * An amount as typed ("50", "50.5", "50,50") in minor units, or null when it is no amount. A comma
 * or a point separates at most two decimals; thousands separators are not accepted, so "1.000"
 * cannot be misread as one unit in one language and a thousand in the other.
 */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The most a top-up may add without passing the account's limit (3011). */
export function maximumTopUp(account: Pick<PrepaidAccountView, 'balance' | 'limit'>): number {
  return Math.max(0, account.limit - account.balance);
}

export type TopUpProblem = 'invalid' | 'belowMinimum' | 'aboveLimit';

/** The rules the server applies to a top-up (3010, 3011), checked before anything is sent. */
export function topUpProblem(text: string, account: Pick<PrepaidAccountView, 'balance' | 'limit' | 'minimum_top_up'>): TopUpProblem | null {
  const amount = parseAmount(text);
  if (amount === null || amount === 0) return 'invalid';
  if (amount < account.minimum_top_up) return 'belowMinimum';
  if (amount > maximumTopUp(account)) return 'aboveLimit';
  return null;
}

/** A fresh idempotency key for one payment attempt (16–100 characters of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
