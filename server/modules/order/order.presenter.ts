import type { OrderItemView, OrderView, RefundView } from '@common/api/order.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import type { OrderItemRow, OrderRow, PaymentRefundRow, RegistryTransactionRow } from '../../db/schema/index';

/** The fields of an order that leave the server. */
export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  paymentMethod: string,
  language: Language,
  refunds: PaymentRefundRow[] = [],
  transactions: RegistryTransactionRow[] = [],
): OrderView {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, language);
  return {
    id: order.id,
    status: order.status,
    section: order.section,
    currency: order.currency,
    net: order.net,
    vat: order.vat,
    gross: order.gross,
    gross_display: money(order.gross),
    vat_rate: order.vatRateBp / 10_000,
    reverse_charge: order.reverseCharge,
    payment_id: order.paymentId,
    payment_method: paymentMethod,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    items: items.map((item): OrderItemView => ({
      id: item.id,
      type: item.type,
      domain: item.domain,
      domain_utf8: toDisplayName(item.domain),
      period_years: item.periodYears,
      description: item.description[language],
      net: item.net,
      vat: item.vat,
      gross: item.gross,
      gross_display: money(item.gross),
      status: item.status,
      expires_at: item.expiresAt?.toISOString() ?? null,
      // Only a refund has a reason to show; the code may have been written before a refund that another path won.
      failure_code: item.status === 'refunded' ? item.failureCode : null,
      refund: presentRefund(
        refunds.find((refund) => refund.reference === `order-item:${item.id}`),
        language,
      ),
      // What the registry's support asks for: the commands sent for the line with both transaction ids (decision 045).
      registry_transactions: transactions
        .filter((row) => row.orderItemId === item.id)
        .map((row) => ({
          command: row.command,
          object: row.object,
          cl_trid: row.clTrid,
          sv_trid: row.svTrid,
          code: row.resultCode,
          at: row.createdAt.toISOString(),
        })),
    })),
  };
}

/** A refund as the status page and the orders list show it. */
export function presentRefund(refund: PaymentRefundRow | undefined, language: Language): RefundView | null {
  if (!refund) return null;
  return {
    destination: refund.destination,
    amount: refund.amount,
    currency: refund.currency,
    amount_display: formatMoney({ amount: refund.amount, currency: refund.currency }, language),
    status: refund.status,
  };
}
