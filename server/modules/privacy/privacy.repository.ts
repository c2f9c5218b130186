import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, customerDomains, customerDomainStates, orderItems, orders } from '../../db/schema/index';

/**
 * Until when a customer's domain has WHOIS privacy paid: the latest expiry of a completed order
 * item of it with privacy (a registration or renewal with privacy, or a bought rest of term), by
 * its owner. Derived from the orders like the trustee service (decision 020), so it cannot drift
 * from what was paid (decision 028). For a select over `customer_domains`.
 */
export const privacyPaidUntil = () =>
  sql<Date | null>`(select max(${orderItems.expiresAt}) from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.domain} = ${customerDomains.name} and ${orders.userId} = ${customerDomains.userId} and ${orderItems.privacyLevel} > 0 and ${orderItems.status} = 'completed')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** A customer's name as WHOIS privacy needs it. */
export interface PrivacyTermRow {
  name: string;
  userId: number;
  /** The end of the paid term. */
  expiresAt: Date;
  /** The customer's switch (false without a state row yet). */
  setting: boolean;
  paidUntil: Date | null;
}

/** The SQL of WHOIS privacy (decision 028). */
export function createPrivacyRepository(db: Db) {
  return {
    async find(name: string): Promise<PrivacyTermRow | undefined> {
      const [row] = await db
        .select({
          name: customerDomains.name,
          userId: customerDomains.userId,
          expiresAt: customerDomains.expiresAt,
          setting: sql<boolean>`coalesce(${customerDomainStates.privacy}, false)`,
          paidUntil: privacyPaidUntil(),
        })
        .from(customerDomains)
        .leftJoin(customerDomainStates, eq(customerDomainStates.name, customerDomains.name))
        .where(eq(customerDomains.name, name));
      return row ? { ...row, setting: Boolean(row.setting) } : undefined;
    },

    /** Whether the user's renew cart holds the rest of the term's privacy for the name. */
    async inCart(userId: number, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(and(eq(carts.userId, userId), eq(cartItems.section, 'renew'), eq(cartItems.type, 'Privacy'), eq(cartItems.domain, name)));
      return Boolean(row);
    },

    /**
     * Whether a paid order of the user's holds privacy for the name that is not carried out yet
     * (its job still runs): until then nothing shows it as paid, and it must not be sold again.
     */
    async purchaseInProgress(userId: number, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, ['paid', 'provisioning', 'completed']),
            eq(orderItems.type, 'Privacy'),
            eq(orderItems.domain, name),
            inArray(orderItems.status, ['pending', 'provisioning']),
          ),
        );
      return Boolean(row);
    },

    /** Moves a Privacy item still in a cart to the name's current term end (the term moved since it was added). */
    async retarget(itemId: number, serviceUntil: Date): Promise<void> {
      await db
        .update(cartItems)
        .set({ serviceUntil })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.type, 'Privacy')));
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
