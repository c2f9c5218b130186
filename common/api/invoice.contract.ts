import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

export const invoicesQuerySchema = sessionParamsSchema;
export const invoicePdfParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** An invoice in the customer's list; the PDF is in the language of the order. */
export interface InvoiceView {
  id: number;
  /** RE-2026-000001: gapless per year. */
  number: string;
  /** A credit note corrects an invoice when a domain could not be registered and was refunded. */
  kind: 'invoice' | 'credit-note';
  /** A credit note: the number of the invoice it corrects. */
  corrects: string | null;
  order_id: number;
  issued_at: string;
  currency: 'EUR' | 'USD';
  gross: number;
  gross_display: string;
  reverse_charge: boolean;
  pdf_url: string;
}
