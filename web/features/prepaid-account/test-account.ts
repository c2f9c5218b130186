import type { PaymentInit } from '@common/api/payment.contract';
import type { AccountTransactions, LedgerEntryView, PrepaidAccountView } from '@common/api/prepaid-account.contract';
import type { SessionStatus } from '@common/api/session.contract';
import { visitorSession } from '@web/test/render';

/** A logged-in client for component tests: with or without an account and the permission. */
export function accountSession(
  options: { account?: boolean; permission?: 0 | 1; language?: 'en' | 'de'; currency?: 'EUR' | 'USD' | 'GBP' } = {},
): SessionStatus {
  const base = visitorSession();
  return visitorSession({
    authenticated: true,
    user: {
      id: 10001,
      login: 'anna@example.com',
      status: 'client',
      account: options.account ?? true,
      email_verified: true,
      properties: { user_account_permission: options.permission ?? 1, premium_support: 0, live_chat: 0 },
    },
    localization: { ...base.localization, language: options.language ?? 'en', currency: options.currency ?? 'EUR' },
  });
}

export function testAccount(overrides: Partial<PrepaidAccountView> = {}): PrepaidAccountView {
  return {
    currency: 'EUR',
    balance: 2500,
    balance_display: '€25.00',
    limit: 500_000,
    limit_display: '€5,000.00',
    minimum_top_up: 1000,
    minimum_top_up_display: '€10.00',
    deposits_allowed: true,
    low_balance_threshold: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<LedgerEntryView> = {}): LedgerEntryView {
  return {
    id: 1,
    amount: 5000,
    amount_display: '€50.00',
    balance_after: 5000,
    balance_after_display: '€50.00',
    reason: 'top-up',
    text: 'Top-up (payment 3)',
    reference: 'payment:3',
    order_id: null,
    created_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function transactionsPage(transactions: LedgerEntryView[], overrides: Partial<AccountTransactions> = {}): AccountTransactions {
  return { account: testAccount(), transactions, total: transactions.length, page: 1, per_page: 20, ...overrides };
}

export function topUpInit(): PaymentInit {
  return {
    id: null,
    type: 'account',
    account: { balance: 2500, currency: 'EUR', balance_display: '€25.00' },
    details: { contact: null },
    options: [
      { method: 'card', available: true, reason: null },
      { method: 'paypal', available: true, reason: null },
      { method: 'bank_transfer', available: true, reason: null },
    ],
    selected_method: null,
    transfer_accounts: [],
    footnotes: [],
    terms: { url: '/terms/general', text: 'I accept the general terms and conditions.' },
    quote: null,
  };
}
