import type { PaymentMethodName, PaymentStatusView } from '@common/api/payment.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { UserRow } from '../../db/schema/index';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/tokens';
import type { PrepaidAccountService } from '../prepaid-account/prepaid-account.service';
import type { SessionContext } from '../session/session.service';
import { paymentMethodsFor } from './payment-methods';
import type { PaymentSettlement } from './payment-settlement';
import type { PaymentStatuses } from './payment-status';

type UserSession = SessionContext & { user: UserRow };

/** Top-ups of the prepaid account, paid by card, PayPal, Apple Pay or bank transfer (docs/decisions/015). */
export function createTopUpService(deps: {
  unitOfWork: UnitOfWork;
  accounts: Pick<PrepaidAccountService, 'require' | 'checkTopUp'>;
  statuses: PaymentStatuses;
  settlement: Pick<PaymentSettlement, 'scheduleExpiry'>;
  clock: Clock;
  /** The test environment (ote): Apple Pay is offered only there (spec §1). */
  testEnvironment: boolean;
}) {
  const { unitOfWork, accounts, clock } = deps;
  const { statusOf } = deps.statuses;
  const { scheduleExpiry } = deps.settlement;

  return {
    /** A top-up (POST /user/account/increase): checked against 1400, 3010 and 3011, then paid like an order. */
    async topUp(
      session: UserSession,
      input: { amount: number; method: PaymentMethodName; idempotencyKey: string },
    ): Promise<PaymentStatusView> {
      const user = session.user;
      const earlier = await unitOfWork.repos.payments.byKey(user.id, input.idempotencyKey);
      if (earlier) {
        if (earlier.purpose !== 'top-up' || earlier.amount !== input.amount)
          throw new AppError(ErrorCode.IdempotencyKeyReused, 409, { field: 'idempotency_key' });
        return statusOf(earlier, session.language);
      }
      const account = await accounts.require(user);
      accounts.checkTopUp(account, user, input.amount);
      if (!paymentMethodsFor('account', deps.testEnvironment).includes(input.method))
        throw new AppError(ErrorCode.PaymentMethodUnavailable, 400, { field: 'method' });
      const inserted = await unitOfWork.run(async (repos) => {
        const payment = await repos.payments.insert({
          userId: user.id,
          idempotencyKey: input.idempotencyKey,
          purpose: 'top-up',
          method: input.method,
          status: 'pending',
          amount: input.amount,
          currency: account.currency,
          gatewayToken: input.method === 'bank_transfer' ? null : randomToken(),
          transferReference: null,
          createdAt: clock.now(),
        });
        if (payment && input.method === 'bank_transfer')
          await repos.payments.setTransferReference(payment.id, `DS-${String(payment.id).padStart(8, '0')}`);
        if (payment) await scheduleExpiry(repos, payment.id, input.method, payment.createdAt);
        return payment?.id ?? null;
      });
      const payment =
        inserted === null
          ? await unitOfWork.repos.payments.byKey(user.id, input.idempotencyKey)
          : await unitOfWork.repos.payments.byId(inserted);
      return statusOf(payment!, session.language);
    },
  };
}

export type TopUpService = ReturnType<typeof createTopUpService>;
