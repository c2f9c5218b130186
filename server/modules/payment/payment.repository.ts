import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, payments, type CheckoutRow, type PaymentRow } from '../../db/schema/index';

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'paidAt'>;

/** Payments and the checkout choices (spec §4 payment flow). Works on a transaction too. */
export function createPaymentRepository(db: Db) {
  return {
    /** Inserts the payment; null when the user has one with this idempotency key already. */
    async insert(payment: NewPayment): Promise<PaymentRow | null> {
      const [row] = await db.insert(payments).values(payment).onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] }).returning();
      return row ?? null;
    },

    byKey(userId: number, key: string): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
        .then((rows) => rows[0]);
    },

    byId(id: number): Promise<PaymentRow | undefined> {
      return db.select().from(payments).where(eq(payments.id, id)).then((rows) => rows[0]);
    },

    byGatewayToken(token: string): Promise<PaymentRow | undefined> {
      return db.select().from(payments).where(eq(payments.gatewayToken, token)).then((rows) => rows[0]);
    },

    byTransferReference(reference: string): Promise<PaymentRow | undefined> {
      return db.select().from(payments).where(eq(payments.transferReference, reference)).then((rows) => rows[0]);
    },

    /** pending → paid, declined or cancelled (expired), once: answers the row only for the caller that changed it. */
    async settle(id: number, status: 'paid' | 'declined' | 'cancelled', now: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status, paidAt: status === 'paid' ? now : null })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return row;
    },

    async setTransferReference(id: number, reference: string): Promise<void> {
      await db.update(payments).set({ transferReference: reference }).where(eq(payments.id, id));
    },

    checkout(userId: number, type: CheckoutRow['type']): Promise<CheckoutRow | undefined> {
      return db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.type, type)))
        .then((rows) => rows[0]);
    },

    async saveCheckout(userId: number, type: CheckoutRow['type'], choice: Partial<Pick<CheckoutRow, 'method' | 'contact'>>, now: Date): Promise<void> {
      await db
        .insert(checkouts)
        .values({ userId, type, method: choice.method ?? null, contact: choice.contact ?? null, updatedAt: now })
        .onConflictDoUpdate({ target: [checkouts.userId, checkouts.type], set: { ...choice, updatedAt: now } });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
