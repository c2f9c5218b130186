import { DROP_LIST_DAYS, type PremiumExpiringQuery } from '@common/api/premium.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { PremiumName, RegistryGateway, ReleasingName } from '../../registry/registry-gateway';
import type { CartRepository } from '../cart/cart.repository';
import { normalizeTld, type Offers, type PriceService } from '../price/price.service';
import type { SessionContext } from '../session/session.service';
import { DAY_MS } from '@common/time/durations';

/** One entry of the list before it is priced for a session: net euro cents. */
export type PremiumExpiringEntry =
  | { kind: 'premium'; name: string; register: number; renew: number; inCart: boolean }
  | {
      kind: 'expiring';
      name: string;
      register: number;
      renew: number;
      inCart: boolean;
      releaseAt: Date;
      rgpStatus: ReleasingName['rgpStatus'];
    };

export interface PremiumExpiringResult {
  entries: PremiumExpiringEntry[];
  premiumTotal: number;
  expiringTotal: number;
}

/**
 * Premium names and the drop list (decision 025), both from the registry through the gateway,
 * for the TLDs the shop sells. `kind: all` is one list: the premium names, then the drop list.
 */
export function createPremiumService(deps: { registry: RegistryGateway; prices: PriceService; carts: CartRepository; clock: Clock }) {
  const { registry, prices, carts, clock } = deps;

  function tldsOf(tld: string | undefined, offers: Offers): string[] {
    if (tld === undefined) return [...offers.byTld.keys()];
    const normalized = normalizeTld(tld);
    if (!normalized || !offers.byTld.has(normalized)) throw new AppError(ErrorCode.UnknownTld, 400, { field: 'tld' });
    return [normalized];
  }

  /** The names in the register section of the session's cart; none for a visitor without one. */
  async function namesInCart(session: SessionContext | null): Promise<Set<string>> {
    if (!session) return new Set();
    const cartId = session.user ? await carts.findUserCart(session.user.id) : session.cartId;
    if (cartId === null) return new Set();
    const rows = await carts.listItems(cartId);
    return new Set(rows.filter((row) => row.section === 'register' && row.type === 'Domain').map((row) => row.domain));
  }

  return {
    async list(
      session: SessionContext | null,
      query: Pick<PremiumExpiringQuery, 'kind' | 'tld' | 'page' | 'per_page'>,
    ): Promise<PremiumExpiringResult> {
      const offers = await prices.offers();
      const tlds = tldsOf(query.tld, offers);
      const offset = (query.page - 1) * query.per_page;
      const now = clock.now();

      let premium: { names: PremiumName[]; total: number } = { names: [], total: 0 };
      if (query.kind !== 'expiring') premium = await registry.premiumNames({ tlds, limit: query.per_page, offset });
      let releasing: { names: ReleasingName[]; total: number } = { names: [], total: 0 };
      if (query.kind !== 'premium') {
        // In the combined list the drop list starts where the premium names end.
        const start = query.kind === 'all' ? Math.max(0, offset - premium.total) : offset;
        const room = query.per_page - premium.names.length;
        releasing = await registry.releasing({
          tlds,
          before: new Date(now.getTime() + DROP_LIST_DAYS * DAY_MS),
          limit: room,
          offset: start,
        });
      }

      const inCart = await namesInCart(session);
      const tldOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
      // A released name is an ordinary registration: the shop's price, with a running promotion.
      const standard = (name: string) => {
        const tld = offers.byTld.get(tldOf(name))!;
        return { register: offers.promotionsOf(tld.tld).registration?.price ?? tld.net.registration, renew: tld.net.renewal };
      };
      const entries: PremiumExpiringEntry[] = [
        ...premium.names.map((entry): PremiumExpiringEntry => ({
          kind: 'premium',
          name: entry.name,
          register: entry.registerPrice,
          renew: entry.renewPrice,
          inCart: inCart.has(entry.name),
        })),
        ...releasing.names
          .filter((entry) => offers.byTld.has(tldOf(entry.name)))
          .map((entry): PremiumExpiringEntry => ({
            kind: 'expiring',
            name: entry.name,
            ...standard(entry.name),
            inCart: inCart.has(entry.name),
            releaseAt: entry.releaseAt,
            rgpStatus: entry.rgpStatus,
          })),
      ];
      return { entries, premiumTotal: premium.total, expiringTotal: releasing.total };
    },
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
