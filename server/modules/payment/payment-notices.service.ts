import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { convert, formatMoney } from '@common/money/money';
import type { PaymentRow } from '../../db/schema/index';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { ReferenceDataService } from '../config/reference-data.service';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import { DEFAULT_ACCOUNT_LIMIT } from '../prepaid-account/prepaid-account.service';
import { methodLabel } from './payment.presenter';
import { paymentMessages } from './payment-messages';
import type { PaymentSettlement } from './payment-settlement';
import { accountForRefund, REFUND_PAYMENT_JOB } from './refund-routing';
import { GatewayRefundRefused, type GatewayNotification, type PaymentGateway } from './sandbox-gateway';

/**
 * What the card / PayPal / Apple Pay gateway and the bank tell the shop, and what the shop asks of
 * the gateway: the hosted page's payment, the gateway's notifications, bank transfers that arrived,
 * and refunds sent back through the gateway (docs/decisions/015).
 */
export function createPaymentNoticeService(deps: {
  unitOfWork: UnitOfWork;
  settlement: Pick<PaymentSettlement, 'settle'>;
  /** The card / PayPal / Apple Pay gateway's calls (refunds). */
  gateway: PaymentGateway;
  referenceData: ReferenceDataService;
  clock: Clock;
}) {
  const { unitOfWork, referenceData, clock } = deps;
  const { settle } = deps.settlement;

  return {
    handlers: {
      /** A gateway refund (decision 015): sent with the refund's own idempotency key, so a retry never pays out twice. */
      [REFUND_PAYMENT_JOB]: {
        async run(payload: Record<string, unknown>) {
          const refund = await unitOfWork.repos.refunds.byId(Number(payload.refundId));
          if (!refund || refund.status !== 'pending') return;
          const payment = await unitOfWork.repos.payments.byId(refund.paymentId);
          if (!payment?.gatewayToken) throw new PermanentJobError(`refund ${refund.id}: the payment has no gateway token`);
          try {
            const done = await deps.gateway.refund({
              token: payment.gatewayToken,
              amount: refund.amount,
              currency: refund.currency,
              idempotencyKey: `refund:${refund.id}`,
            });
            await unitOfWork.repos.refunds.complete(refund.id, done.refundId, clock.now());
          } catch (error) {
            // A refusal does not change by retrying: the refund stays pending for the bookkeeping to settle by hand.
            if (error instanceof GatewayRefundRefused)
              throw new PermanentJobError(`refund ${refund.id} refused by the gateway: ${error.message}`);
            throw error;
          }
        },
        /**
         * The gateway refused the refund for good (a closed card, more than it holds) or never
         * answered: the money is not kept back, it goes onto the customer's prepaid balance, which
         * the status page and the orders then show (decision 015).
         */
        async onFinalFailure(payload: Record<string, unknown>) {
          const refund = await unitOfWork.repos.refunds.byId(Number(payload.refundId));
          if (!refund || refund.status !== 'pending') return;
          const data = await referenceData.get();
          const now = clock.now();
          await unitOfWork.run(async (repos) => {
            await repos.payments.lockPayer(refund.userId);
            const account = await accountForRefund(repos.accounts, refund.userId, refund.currency, DEFAULT_ACCOUNT_LIMIT, now);
            const amount = convert({ amount: refund.amount, currency: refund.currency }, account.currency, data.exchangeRates).amount;
            if (!(await repos.refunds.redirectToBalance(refund.id, amount, account.currency, now))) return;
            if (amount > 0) await repos.accounts.move(refund.userId, amount, 'refund', refund.reference, now);
          });
        },
      },
    } satisfies Record<string, JobHandler>,

    /** The hosted page's view of a payment, by its token; null when unknown. */
    async hostedPayment(
      token: string,
    ): Promise<{ payment: PaymentRow; language: Language; methodLabel: { en: string; de: string } } | null> {
      const payment = await unitOfWork.repos.payments.byGatewayToken(token);
      if (!payment) return null;
      const order = payment.purpose === 'order' ? await unitOfWork.repos.orders.byPayment(payment.id) : undefined;
      const user = await unitOfWork.repos.orders.userMail(payment.userId);
      return { payment, language: order?.language ?? user?.language ?? 'en', methodLabel: methodLabel(payment.method) };
    },

    /** A verified gateway notification: the payment it names is paid or declined (once). */
    async applyNotification(notification: GatewayNotification): Promise<{ changed: boolean }> {
      const payment = await unitOfWork.repos.payments.byGatewayToken(notification.token);
      if (!payment || payment.id !== notification.payment_id) throw AppError.notFound();
      if (payment.amount !== notification.amount || payment.currency !== notification.currency)
        throw new AppError(ErrorCode.ParameterSyntax, 400, { field: 'amount' });
      return { changed: (await settle(payment, notification.status === 'approved' ? 'paid' : 'declined')) !== 'unchanged' };
    },

    /**
     * Books a bank transfer that arrived with this reference (the bank statement import, or the
     * CLI script for the sandbox). The amount must be the payment's; answers the payment.
     */
    async bookBankTransfer(reference: string, amount: number, currency: 'EUR' | 'USD', language: Language = 'en'): Promise<PaymentRow> {
      const payment = await unitOfWork.repos.payments.byTransferReference(reference.trim().toUpperCase());
      if (!payment || payment.method !== 'bank_transfer') throw AppError.notFound();
      if (payment.status !== 'pending') throw new AppError(ErrorCode.PaymentFinished, 409);
      if (payment.amount !== amount || payment.currency !== currency) {
        // A part payment (or any other amount) is not booked; the operator is told the amount due.
        const received = formatMoney({ amount, currency }, language);
        const due = formatMoney({ amount: payment.amount, currency: payment.currency }, language);
        throw new AppError(ErrorCode.BankTransferAmountMismatch, 409, {
          details: [{ field: 'amount', message: paymentMessages(language).bankTransferAmountMismatch(received, due) }],
        });
      }
      const settled = await settle(payment, 'paid');
      // A top-up the account cannot take is refused (the payment says so, the customer is mailed);
      // the bank import is told why, and the bank returns the transfer (decision 075).
      if (settled === 'refused-over-limit') throw new AppError(ErrorCode.AmountAboveLimit, 409, { field: 'amount' });
      if (settled === 'refused-blocked') throw new AppError(ErrorCode.AccountDepositsDisabled, 409, { field: 'amount' });
      // Cancelled (or booked) by another transaction since it was read: the transfer is not booked.
      if (settled !== 'changed') throw new AppError(ErrorCode.PaymentFinished, 409);
      return (await unitOfWork.repos.payments.byId(payment.id))!;
    },
  };
}

export type PaymentNoticeService = ReturnType<typeof createPaymentNoticeService>;
