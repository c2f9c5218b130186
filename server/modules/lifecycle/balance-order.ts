import type { Language } from '@common/i18n/languages';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import type { CartQuote } from '../cart/cart-quote';
import type { InvoiceService } from '../invoice/invoice.service';
import { orderFromQuote } from '../order/order-from-quote';
import type { Repositories } from '../../db/unit-of-work';

export type BalanceOrderResult =
  | { status: 'paid'; order: OrderRow; items: OrderItemRow[] }
  | { status: 'already-paid' }
  | { status: 'insufficient' }
  | { status: 'no-account' };

/**
 * Pays a quote from the prepaid balance without a cart, inside the caller's transaction: the
 * payment (its idempotency key is the unique reference: a second call with the same key finds it
 * and pays nothing), the one conditional debit of the ledger, the paid order with its items and
 * the invoice. Used by the auto-renewal at expiry and the one-step undelete. When the balance is
 * short nothing is written (the caller's transaction is rolled back by the thrown marker).
 */
export async function payFromBalance(
  repos: Repositories,
  invoices: Pick<InvoiceService, 'issue'>,
  input: {
    userId: number;
    idempotencyKey: string;
    quote: CartQuote;
    contact: Record<string, unknown>;
    language: Language;
    itemStatus: OrderItemRow['status'];
    expiresAt?: Date | null;
    /** The renewal includes the trustee service (the quote priced it). */
    trustee?: boolean;
    /** The renewal includes WHOIS privacy (the quote priced it; decision 028). */
    privacy?: boolean;
    /** The mailboxes the quote's Mailbox lines renew, by line id: their lines stay pending until the mailbox's term moves (decision 043). */
    mailboxes?: ReadonlyMap<number, { name: string; level: 1 | 2 }>;
    now: Date;
  },
): Promise<BalanceOrderResult> {
  const { userId, quote, now } = input;
  const account = await repos.accounts.find(userId);
  if (!account || account.currency !== quote.currency) return { status: 'no-account' };
  if (account.balance < quote.gross) return { status: 'insufficient' };
  const payment = await repos.payments.insert({
    userId,
    idempotencyKey: input.idempotencyKey,
    purpose: 'order',
    method: 'balance',
    status: 'pending',
    amount: quote.gross,
    currency: quote.currency,
    gatewayToken: null,
    transferReference: null,
    createdAt: now,
  });
  if (!payment) return { status: 'already-paid' };
  const balance = await repos.accounts.move(userId, -quote.gross, 'payment', `payment:${payment.id}`, now);
  // Spent meanwhile by a concurrent payment: the caller rolls back the payment row.
  if (balance === null) throw new InsufficientBalanceMarker();
  await repos.payments.settle(payment.id, 'paid', now);
  const { order, items } = await repos.orders.insert(
    ...orderFromQuote(
      quote,
      { userId, paymentId: payment.id, status: 'paid', contact: input.contact, language: input.language, now, paidAt: now },
      (line) => {
        const mailbox = line.type === 'Mailbox' ? input.mailboxes?.get(line.itemId) : undefined;
        return {
          status: mailbox ? 'pending' : input.itemStatus,
          trustee: line.type === 'Domain' && (input.trustee ?? false),
          privacyLevel: line.type === 'Domain' && input.privacy ? 1 : 0,
          expiresAt: input.expiresAt ?? null,
          mailboxName: mailbox?.name ?? null,
          mailboxLevel: mailbox?.level ?? null,
        };
      },
    ),
  );
  await invoices.issue(repos, order, items, 'balance', now);
  return { status: 'paid', order, items };
}

/** Thrown inside the transaction when the debit found too little money: everything is undone. */
export class InsufficientBalanceMarker extends Error {
  constructor() {
    super('balance too low');
  }
}
