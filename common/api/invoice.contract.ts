import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

export const invoicesQuerySchema = sessionParamsSchema;
export const invoicePdfParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** An invoice in the customer's list; the PDF is in the language of the order. */
export const invoiceViewSchema = z.object({
  id: z.number().int(),
  /** RE-2026-000001: gapless per year. */
  number: z.string(),
  /** A credit note corrects an invoice when a domain could not be registered and was refunded. */
  kind: z.enum(['invoice', 'credit-note']),
  /** A credit note: the number of the invoice it corrects. */
  corrects: z.string().nullable(),
  order_id: z.number().int(),
  issued_at: z.string(),
  currency: z.enum(['EUR', 'USD']),
  /** Minor units of the currency, with its formatted text. */
  gross: z.number().int(),
  gross_display: z.string(),
  reverse_charge: z.boolean(),
  pdf_url: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;
