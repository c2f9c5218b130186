import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { couponAvailability } from './cart-pricing';
import type { CartQuote } from './cart-quote';
import type { CouponRepository } from './coupon.repository';

/**
 * Counts the uses of coupons when an order is paid (docs/decisions/018). To be called by the
 * payment inside the transaction that books the order, with the coupon repository of that
 * transaction (`repos.coupons` of the unit of work, decision 060) and the quote the customer confirmed:
 * each coupon line that gave a discount is counted once for the user. The coupon row is locked,
 * so two payments cannot both take its last use; a coupon that has run out or expired since the
 * quote throws 1312 or 1311 and the caller's transaction rolls back (the customer sees the
 * changed price on the next quote).
 */
export function createCouponRedemptions(deps: { clock: Clock }) {
  const { clock } = deps;
  return {
    async redeemQuoteCoupons(
      coupons: CouponRepository,
      quote: Pick<CartQuote, 'lines'>,
      order: { userId: number; orderRef: string },
    ): Promise<string[]> {
      const redeemed: string[] = [];
      for (const line of quote.lines) {
        if (line.type !== 'Coupon' || line.net >= 0) continue;
        const code = await coupons.codeOfItem(line.itemId);
        if (!code) throw new AppError(ErrorCode.CartItemNotFound, 409);
        const state = await coupons.lockState(code, order.userId);
        if (!state) throw new AppError(ErrorCode.CouponUnknown, 409);
        const now = clock.now();
        const problem = couponAvailability(state, now);
        if (problem === 'not_started' || problem === 'expired') throw new AppError(ErrorCode.CouponNotValidNow, 409);
        if (problem) throw new AppError(ErrorCode.CouponUsedUp, 409);
        await coupons.insertRedemption({ couponId: state.coupon.id, userId: order.userId, orderRef: order.orderRef, redeemedAt: now });
        redeemed.push(code);
      }
      return redeemed;
    },

    /**
     * Gives back the uses an order took when its payment does not happen after all (a card or
     * bank payment declined): to be called in the transaction that marks the order failed, so
     * the use is freed exactly when the order is. Answers how many uses were released.
     */
    async releaseOrderCoupons(coupons: CouponRepository, orderRef: string): Promise<number> {
      return coupons.deleteOrderRedemptions(orderRef);
    },
  };
}

export type CouponRedemptions = ReturnType<typeof createCouponRedemptions>;
