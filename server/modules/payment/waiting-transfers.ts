import type { Repositories } from '../../db/unit-of-work';
import type { WaitingTransferOrder } from '../cart/awaiting-transfers';
import { PAYMENT_LIFETIME_MS } from './payment-settlement';

/**
 * The user's orders that wait for a bank transfer, with their lines and the day the transfer is
 * due (the expiry job's day): what the carts tell the customer about them (decision 071).
 */
export async function waitingTransfers(repos: Pick<Repositories, 'orders'>, userId: number): Promise<WaitingTransferOrder[]> {
  const waiting = await repos.orders.awaitingBankTransfer(userId);
  if (waiting.length === 0) return [];
  const items = await repos.orders.itemsOf(waiting.map(({ order }) => order.id));
  return waiting.map(({ order, payment }) => ({
    section: order.section,
    paymentId: payment.id,
    reference: payment.transferReference ?? '',
    amount: payment.amount,
    currency: payment.currency,
    payBy: new Date(payment.createdAt.getTime() + PAYMENT_LIFETIME_MS.bank_transfer),
    items: items.filter((item) => item.orderId === order.id),
  }));
}
