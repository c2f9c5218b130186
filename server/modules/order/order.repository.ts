import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  carts,
  customerDomains,
  orderItems,
  orders,
  payments,
  users,
  type OrderItemRow,
  type OrderRow,
  type PaymentRow,
} from '../../db/schema/index';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** Orders, their items, and the customers' domains. Works on a transaction too. */
export function createOrderRepository(db: Db) {
  return {
    async insert(order: NewOrder, items: NewOrderItem[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
      const [row] = await db.insert(orders).values(order).returning();
      const itemRows =
        items.length === 0
          ? []
          : await db
              .insert(orderItems)
              .values(items.map((item) => ({ ...item, orderId: row.id })))
              .returning();
      return { order: row, items: itemRows };
    },

    /** The user's orders of a cart section still waiting for their payment (card page, bank transfer). */
    awaitingPayment(userId: number, section: OrderRow['section']): Promise<OrderRow[]> {
      // By id: every caller that cancels them locks their payments in the same order.
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.section, section), eq(orders.status, 'pending_payment')))
        .orderBy(orders.id);
    },

    /**
     * The user's orders that wait for a bank transfer (the payment pending, the order not paid),
     * oldest first, each with its payment: what the cart tells about them (decision 071).
     */
    async awaitingBankTransfer(userId: number): Promise<Array<{ order: OrderRow; payment: PaymentRow }>> {
      return db
        .select({ order: orders, payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'pending_payment'),
            eq(payments.method, 'bank_transfer'),
            eq(payments.status, 'pending'),
          ),
        )
        .orderBy(orders.id);
    },

    byPayment(paymentId: number): Promise<OrderRow | undefined> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.paymentId, paymentId))
        .then((rows) => rows[0]);
    },

    /** Locks the order row until the transaction ends: item changes of one order are settled one after the other. */
    async lock(id: number): Promise<void> {
      await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
    },

    byId(id: number): Promise<OrderRow | undefined> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .then((rows) => rows[0]);
    },

    /** Newest first. */
    listOfUser(userId: number, limit: number, offset: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit).offset(offset);
    },

    itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
    },

    item(id: number): Promise<OrderItemRow | undefined> {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.id, id))
        .then((rows) => rows[0]);
    },

    async setStatus(orderId: number, status: OrderRow['status'], now: Date, paidAt?: Date): Promise<void> {
      await db
        .update(orders)
        .set({ status, updatedAt: now, ...(paidAt ? { paidAt } : {}) })
        .where(eq(orders.id, orderId));
    },

    /** Changes an item's state, only from one of `from`; answers whether it changed. */
    async setItemStatus(
      itemId: number,
      from: OrderItemRow['status'][],
      change: Partial<Pick<OrderItemRow, 'status' | 'expiresAt' | 'failureReason' | 'failureCode' | 'authInfo'>>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(orderItems)
        .set({ ...change, updatedAt: now })
        .where(and(eq(orderItems.id, itemId), inArray(orderItems.status, from)))
        .returning({ id: orderItems.id });
      return rows.length === 1;
    },

    async setItemsStatus(orderId: number, from: OrderItemRow['status'][], status: OrderItemRow['status'], now: Date): Promise<void> {
      await db
        .update(orderItems)
        .set({ status, updatedAt: now })
        .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.status, from)));
    },

    /** Records the owner of a registered name; false when someone owns it already. */
    async addCustomerDomain(domain: {
      name: string;
      userId: number;
      orderItemId: number;
      registeredAt: Date;
      expiresAt: Date;
    }): Promise<boolean> {
      const rows = await db.insert(customerDomains).values(domain).onConflictDoNothing().returning({ name: customerDomains.name });
      return rows.length === 1;
    },

    customerDomainsOf(userId: number) {
      return db.select().from(customerDomains).where(eq(customerDomains.userId, userId)).orderBy(customerDomains.name);
    },

    /** Takes the ordered names out of the user's cart section (items added meanwhile stay). */
    async removeFromUserCart(userId: number, section: OrderRow['section'], domains: string[]): Promise<void> {
      if (domains.length === 0) return;
      const cart = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      await db
        .delete(cartItems)
        .where(and(inArray(cartItems.cartId, cart), eq(cartItems.section, section), inArray(cartItems.domain, domains)));
    },

    /**
     * Locks the user's cart row until the transaction ends, so that commits of one user run one
     * after the other, and answers which of `itemIds` are still in it.
     */
    async lockCartItems(userId: number, itemIds: number[]): Promise<Set<number>> {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
      if (!cart || itemIds.length === 0) return new Set();
      const rows = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, itemIds)));
      return new Set(rows.map((row) => row.id));
    },

    async userCartId(userId: number): Promise<number | null> {
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return row?.id ?? null;
    },

    /** The IDN language tags of cart items, for the registry (the quote does not carry them). */
    async idnLanguagesOf(itemIds: number[]): Promise<Map<number, string | null>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ id: cartItems.id, idnLanguage: cartItems.idnLanguage })
        .from(cartItems)
        .where(inArray(cartItems.id, itemIds));
      return new Map(rows.map((row) => [row.id, row.idnLanguage]));
    },

    /** The privacy choice, a transfer's auth code and a privacy item's term end of cart items (the quote does not carry them). */
    async cartChoicesOf(itemIds: number[]): Promise<
      Map<
        number,
        {
          privacyLevel: number;
          trustee: boolean;
          transferAuthInfo: string | null;
          serviceUntil: Date | null;
          name: string;
          level: number | null;
          mailboxPasswordHash: string | null;
        }
      >
    > {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: cartItems.id,
          privacyLevel: cartItems.privacyLevel,
          trustee: cartItems.trustee,
          transferAuthInfo: cartItems.transferAuthInfo,
          serviceUntil: cartItems.serviceUntil,
          name: cartItems.name,
          level: cartItems.level,
          mailboxPasswordHash: cartItems.mailboxPasswordHash,
        })
        .from(cartItems)
        .where(inArray(cartItems.id, itemIds));
      return new Map(rows.map(({ id, ...choices }) => [id, choices]));
    },

    /** The login address and language of a user, for the e-mails about an order. */
    async userMail(userId: number): Promise<{ login: string; language: 'en' | 'de' } | undefined> {
      const [row] = await db.select({ login: users.login, language: users.language }).from(users).where(eq(users.id, userId));
      return row;
    },

    async paymentMethods(paymentIds: number[]): Promise<Map<number, string>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db.select({ id: payments.id, method: payments.method }).from(payments).where(inArray(payments.id, paymentIds));
      return new Map(rows.map((row) => [row.id, row.method]));
    },

    async countOfUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      return Number(row.count);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
