import type { InvoiceView } from '@common/api/invoice.contract';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import type { InvoiceRow } from '../../db/schema/index';

/** An invoice or credit note of the customer's list, with its total in the session's language and the address of its PDF. */
export function presentInvoice(row: InvoiceRow, language: Language): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    corrects: row.data.corrects ?? null,
    order_id: row.orderId,
    issued_at: row.issuedAt.toISOString(),
    currency: row.data.currency,
    gross: row.data.gross,
    gross_display: formatMoney({ amount: row.data.gross, currency: row.data.currency }, language),
    reverse_charge: row.data.reverseCharge,
    pdf_url: `/api/v1/user/invoices/${row.id}/pdf`,
  };
}
