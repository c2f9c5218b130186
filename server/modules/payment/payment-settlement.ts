import type { PaymentMethodName } from '@common/api/payment.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { formatMoney, type ExchangeRates } from '@common/money/money';
import type { OrderRow, PaymentRow } from '../../db/schema/index';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { CartQuote } from '../cart/cart-quote';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { InvoiceService } from '../invoice/invoice.service';
import type { JobHandler, JobWorker } from '../jobs/job-worker';
import type { MailService } from '../mail/mail.service';
import { MAILBOX_JOB_ATTEMPTS, PROVISION_MAILBOX_JOB } from '../mailbox/mailbox-provisioning';
import { REGISTER_DOMAIN_JOB } from '../order/order.service';
import { RENEW_DOMAIN_JOB } from '../order/renew-domain.job';
import { DEFAULT_ACCOUNT_LIMIT, type PrepaidAccountService } from '../prepaid-account/prepaid-account.service';
import { PRIVACY_SERVICE_JOB } from '../privacy/privacy-jobs';
import { RESTORE_DOMAIN_JOB } from '../restore/restore-domain.job';
import { TRANSFER_DOMAIN_JOB } from '../transfer/transfer-jobs';
import type { CouponRedemptionsPort } from './payment.service';
import { paymentReturnPath } from './payment-return-path';
import { refundToOrigin, type RefundReason, type RoutedRefund } from './refund-routing';
import { createUnpaidOrders } from './unpaid-orders';

/**
 * The durable job each paid domain of an order gets, by the order's cart section. A section
 * without an entry cannot be checked out yet (3029); the restore module adds 'rgp'.
 */
export const PROVISIONING_JOBS: Partial<Record<CartQuote['section'], string>> = {
  register: REGISTER_DOMAIN_JOB,
  renew: RENEW_DOMAIN_JOB,
  rgp: RESTORE_DOMAIN_JOB,
};

/** The job that cancels a card, PayPal, Apple Pay or bank payment nobody completed in time. */
export const EXPIRE_PAYMENT_JOB = 'expire-payment';
/** How long a payment waits for the payer: the gateway's hosted page, or the bank transfer. */
export const PAYMENT_LIFETIME_MS = { gateway: 2 * 60 * 60_000, bank_transfer: 14 * 24 * 60 * 60_000 } as const;

/**
 * How a payment ends (docs/decisions/015): what a paid order sets off, the expiry of a payment
 * nobody completes, and `settle`, which pays, declines or cancels a pending payment once and
 * gives back money that arrives for a payment that can no longer be fulfilled.
 */
export function createPaymentSettlement(deps: {
  unitOfWork: UnitOfWork;
  accounts: Pick<PrepaidAccountService, 'rearm'>;
  invoices: Pick<InvoiceService, 'issue'>;
  coupons?: CouponRedemptionsPort;
  referenceData: ReferenceDataService;
  /** The mail of a whole payment given back (approved too late, a top-up over the limit). */
  mail?: Pick<MailService, 'paymentRefunded'>;
  worker: Pick<JobWorker, 'wake'>;
  clock: Clock;
}) {
  const { unitOfWork, accounts, referenceData, worker, clock } = deps;

  /** What a paid order sets off, inside the payment's transaction: its state, its invoice and one registration job per domain. */
  async function afterOrderPaid(repos: Repositories, order: OrderRow, method: PaymentMethodName, now: Date): Promise<void> {
    await repos.orders.setStatus(order.id, 'paid', now, now);
    const items = await repos.orders.itemsOf([order.id]);
    await deps.invoices.issue(repos, order, items, method, now);
    const kind = PROVISIONING_JOBS[order.section];
    // A renewal extends the term the customer has paid for until now (decision 020).
    const paidExpiries =
      order.section === 'renew'
        ? new Map((await repos.orders.customerDomainsOf(order.userId)).map((domain) => [domain.name, domain.expiresAt]))
        : null;
    for (const item of items) {
      if (item.type === 'Domain' && kind) {
        const payload = paidExpiries
          ? { orderItemId: item.id, paidExpiry: paidExpiries.get(item.domain)?.toISOString() ?? null }
          : { orderItemId: item.id };
        await repos.jobs.enqueue({ kind, payload, uniqueKey: `${kind}:${item.id}`, runAt: now }, now);
      } else if (item.type === 'Transfer') {
        await repos.jobs.enqueue(
          { kind: TRANSFER_DOMAIN_JOB, payload: { orderItemId: item.id }, uniqueKey: `${TRANSFER_DOMAIN_JOB}:${item.id}`, runAt: now },
          now,
        );
      } else if (item.type === 'Privacy') {
        // WHOIS privacy for the rest of a term: switched on by its own job (decision 028).
        await repos.jobs.enqueue(
          { kind: PRIVACY_SERVICE_JOB, payload: { orderItemId: item.id }, uniqueKey: `${PRIVACY_SERVICE_JOB}:${item.id}`, runAt: now },
          now,
        );
      } else if (item.type === 'Mailbox' && order.section === 'register') {
        // Made by its own job once its domain is the customer's (decision 043).
        await repos.jobs.enqueue(
          {
            kind: PROVISION_MAILBOX_JOB,
            payload: { orderItemId: item.id },
            uniqueKey: `${PROVISION_MAILBOX_JOB}:${item.id}`,
            maxAttempts: MAILBOX_JOB_ATTEMPTS,
            runAt: now,
          },
          now,
        );
      } else if (item.type === 'Coupon') {
        await repos.orders.setItemStatus(item.id, ['pending'], { status: 'completed' }, now);
      }
    }
    await repos.orders.removeFromUserCart(order.userId, order.section, [...new Set(items.map((item) => item.domain))]);
  }

  /** Records, in the payment's transaction, the job that cancels it if the payer never completes it. */
  async function scheduleExpiry(repos: Repositories, paymentId: number, method: PaymentMethodName, now: Date): Promise<void> {
    if (method === 'balance') return;
    const lifetime = method === 'bank_transfer' ? PAYMENT_LIFETIME_MS.bank_transfer : PAYMENT_LIFETIME_MS.gateway;
    await repos.jobs.enqueue(
      {
        kind: EXPIRE_PAYMENT_JOB,
        payload: { paymentId },
        uniqueKey: `${EXPIRE_PAYMENT_JOB}:${paymentId}`,
        maxAttempts: 8,
        runAt: new Date(now.getTime() + lifetime),
      },
      now,
    );
  }

  // Orders whose payment will not come: failed, their coupon uses given back (unpaid-orders.ts).
  const failUnpaidOrder = createUnpaidOrders({ coupons: deps.coupons }).fail;

  /**
   * What `settle` did: changed the payment, found it settled already, gave the money back whole, or
   * refused a bank-transfer top-up the account cannot take (the bank returns the money).
   */
  type SettleResult = 'changed' | 'unchanged' | 'refunded' | 'refused-over-limit' | 'refused-blocked';

  /**
   * pending → paid, declined or cancelled (expired), exactly once (a repeated notification changes
   * nothing): a paid order gets its jobs, a paid top-up its ledger entry; an order that is not paid
   * fails and gives back its coupon uses, all in one transaction under the payer's lock. Money that
   * arrives for a payment that can no longer be fulfilled goes back where it came from: a card page
   * approved after its payment was cancelled (replaced by a new commit, or expired), a top-up the
   * account can no longer take (its limit, 3011, or blocked deposits, 1400). A bank transfer in
   * that case is refused (3027, 3011, 1400) and the bank returns it.
   */
  async function settle(payment: PaymentRow, outcome: 'paid' | 'declined' | 'cancelled'): Promise<SettleResult> {
    const now = clock.now();
    const gatewayPaid = outcome === 'paid' && payment.method !== 'bank_transfer' && payment.method !== 'balance';
    // Read before the transaction, as every reference-data read (transaction-context.ts).
    const { exchangeRates } = await referenceData.get();
    const result = await unitOfWork.run(
      async (repos): Promise<{ result: SettleResult; refund?: RoutedRefund & { reason: RefundReason } }> => {
        await repos.payments.lockPayer(payment.userId);
        const row = await repos.payments.settle(payment.id, outcome, now);
        if (!row) {
          const current = await repos.payments.current(payment.id);
          if (!gatewayPaid || current?.status !== 'cancelled') return { result: 'unchanged' };
          // Approved on the gateway after it was cancelled: the money was taken, nothing will be delivered.
          await repos.payments.markRefunded(payment.id, ['cancelled']);
          const refund = await giveBackWhole(repos, current, 'approved-after-cancel', now, exchangeRates);
          return { result: 'refunded', refund: refund ? { ...refund, reason: 'approved-after-cancel' } : undefined };
        }
        const order = row.purpose === 'order' ? await repos.orders.byPayment(row.id) : undefined;
        if (outcome === 'paid') {
          if (order) await afterOrderPaid(repos, order, row.method, now);
          else {
            const booked = await repos.accounts.deposit(row.userId, row.amount, `payment:${row.id}`, now);
            if (booked === 'missing') throw new AppError(ErrorCode.AccountMissing, 409);
            if (typeof booked === 'string') {
              const reason: RefundReason = booked === 'blocked' ? 'deposits-blocked' : 'over-account-limit';
              await repos.payments.markRefunded(row.id, ['paid']);
              if (!gatewayPaid) {
                // A bank transfer is refused, not booked: the bank returns it (decision 075). The
                // payment says so instead of waiting for a transfer that already came.
                const refunded = await repos.refunds.insert({
                  paymentId: row.id,
                  userId: row.userId,
                  reference: `payment:${row.id}`,
                  amount: row.amount,
                  currency: row.currency,
                  destination: 'bank',
                  reason,
                  status: 'completed',
                  createdAt: now,
                });
                return {
                  result: booked === 'blocked' ? 'refused-blocked' : 'refused-over-limit',
                  refund: refunded
                    ? { amount: row.amount, currency: row.currency, destination: 'bank', paymentAmount: row.amount, reason }
                    : undefined,
                };
              }
              const refund = await giveBackWhole(repos, row, reason, now, exchangeRates);
              return { result: 'refunded', refund: refund ? { ...refund, reason } : undefined };
            }
          }
        } else if (order) {
          await failUnpaidOrder(repos, order.id, now);
        }
        return { result: 'changed' };
      },
    );
    if (result.result === 'changed' && outcome === 'paid') {
      if (payment.purpose === 'top-up') await accounts.rearm(payment.userId);
      worker.wake();
    }
    if (result.result === 'refunded') worker.wake();
    if (result.result !== 'changed' && result.result !== 'unchanged' && result.refund) await mailWholeRefund(payment, result.refund);
    return result.result;
  }

  /** The whole payment back to where it came from (a payment that is cancelled or a top-up that cannot be booked). */
  async function giveBackWhole(
    repos: Repositories,
    payment: PaymentRow,
    reason: RefundReason,
    now: Date,
    exchangeRates: ExchangeRates,
  ): Promise<RoutedRefund | null> {
    return refundToOrigin(repos, {
      payment,
      reference: `payment:${payment.id}`,
      amount: payment.amount,
      reason,
      now,
      exchangeRates,
      accountLimit: DEFAULT_ACCOUNT_LIMIT,
    });
  }

  async function mailWholeRefund(payment: PaymentRow, refund: RoutedRefund & { reason: RefundReason }): Promise<void> {
    const user = await unitOfWork.repos.orders.userMail(payment.userId);
    if (!user || refund.reason === 'item-failed') return;
    const order = payment.purpose === 'order' ? await unitOfWork.repos.orders.byPayment(payment.id) : undefined;
    const language = order?.language ?? user.language;
    deps.mail?.paymentRefunded(user.login, language, {
      paymentId: payment.id,
      amount: formatMoney({ amount: refund.amount, currency: refund.currency }, language),
      reason: refund.reason,
      refundedTo: refund.destination,
      path: paymentReturnPath(payment),
    });
  }

  return {
    afterOrderPaid,
    scheduleExpiry,
    settle,
    /** The durable jobs of payments (docs/decisions/016): a payment nobody completed in time is cancelled. */
    handlers: {
      [EXPIRE_PAYMENT_JOB]: {
        async run(payload: Record<string, unknown>) {
          const payment = await unitOfWork.repos.payments.byId(Number(payload.paymentId));
          // Paid or declined meanwhile: nothing to do.
          if (payment?.status === 'pending') await settle(payment, 'cancelled');
        },
      },
    } satisfies Record<string, JobHandler>,
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
