import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, payments, type CheckoutRow, type PaymentRow } from '../../db/schema/index';

/** The first key of the payer's advisory lock (the second is the user id): 'PAYR'. */
const PAYER_LOCK_SPACE = 0x50415952;

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'paidAt'>;

/** Payments and the checkout choices (spec §4 payment flow). Works on a transaction too. */
export function createPaymentRepository(db: Db) {
  return {
    /** Inserts the payment; null when the user has one with this idempotency key already. */
    async insert(payment: NewPayment): Promise<PaymentRow | null> {
      const [row] = await db
        .insert(payments)
        .values(payment)
        .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
        .returning();
      return row ?? null;
    },

    byKey(userId: number, key: string): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
        .then((rows) => rows[0]);
    },

    /** A later payment of the user created at `at` (the moment an earlier one was cancelled): the one that replaced it. */
    replacedBy(payment: Pick<PaymentRow, 'id' | 'userId'>, at: Date): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, payment.userId), gt(payments.id, payment.id), eq(payments.createdAt, at)))
        .then((rows) => rows[0]);
    },

    byId(id: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .then((rows) => rows[0]);
    },

    byGatewayToken(token: string): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.gatewayToken, token))
        .then((rows) => rows[0]);
    },

    byTransferReference(reference: string): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.transferReference, reference))
        .then((rows) => rows[0]);
    },

    /**
     * Takes the payer's payment lock until the transaction ends. Every transaction that places,
     * settles or cancels a payment of this user takes it first, so a commit that replaces an
     * unpaid order and the approval of that order's card page run one after the other, on
     * PostgreSQL's concurrent connections as on PGlite's one (decision 015).
     */
    async lockPayer(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PAYER_LOCK_SPACE}, ${userId})`);
    },

    /** Re-reads a payment inside the caller's transaction (after the payer's lock). */
    current(id: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .then((rows) => rows[0]);
    },

    /** cancelled (or pending) → refunded, once: the payer approved a payment that can no longer be fulfilled. */
    async markRefunded(id: number, from: Array<PaymentRow['status']>): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status: 'refunded' })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row;
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

    async saveCheckout(
      userId: number,
      type: CheckoutRow['type'],
      choice: Partial<Pick<CheckoutRow, 'method' | 'contact'>>,
      now: Date,
    ): Promise<void> {
      await db
        .insert(checkouts)
        .values({ userId, type, method: choice.method ?? null, contact: choice.contact ?? null, updatedAt: now })
        .onConflictDoUpdate({ target: [checkouts.userId, checkouts.type], set: { ...choice, updatedAt: now } });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
