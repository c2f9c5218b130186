import type { AccountNotification, LedgerEntryView, PrepaidAccountView } from '@common/api/prepaid-account.contract';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import type { LedgerEntryRow, PrepaidAccountRow, UserRow } from '../../db/schema/index';
import { MINIMUM_TOP_UP } from './prepaid-account-limits';
import { prepaidAccountMessages } from './prepaid-account-messages';

/** What the statement says an entry was: a top-up, a payment or a refund, with its reference's id. */
function reasonText(entry: LedgerEntryRow, language: Language): string {
  const [kind, id] = entry.reference.split(':');
  const messages = prepaidAccountMessages(language);
  if (entry.reason === 'top-up') return messages.topUp(id);
  if (entry.reason === 'payment') return messages.payment(id);
  return kind === 'order-item' ? messages.itemRefund(id) : messages.refund;
}

export function presentAccount(
  row: PrepaidAccountRow,
  user: Pick<UserRow, 'userAccountPermission'>,
  language: Language,
): PrepaidAccountView {
  const money = (amount: number) => formatMoney({ amount, currency: row.currency }, language);
  return {
    currency: row.currency,
    balance: row.balance,
    balance_display: money(row.balance),
    limit: row.limitAmount,
    limit_display: money(row.limitAmount),
    minimum_top_up: MINIMUM_TOP_UP,
    minimum_top_up_display: money(MINIMUM_TOP_UP),
    deposits_allowed: !row.depositsBlocked && user.userAccountPermission === 1,
    low_balance_threshold: row.lowBalanceThreshold,
    created_at: row.createdAt.toISOString(),
  };
}

/** An entry of the statement, its amounts in the account's currency; `orderId`: the order its reference belongs to, if any. */
export function presentLedgerEntry(
  row: LedgerEntryRow,
  account: Pick<PrepaidAccountRow, 'currency'>,
  orderId: number | null,
  language: Language,
): LedgerEntryView {
  const money = (amount: number) => formatMoney({ amount, currency: account.currency }, language);
  return {
    id: row.id,
    amount: row.amount,
    amount_display: money(row.amount),
    balance_after: row.balanceAfter,
    balance_after_display: money(row.balanceAfter),
    reason: row.reason,
    text: reasonText(row, language),
    reference: row.reference,
    order_id: orderId,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentNotification(
  account: Pick<PrepaidAccountRow, 'currency' | 'lowBalanceThreshold'>,
  language: Language,
): AccountNotification {
  const threshold = account.lowBalanceThreshold;
  return {
    enabled: threshold !== null,
    threshold,
    threshold_display: threshold === null ? null : formatMoney({ amount: threshold, currency: account.currency }, language),
  };
}
