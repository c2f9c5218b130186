import type { OrderView } from '@common/api/order.contract';
import type {
  BankTransferDetails,
  PaymentInit,
  PaymentMethodName,
  PaymentStatusView,
  PayType,
  QuoteView,
} from '@common/api/payment.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { Language } from '@common/i18n/languages';
import type { Currency } from '@common/money/currency';
import { formatMoney, linesIn, type ExchangeRates } from '@common/money/money';
import type { PaymentRefundRow, PaymentRow, PrepaidAccountRow } from '../../db/schema/index';
import { formatDay } from '../mail/mail-templates';
import { presentRefund } from '../order/order.presenter';
import type { CartQuote } from '../cart/cart-quote';
import { paymentMessages } from './payment-messages';

/** The shop's bank account for transfers: where the checkout, the status page and the top-up say to wire. */
export type ShopBankAccount = Omit<BankTransferDetails, 'reference' | 'amount' | 'amount_display'>;

/**
 * The shop's bank account as configured (BANK_IBAN, BANK_BIC, BANK_NAME, checked at start,
 * decision 066). Its holder is the operator's legal name (OPERATOR_NAME), not the shop's brand:
 * the payer's bank checks the payee's name against the account (decision 063).
 */
export function shopBankAccount(holder: string, account: { iban: string; bic: string; name: string }): ShopBankAccount {
  return { holder, iban: account.iban, bic: account.bic, bank: account.name };
}

/** A method's name in both languages, as the gateway's hosted page shows it. */
export function methodLabel(method: PaymentMethodName): { en: string; de: string } {
  return { en: paymentMessages('en').methods[method], de: paymentMessages('de').methods[method] };
}

/** The quote as the payment pages show it, with totals in the session's display currency. */
export function presentQuote(
  quote: CartQuote,
  session: { currency: Currency; language: Language },
  exchangeRates: ExchangeRates,
): QuoteView {
  // In another currency than the charged one, each line's net is converted and taxed and the
  // totals summed, exactly as the cart shows them (linesIn), so cart and checkout agree to the cent.
  const shown = linesIn(
    quote.lines.map((line) => ({ amount: line.net, currency: quote.currency })),
    session.currency,
    quote.vatRate,
    exchangeRates,
  );
  const display = (amount: number) => formatMoney({ amount, currency: session.currency }, session.language);
  return {
    currency: quote.currency,
    vat_rate: quote.vatRate,
    reverse_charge: quote.reverseCharge,
    lines: quote.lines.map((line) => ({
      item_id: line.itemId,
      type: line.type,
      domain: line.domain,
      domain_utf8: toDisplayName(line.domain),
      period_years: line.periodYears,
      description: line.description[session.language],
      net: line.net,
      vat: line.vat,
      gross: line.gross,
      premium: line.premium,
    })),
    net: quote.net,
    vat: quote.vat,
    gross: quote.gross,
    display: { currency: session.currency, net: display(shown.net), vat: display(shown.vat), gross: display(shown.gross) },
    fingerprint: quote.fingerprint,
  };
}

/** Why the bank transfer is not offered: these names would be deleted before the money arrived. */
export function transferTooLateReason(late: Array<{ domain: string; deleteOn: Date }>, language: Language): string {
  const names = late.map((entry) => `${toDisplayName(entry.domain)} (${formatDay(language, entry.deleteOn)})`).join(', ');
  return paymentMessages(language).transferTooLate(names);
}

/** The notes under the quote: VAT (reverse charge, or why VAT is charged), bank transfers, refunds, the test environment. */
export function presentFootnotes(type: PayType, quote: CartQuote | null, testEnvironment: boolean, language: Language): string[] {
  const messages = paymentMessages(language);
  const notes: string[] = [];
  if (quote?.reverseCharge) notes.push(messages.reverseCharge);
  else if (quote?.vies) notes.push(quote.vies.status === 'refused' ? messages.viesRefused : messages.viesUnchecked);
  notes.push(messages.bankTransferTiming);
  if (type === 'register') notes.push(messages.registerRefunds);
  if (testEnvironment) notes.push(messages.testEnvironment);
  return notes;
}

/** The prepaid account as the checkout shows it. */
export function presentAccount(account: PrepaidAccountRow | undefined, language: Language): PaymentInit['account'] {
  return account
    ? {
        balance: account.balance,
        currency: account.currency,
        balance_display: formatMoney({ amount: account.balance, currency: account.currency }, language),
      }
    : null;
}

/** The terms the checkout asks to accept. */
export function presentTerms(language: Language): PaymentInit['terms'] {
  return { url: '/terms/general', text: paymentMessages(language).acceptTerms };
}

/** What to wire where, while a bank transfer is awaited. */
export function presentTransferDetails(payment: PaymentRow, account: ShopBankAccount, language: Language): BankTransferDetails | null {
  if (payment.method !== 'bank_transfer' || payment.status !== 'pending' || !payment.transferReference) return null;
  return {
    ...account,
    reference: payment.transferReference,
    amount: payment.amount,
    amount_display: formatMoney({ amount: payment.amount, currency: payment.currency }, language),
  };
}

/**
 * A payment's status page: the payment, where to pay it while it is pending, its order, and the
 * whole payment given back when it was (`wholeRefund`; refunds of single failed items show on the order).
 */
export function presentPaymentStatus(
  payment: PaymentRow,
  related: { order: OrderView | null; wholeRefund: PaymentRefundRow | undefined; linkBaseUrl: string; bankAccount: ShopBankAccount },
  language: Language,
): PaymentStatusView {
  const { wholeRefund } = related;
  const refund = presentRefund(wholeRefund, language);
  return {
    payment_id: payment.id,
    purpose: payment.purpose,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    amount_display: formatMoney({ amount: payment.amount, currency: payment.currency }, language),
    redirect_url:
      payment.status === 'pending' && payment.gatewayToken ? `${related.linkBaseUrl}/pay/sandbox/${payment.gatewayToken}` : null,
    transfer: presentTransferDetails(payment, related.bankAccount, language),
    order: related.order,
    refund: refund && wholeRefund && wholeRefund.reason !== 'item-failed' ? { ...refund, reason: wholeRefund.reason } : null,
  };
}
