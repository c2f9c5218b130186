import type { OrderItemView, OrderView } from '@common/api/order.contract';
import type { PaymentInit, PaymentOption, PaymentStatusView, QuoteView } from '@common/api/payment.contract';
import { visitorSession } from '@web/test/render';

/** Test data of the checkout's component tests, in the shapes of common/api/payment.contract.ts. */

export function quote(overrides: Partial<QuoteView> = {}): QuoteView {
  return {
    currency: 'EUR',
    vat_rate: 0.19,
    reverse_charge: false,
    lines: [
      {
        item_id: 1,
        type: 'Domain',
        domain: 'first-name.com',
        domain_utf8: 'first-name.com',
        period_years: 1,
        description: 'Domain registration first-name.com, 1 year',
        net: 1000,
        vat: 190,
        gross: 1190,
        premium: false,
      },
      {
        item_id: 2,
        type: 'Mailbox',
        domain: 'first-name.com',
        domain_utf8: 'first-name.com',
        period_years: 1,
        description: 'Mailbox team@first-name.com, 1 year',
        net: 990,
        vat: 188,
        gross: 1178,
        premium: false,
      },
    ],
    net: 1990,
    vat: 378,
    gross: 2368,
    display: { currency: 'EUR', net: '€19.90', vat: '€3.78', gross: '€23.68' },
    fingerprint: 'a'.repeat(64),
    ...overrides,
  };
}

export const ALL_OPTIONS: PaymentOption[] = [
  { method: 'balance', available: false, reason: 'Your balance is not enough.' },
  { method: 'card', available: true, reason: null },
  { method: 'paypal', available: true, reason: null },
  { method: 'bank_transfer', available: true, reason: null },
];

export function payInit(overrides: Partial<PaymentInit> = {}): PaymentInit {
  return {
    id: 7,
    type: 'register',
    account: { balance: 500, currency: 'EUR', balance_display: '€5.00' },
    details: { contact: null },
    options: ALL_OPTIONS,
    selected_method: null,
    transfer_accounts: [
      { holder: 'Example Domains GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bank: 'Deutsche Kreditbank Berlin' },
    ],
    footnotes: ['With a bank transfer the order is carried out once the payment is booked.'],
    terms: { url: '/terms/general', text: 'I accept the general terms and conditions.' },
    quote: quote(),
    ...overrides,
  };
}

function orderItem(id: number, domain: string, status: OrderItemView['status']): OrderItemView {
  return {
    id,
    type: 'Domain',
    domain,
    domain_utf8: domain,
    period_years: 1,
    description: `Domain registration ${domain}, 1 year`,
    net: 1000,
    vat: 190,
    gross: 1190,
    gross_display: '€11.90',
    status,
    expires_at: null,
    failure_code: null,
    refund: null,
  };
}

export function order(status: OrderView['status'], items: [string, OrderItemView['status']][]): OrderView {
  return {
    id: 4711,
    status,
    section: 'register',
    currency: 'EUR',
    net: 2000,
    vat: 380,
    gross: 2380,
    gross_display: '€23.80',
    vat_rate: 0.19,
    reverse_charge: false,
    payment_id: 31,
    payment_method: 'card',
    created_at: '2026-11-22T09:00:00.000Z',
    paid_at: null,
    items: items.map(([domain, itemStatus], index) => orderItem(index + 1, domain, itemStatus)),
  };
}

export function paymentStatus(overrides: Partial<PaymentStatusView> = {}): PaymentStatusView {
  return {
    payment_id: 31,
    purpose: 'order',
    method: 'card',
    status: 'pending',
    amount: 2380,
    currency: 'EUR',
    amount_display: '€23.80',
    redirect_url: null,
    transfer: null,
    order: order('pending_payment', [['first-name.com', 'pending']]),
    refund: null,
    ...overrides,
  };
}

/**
 * A quote billed in EUR for a session that shows GBP: the binding amounts in euro cents, the
 * display block as the server formats it (€9.51 at 0.8465 pounds to the euro is £8.05).
 */
export function gbpDisplayQuote(language: 'en' | 'de' = 'en'): QuoteView {
  return quote({
    lines: [
      {
        item_id: 1,
        type: 'Domain',
        domain: 'tea-room.com',
        domain_utf8: 'tea-room.com',
        period_years: 1,
        description: 'Domain registration tea-room.com, 1 year',
        net: 799,
        vat: 152,
        gross: 951,
        premium: false,
      },
    ],
    net: 799,
    vat: 152,
    gross: 951,
    display:
      language === 'de'
        ? { currency: 'GBP', net: '6,76\u00a0£', vat: '1,29\u00a0£', gross: '8,05\u00a0£' }
        : { currency: 'GBP', net: '£6.76', vat: '£1.29', gross: '£8.05' },
  });
}

/** A logged-in customer (the checkout is login-only). */
export function customerSession() {
  return visitorSession({
    authenticated: true,
    user: {
      id: 10002,
      login: 'erika@example.org',
      status: 'client',
      account: true,
      email_verified: true,
      properties: { user_account_permission: 1, premium_support: 0, live_chat: 0 },
    },
  });
}

export const COUNTRIES = [
  { code: 'DE', name: 'Germany', vat_rate: 0.19, eu: true },
  { code: 'AT', name: 'Austria', vat_rate: 0.2, eu: true },
];
