import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';
import { orderItems, orders } from './orders.schema';

/**
 * The last invoice number given out per year. Numbers are taken by an update of this row inside
 * the payment's transaction, so a rolled-back payment gives its number back: the sequence has no
 * gaps, as German invoicing rules ask (docs/decisions/017-invoices.md).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** What an invoice said when it was issued: seller, buyer, lines, totals, in the customer's language. Never changed afterwards. */
export interface InvoiceData {
  language: 'en' | 'de';
  currency: 'EUR' | 'USD';
  /** `country` (ISO 3166 alpha-2, the VAT rules' seller country) on invoices issued since OPERATOR_COUNTRY. */
  seller: { name: string; address: string[]; country?: string; vatId: string };
  buyer: { name: string; company: string; address: string[]; country: string; vatId: string };
  lines: { description: string; domain: string; periodYears: number; net: number; vat: number; gross: number }[];
  net: number;
  vat: number;
  gross: number;
  /** Basis points (1900 = 19 %). */
  vatRateBp: number;
  reverseCharge: boolean;
  /** The VIES consultation number that confirmed the buyer's VAT ID (reverse charge only; docs/decisions/006). */
  viesConsultation?: string;
  paymentMethod: string;
  /** A credit note: the number of the invoice it corrects. */
  corrects?: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** RE-2026-000001 for an invoice, GS-2026-000002 for a credit note (one gapless sequence for both). */
    number: text('number').notNull(),
    kind: text('kind', { enum: ['invoice', 'credit-note'] })
      .notNull()
      .default('invoice'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A credit note's refunded item. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    data: jsonb('data').notNull().$type<InvoiceData>(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    // One invoice per order, one credit note per refunded item.
    uniqueIndex('invoices_order_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('invoices_credit_item_unique')
      .on(table.orderItemId)
      .where(sql`${table.kind} = 'credit-note'`),
    index('invoices_user_idx').on(table.userId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
