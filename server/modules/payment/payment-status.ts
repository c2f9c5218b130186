import type { OrderView } from '@common/api/order.contract';
import type { PaymentStatusView } from '@common/api/payment.contract';
import type { Language } from '@common/i18n/languages';
import type { PaymentRow } from '../../db/schema/index';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { OrderService } from '../order/order.service';
import { presentPaymentStatus, type ShopBankAccount } from './payment.presenter';

/** A payment's status as its pages show it (checkout, top-up, renewal link): with its order, and the whole payment given back when it was. */
export function createPaymentStatuses(deps: {
  unitOfWork: UnitOfWork;
  orders: Pick<OrderService, 'view'>;
  linkBaseUrl: string;
  /** Where a bank transfer goes, held by the operator (decision 063). */
  bankAccount: ShopBankAccount;
}) {
  const { unitOfWork, orders } = deps;

  async function statusOf(payment: PaymentRow, language: Language): Promise<PaymentStatusView> {
    const order = payment.purpose === 'order' ? await unitOfWork.repos.orders.byPayment(payment.id) : undefined;
    const orderView: OrderView | null = order ? await orders.view(order, language) : null;
    const whole =
      payment.status === 'refunded'
        ? (await unitOfWork.repos.refunds.ofPayments([payment.id])).find((refund) => refund.reference === `payment:${payment.id}`)
        : undefined;
    // A newer commit of the same cart (another tab, another method) cancels the order in its own
    // transaction, at the moment it is created (unpaid-orders.ts supersede): such a payment was replaced.
    const cancelReason =
      payment.status !== 'cancelled'
        ? null
        : order && (await unitOfWork.repos.payments.replacedBy(payment, order.updatedAt))
          ? ('replaced' as const)
          : ('expired' as const);
    return {
      ...presentPaymentStatus(
        payment,
        { order: orderView, wholeRefund: whole, linkBaseUrl: deps.linkBaseUrl, bankAccount: deps.bankAccount },
        language,
      ),
      cancel_reason: cancelReason,
    };
  }

  return { statusOf, bankAccount: deps.bankAccount };
}

export type PaymentStatuses = ReturnType<typeof createPaymentStatuses>;
