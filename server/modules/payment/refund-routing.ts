import { convert, type ExchangeRates } from '@common/money/money';
import type { OrderItemRow, PaymentRow, RefundDestination } from '../../db/schema/index';
import type { JobRepository } from '../jobs/jobs.repository';
import type { PrepaidAccountRepository } from '../prepaid-account/prepaid-account.repository';
import type { RefundRepository } from './refund.repository';

/** The job that sends a gateway refund (card, PayPal, Apple Pay) and records the gateway's confirmation. */
export const REFUND_PAYMENT_JOB = 'refund-payment';

export type RefundReason = 'item-failed' | 'approved-after-cancel' | 'over-account-limit' | 'deposits-blocked';

/**
 * Where the money of a payment goes back to (decision 015): a card, PayPal or Apple Pay payment
 * to that card or account through the gateway; the prepaid balance's own payments to the balance;
 * a bank transfer to the balance too, because the shop holds no account of the payer's to send it
 * to (the customer can ask for a payout of the balance).
 */
export function refundDestinationOf(method: PaymentRow['method']): RefundDestination {
  return method === 'card' || method === 'paypal' || method === 'apple_pay' ? method : 'balance';
}

export interface RoutedRefund {
  /** What went back, in `currency` (the balance's when it went onto a balance kept in the other currency). */
  amount: number;
  currency: 'EUR' | 'USD';
  destination: RefundDestination;
  /** The same in the payment's currency: what the credit note corrects. */
  paymentAmount: number;
}

/**
 * The part of an order's payment that one item stands for: its price less its share of the
 * order's discounts (a coupon is a line of its own with a negative amount), so that a failed
 * item of a discounted order is never refunded more than was paid for it. Rounded down.
 */
export function paidShareOf(item: Pick<OrderItemRow, 'gross'>, items: Array<Pick<OrderItemRow, 'gross'>>, orderGross: number): number {
  const charged = items.filter((entry) => entry.gross > 0).reduce((sum, entry) => sum + entry.gross, 0);
  if (charged <= orderGross || charged === 0) return item.gross;
  return Math.floor((item.gross * orderGross) / charged);
}

/** The user's prepaid account, opened in `currency` when there is none yet (a refund onto the balance needs one). */
export async function accountForRefund(
  accounts: PrepaidAccountRepository,
  userId: number,
  currency: 'EUR' | 'USD',
  limitAmount: number,
  now: Date,
) {
  const account = await accounts.find(userId);
  if (account) return account;
  await accounts.create({ userId, currency, limitAmount }, now);
  return (await accounts.find(userId))!;
}

/**
 * Gives `amount` (in the payment's currency) of `payment` back where it came from, in the caller's
 * transaction, once per `reference`: onto the balance at once (opening an account when there is
 * none, converting at today's rate when it is kept in the other currency), or as a gateway refund
 * that the `refund-payment` job sends. Null when `reference` was refunded already.
 */
export async function refundToOrigin(
  repos: { accounts: PrepaidAccountRepository; refunds: RefundRepository; jobs: JobRepository },
  input: {
    payment: Pick<PaymentRow, 'id' | 'userId' | 'method' | 'currency' | 'amount'>;
    reference: string;
    amount: number;
    reason: RefundReason;
    now: Date;
    exchangeRates: ExchangeRates;
    /** The limit of an account opened for the refund. */
    accountLimit: number;
  },
): Promise<RoutedRefund | null> {
  const { payment, now } = input;
  const destination = refundDestinationOf(payment.method);
  // Never more than is left of the payment: a gateway refuses that, and a balance must not gain it.
  const earlier = (await repos.refunds.ofPayments([payment.id]))
    .filter((refund) => refund.currency === payment.currency)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const paymentAmount = Math.max(0, Math.min(input.amount, payment.amount - earlier));
  if (destination === 'balance') {
    const account = await accountForRefund(repos.accounts, payment.userId, payment.currency, input.accountLimit, now);
    const amount = convert({ amount: paymentAmount, currency: payment.currency }, account.currency, input.exchangeRates).amount;
    const row = await repos.refunds.insert({
      paymentId: payment.id,
      userId: payment.userId,
      reference: input.reference,
      amount,
      currency: account.currency,
      destination,
      reason: input.reason,
      status: 'completed',
      createdAt: now,
    });
    if (!row) return null;
    if (amount > 0) await repos.accounts.move(payment.userId, amount, 'refund', input.reference, now);
    return { amount, currency: account.currency, destination, paymentAmount };
  }
  const row = await repos.refunds.insert({
    paymentId: payment.id,
    userId: payment.userId,
    reference: input.reference,
    amount: paymentAmount,
    currency: payment.currency,
    destination,
    reason: input.reason,
    status: 'pending',
    createdAt: now,
  });
  if (!row) return null;
  await repos.jobs.enqueue(
    { kind: REFUND_PAYMENT_JOB, payload: { refundId: row.id }, uniqueKey: `${REFUND_PAYMENT_JOB}:${row.id}`, maxAttempts: 12, runAt: now },
    now,
  );
  return { amount: paymentAmount, currency: payment.currency, destination, paymentAmount };
}
