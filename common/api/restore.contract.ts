import { z } from 'zod';
import type { PriceView } from '../money/price-view';
import type { SectionCart } from './cart.contract';
import { sessionParamsSchema } from './session.contract';

/**
 * Restore from redemption (spec §2.1 /domain/restore/rgp, §7 "Restore cart" and
 * POST /domain/undelete/{domain}; docs/decisions/022-restore.md).
 */
export interface RestorableDomain {
  domain: string;
  domain_utf8: string;
  /** RFC 3915: 'redemptionPeriod' (restorable), 'pendingRestore' (a restore is running), 'pendingDelete' (too late). */
  rgp_status: 'redemptionPeriod' | 'pendingRestore' | 'pendingDelete';
  restorable: boolean;
  /** The paid term that ran out (ISO date-time). */
  expired_at: string;
  /** The last day a restore is possible, when known (ISO date-time). */
  restore_until: string | null;
  /** Years of renewal the restore includes: 1 when the registry renews the restored name (its expiry has passed), else 0. */
  renewal_years: number;
  /** The price of the restore with VAT: the restore fee plus `renewal_years` of renewal; exactly what checkout charges. */
  price: PriceView | null;
  in_cart: boolean;
  /** The rgp cart item's id while it is in the cart. */
  cart_item_id: string | null;
}

export interface RestoreList {
  domains: RestorableDomain[];
}

/** What POST /domain/undelete answers: the order paid from the balance; its restore runs in the background. */
export interface UndeleteResult {
  domain: string;
  order_id: number;
  payment_id: number;
  status: 'paid' | 'provisioning' | 'completed' | 'failed' | 'refunded';
}

export type RestoreCart = SectionCart;

export const restoreListQuerySchema = sessionParamsSchema;
export const restoreDomainParamsSchema = z.object({ domain: z.string().min(1).max(253) });
export const restoreItemParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const restoreBodySchema = sessionParamsSchema;
