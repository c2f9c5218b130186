import type { AwaitingTransfer } from '@common/api/cart.contract';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import type { CartItemRow, OrderItemRow } from '../../db/schema/index';

/** An order of the user's that waits for its bank transfer, as the payment module reads it (decision 071). */
export interface WaitingTransferOrder {
  section: 'register' | 'renew' | 'rgp';
  paymentId: number;
  reference: string;
  /** Minor units of `currency`: what the transfer must bring. */
  amount: number;
  currency: 'EUR' | 'USD';
  /** When the order is cancelled if no transfer has come. */
  payBy: Date;
  items: OrderItemRow[];
}

/** The user's orders waiting for a bank transfer, oldest first (the payment module's `awaitingTransfers`). */
export type WaitingTransfersPort = (userId: number) => Promise<WaitingTransferOrder[]>;

/** What a line buys, the same for a cart row and an order line: any difference is a change since the order. */
function cartKey(row: CartItemRow): string {
  switch (row.type) {
    case 'Domain':
      return `Domain ${row.domain} ${row.periodYears} ${row.privacyLevel} ${row.trustee}`;
    case 'Mailbox':
      return `Mailbox ${row.domain} ${row.name} ${row.level}`;
    case 'Coupon':
      return 'Coupon';
    default:
      return `${row.type} ${row.domain}`;
  }
}

function orderKey(item: OrderItemRow): string {
  switch (item.type) {
    case 'Domain':
      return `Domain ${item.domain} ${item.periodYears} ${item.privacyLevel} ${item.trustee}`;
    case 'Mailbox':
      return `Mailbox ${item.domain} ${item.mailboxName} ${item.mailboxLevel}`;
    case 'Coupon':
      return 'Coupon';
    default:
      return `${item.type} ${item.domain}`;
  }
}

function sameLines(a: string[], b: string[]): boolean {
  const [left, right] = [[...a].sort(), [...b].sort()];
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

/**
 * The orders of a cart section that wait for a bank transfer, for the cart to show (decision 071):
 * the reference and amount to transfer, what the transfer pays for, and whether the section's
 * items have changed since (then the transfer still pays for the order, not for the cart).
 */
export function presentAwaitingTransfers(
  orders: WaitingTransferOrder[],
  section: WaitingTransferOrder['section'],
  rows: CartItemRow[],
  language: Language,
): AwaitingTransfer[] {
  const cartKeys = rows.filter((row) => row.section === section).map(cartKey);
  return orders
    .filter((order) => order.section === section)
    .map((order) => ({
      payment_id: order.paymentId,
      reference: order.reference,
      amount: formatMoney({ amount: order.amount, currency: order.currency }, language),
      pay_by: order.payBy.toISOString(),
      lines: order.items.map((item) => item.description[language]),
      changed: !sameLines(cartKeys, order.items.map(orderKey)),
    }));
}
