import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters, invoices, users, type InvoiceData, type InvoiceRow } from '../../db/schema/index';

/** Invoices and their numbers. Works on a transaction too: an invoice is issued in the payment's. */
export function createInvoiceRepository(db: Db) {
  return {
    /**
     * The next number of the year. The counter row stays locked until the transaction ends, so
     * numbers are given out in order, and a rolled-back payment gives its number back.
     */
    async nextNumber(year: number): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      return row.lastNumber;
    },

    /** Inserts an invoice or credit note; a second one for the same order (or refunded item) is ignored. */
    async insert(invoice: {
      number: string;
      kind: InvoiceRow['kind'];
      userId: number;
      orderId: number;
      orderItemId?: number;
      issuedAt: Date;
      data: InvoiceData;
    }): Promise<void> {
      await db.insert(invoices).values(invoice).onConflictDoNothing();
    },

    async byOrder(orderId: number): Promise<InvoiceRow | undefined> {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
        .then((rows) => rows[0]);
    },

    byId(id: number): Promise<InvoiceRow | undefined> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.id, id))
        .then((rows) => rows[0]);
    },

    listOfUser(userId: number): Promise<InvoiceRow[]> {
      return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.id));
    },

    /** The billing address the buyer had when the invoice was issued. */
    async buyer(userId: number) {
      const [row] = await db
        .select({
          login: users.login,
          name: users.billingName,
          company: users.billingCompany,
          street: users.billingStreet,
          postalCode: users.billingPostalCode,
          city: users.billingCity,
          country: users.billingCountry,
          business: users.billingBusiness,
          vatId: users.billingVatId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
