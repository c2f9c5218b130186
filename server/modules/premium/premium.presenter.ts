import type { PremiumExpiringItem, PremiumExpiringList } from '@common/api/premium.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { PremiumExpiringEntry, PremiumExpiringResult } from './premium.service';

/** The fields of a premium or expiring name that leave the server, priced for the session. */
export function presentPremiumExpiringItem(entry: PremiumExpiringEntry, context: PriceContext): PremiumExpiringItem {
  const expiring = entry.kind === 'expiring';
  return {
    kind: entry.kind,
    domain: entry.name,
    domain_utf8: toDisplayName(entry.name),
    tld: entry.name.slice(entry.name.lastIndexOf('.') + 1),
    price: priceView(entry.register, context),
    renewal: priceView(entry.renew, context),
    release_at: expiring ? entry.releaseAt.toISOString() : null,
    registry_status: expiring ? (entry.rgpStatus === 'pendingDelete' ? 'pending-delete' : 'redemption') : null,
    available: !expiring,
    in_cart: entry.inCart,
  };
}

export function presentPremiumExpiringList(
  result: PremiumExpiringResult,
  kind: 'all' | 'premium' | 'expiring',
  page: number,
  perPage: number,
  context: PriceContext,
): PremiumExpiringList {
  const total = (kind === 'expiring' ? 0 : result.premiumTotal) + (kind === 'premium' ? 0 : result.expiringTotal);
  return {
    items: result.entries.map((entry) => presentPremiumExpiringItem(entry, context)),
    total,
    premium_total: result.premiumTotal,
    expiring_total: result.expiringTotal,
    page,
    per_page: perPage,
  };
}
