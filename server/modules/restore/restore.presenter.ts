import type { RestorableDomain } from '@common/api/restore.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CartItemRow } from '../../db/schema/index';

/**
 * A name of the restore list: its redemption state as the registry has it, whether a restore can be
 * ordered (in redemption, none running), until when, and its price as the rgp cart prices it.
 */
export function presentRestorableDomain(
  entry: { name: string; expiresAt: Date },
  facts: {
    rgpStatus: RestorableDomain['rgp_status'];
    running: boolean;
    renewalYears: number;
    /** The net of the restore with its renewal years, euro cents; null when its TLD is not sold. */
    net: number | null;
    context: PriceContext;
    restoreUntil: Date | null;
    inCart: CartItemRow | undefined;
  },
): RestorableDomain {
  return {
    domain: entry.name,
    domain_utf8: toDisplayName(entry.name),
    rgp_status: facts.rgpStatus,
    restorable: facts.rgpStatus === 'redemptionPeriod' && !facts.running,
    expired_at: entry.expiresAt.toISOString(),
    restore_until: facts.restoreUntil?.toISOString() ?? null,
    renewal_years: facts.renewalYears,
    price: facts.net === null ? null : priceView(facts.net, facts.context),
    in_cart: Boolean(facts.inCart),
    cart_item_id: facts.inCart ? String(facts.inCart.id) : null,
  };
}
