import type { Language } from '@common/i18n/languages';
import type { CartQuote } from '../cart/cart-quote';
import type { NewOrder, NewOrderItem } from './order.repository';

/**
 * The order and item rows of a priced quote: the amounts, VAT and lines exactly as quoted (the
 * price shown is the price charged). Callers set the states and what only they know per line.
 */
export function orderFromQuote(
  quote: CartQuote,
  order: {
    userId: number;
    paymentId: number;
    status: NewOrder['status'];
    contact: Record<string, unknown>;
    language: Language;
    now: Date;
    paidAt?: Date;
    /** When the customer consented at checkout to the start before the withdrawal period ends (decision 061). */
    withdrawalConsentAt?: Date;
  },
  item: (line: CartQuote['lines'][number]) => Pick<NewOrderItem, 'status'> & Partial<NewOrderItem>,
): [NewOrder, NewOrderItem[]] {
  const { now } = order;
  return [
    {
      userId: order.userId,
      paymentId: order.paymentId,
      section: quote.section,
      status: order.status,
      currency: quote.currency,
      net: quote.net,
      vat: quote.vat,
      gross: quote.gross,
      vatRateBp: Math.round(quote.vatRate * 10_000),
      reverseCharge: quote.reverseCharge,
      viesConsultation: quote.reverseCharge ? (quote.vies?.consultation ?? null) : null,
      contact: order.contact,
      language: order.language,
      quoteFingerprint: quote.fingerprint,
      // The rates the lines were priced with: a registry's fee in its currency is converted at no higher rate (decision 070).
      exchangeRates: quote.exchangeRates ?? null,
      createdAt: now,
      paidAt: order.paidAt ?? null,
      withdrawalConsentAt: order.withdrawalConsentAt ?? null,
      updatedAt: now,
    },
    quote.lines.map((line) => ({
      type: line.type,
      domain: line.domain,
      periodYears: line.periodYears,
      idnLanguage: null,
      description: line.description,
      net: line.net,
      vat: line.vat,
      gross: line.gross,
      // What the registry may charge at most for the line's command (decision 068).
      agreedFee: line.eurNet,
      authInfo: null,
      updatedAt: now,
      ...item(line),
    })),
  ];
}
