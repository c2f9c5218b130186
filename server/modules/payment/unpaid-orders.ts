import type { Repositories } from '../../db/unit-of-work';
import type { CartQuote } from '../cart/cart-quote';
import type { CouponRedemptionsPort } from './payment.service';

/** An unpaid order replaced by a later payment (`supersede`), with the names it held. */
export interface CancelledOrder {
  orderId: number;
  domains: string[];
}

/**
 * Orders whose payment will not come, inside the caller's transaction: used by the payments
 * (checkout, expiry, declines) and by the lifecycle and restores, which replace a waiting renewal
 * or restore of a name. Built before all of them, so none waits for another (decision 060).
 */
export function createUnpaidOrders(deps: { coupons?: Pick<CouponRedemptionsPort, 'releaseOrderCoupons'> }) {
  /** An order whose payment will not come: it fails, its items are cancelled, its coupon uses given back. */
  async function fail(repos: Repositories, orderId: number, now: Date): Promise<void> {
    await repos.orders.setStatus(orderId, 'failed', now);
    await repos.orders.setItemsStatus(orderId, ['pending'], 'cancelled', now);
    // The coupon was counted at the commit (decision 018); an order that is not paid uses none.
    if (deps.coupons) await deps.coupons.releaseOrderCoupons(repos.coupons, `order:${orderId}`);
  }

  /**
   * A new commit of a cart section replaces the user's earlier one that still waits for its
   * payment (the payer went back from the card page, or chose another method): the earlier payment
   * is cancelled in the new one's transaction, so approving its page later charges nothing and the
   * same cart can never be paid twice. With `domain`, only the orders that include that name
   * (the one-step undelete of a name replaces an unpaid restore of it, the renewal from the balance
   * at expiry or the delete of an unpaid name an unpaid renewal of it). An order is cancelled
   * whole, with its other names. Answers the orders it cancelled, each with all its names.
   */
  async function supersede(
    repos: Repositories,
    userId: number,
    section: CartQuote['section'],
    now: Date,
    domain?: string,
  ): Promise<CancelledOrder[]> {
    const cancelled: CancelledOrder[] = [];
    for (const order of await repos.orders.awaitingPayment(userId, section)) {
      const domains = [...new Set((await repos.orders.itemsOf([order.id])).map((item) => item.domain))];
      if (domain !== undefined && !domains.includes(domain)) continue;
      if (await repos.payments.settle(order.paymentId, 'cancelled', now)) {
        await fail(repos, order.id, now);
        cancelled.push({ orderId: order.id, domains });
      }
    }
    return cancelled;
  }

  return { fail, supersede };
}

export type UnpaidOrders = ReturnType<typeof createUnpaidOrders>;
