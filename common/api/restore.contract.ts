import { z } from 'zod';
import { priceViewSchema } from '../money/price-view';
import { sectionCartSchema, type SectionCart } from './cart.contract';
import { sessionParamsSchema } from './session.contract';

/**
 * Restore from redemption (spec §2.1 /domain/restore/rgp, §7 "Restore cart" and
 * POST /domain/undelete/{domain}; docs/decisions/022-restore.md).
 */
export const restorableDomainSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  /** RFC 3915: 'redemptionPeriod' (restorable), 'pendingRestore' (a restore is running), 'pendingDelete' (too late). */
  rgp_status: z.enum(['redemptionPeriod', 'pendingRestore', 'pendingDelete']),
  restorable: z.boolean(),
  /** The paid term that ran out (ISO date-time). */
  expired_at: z.string(),
  /** The last day a restore is possible, when known (ISO date-time). */
  restore_until: z.string().nullable(),
  /** Years of renewal the restore includes: 1 when the registry renews the restored name (its expiry has passed), else 0. */
  renewal_years: z.number().int(),
  /** The price of the restore with VAT: the restore fee plus `renewal_years` of renewal; exactly what checkout charges. */
  price: priceViewSchema.nullable(),
  in_cart: z.boolean(),
  /** The rgp cart item's id while it is in the cart. */
  cart_item_id: z.string().nullable(),
});
export type RestorableDomain = z.infer<typeof restorableDomainSchema>;

/** `GET /domain/restore/list`. */
export const restoreListSchema = z.object({ domains: z.array(restorableDomainSchema) });
export type RestoreList = z.infer<typeof restoreListSchema>;

/** What POST /domain/undelete answers: the order paid from the balance; its restore runs in the background. */
export const undeleteResultSchema = z.object({
  domain: z.string(),
  order_id: z.number().int(),
  payment_id: z.number().int(),
  status: z.enum(['paid', 'provisioning', 'completed', 'failed', 'refunded']),
});
export type UndeleteResult = z.infer<typeof undeleteResultSchema>;

/** The rgp section of the cart (`POST /cart/rgp/add/domain/{domain}`, `/cart/rgp/remove/{id}`). */
export const restoreCartSchema = sectionCartSchema;
export type RestoreCart = SectionCart;

export const restoreListQuerySchema = sessionParamsSchema;
export const restoreDomainParamsSchema = z.object({ domain: z.string().min(1).max(253) });
export const restoreItemParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const restoreBodySchema = sessionParamsSchema;
