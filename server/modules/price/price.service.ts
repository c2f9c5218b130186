import { TLD_CATEGORIES, type PromotionKind, type TldCategory } from '@common/api/price.contract';
import type { Localization } from '@common/api/session.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import type { Language } from '@common/i18n/languages';
import type { PriceContext } from '@common/money/price-view';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { PromotionRepository, PromotionRow } from './promotion.repository';
import type { TldCatalogRepository, TldRow } from './tld-catalog.repository';

/** Net prices in euro cents of one year, as kept in the catalogue. */
export interface NetPrices {
  registration: number;
  renewal: number;
  transfer: number;
  rgp: number;
}

/** A TLD on sale, with its net prices and services. */
export interface CatalogTld {
  tld: string;
  tldUtf8: string;
  categories: TldCategory[];
  privacy: boolean;
  mailbox: boolean;
  dnssec: boolean;
  net: NetPrices;
  trade: number | null;
  trustee: number | null;
  transferAuthinfo2: boolean;
  transferQuarantine: boolean;
  logoPath: string | null;
  launchedOn: string;
}

/** A promotion running now that applies: its TLD is on sale and its price is below the standard one. */
export interface RunningPromotion {
  id: number;
  tld: string;
  kind: PromotionKind;
  /** Net euro cents for the first year. */
  price: number;
  startsAt: Date;
  endsAt: Date;
  text: Record<Language, string>;
  frontpage: boolean;
  sort: number;
}

export type PromotionsByKind = Partial<Record<PromotionKind, RunningPromotion>>;

/** The TLDs and the promotions that apply to them at one moment. */
export interface Offers {
  tlds: CatalogTld[];
  byTld: Map<string, CatalogTld>;
  /** The one applying promotion per TLD and kind. */
  promotionsOf(tld: string): PromotionsByKind;
  /** Every applying promotion, in the order of the promotion lists. */
  promotions: RunningPromotion[];
}

/** spec §9: the front-page promotion list is capped at 29. */
export const PROMOTIONS_LIST_MAX = 29;
export const LATEST_TLDS_COUNT = 10;

// The catalogue changes a few times a year; a minute keeps the price list off the database on
// every request while an operator's change still shows within a minute. Promotions are read
// on each request, since they start and end by the minute.
const CACHE_MS = 60_000;

function toCatalogTld(row: TldRow): CatalogTld {
  return {
    tld: row.tld,
    tldUtf8: toDisplayName(row.tld),
    categories: TLD_CATEGORIES.filter((category) => row.categories.includes(category)),
    privacy: row.privacy,
    mailbox: row.mailbox,
    dnssec: row.dnssec,
    net: { registration: row.registerPrice, renewal: row.renewPrice, transfer: row.transferPrice, rgp: row.restorePrice },
    trade: row.tradePrice,
    trustee: row.trusteePrice,
    transferAuthinfo2: row.transferAuthinfo2,
    transferQuarantine: row.transferQuarantine,
    logoPath: row.logoPath,
    launchedOn: row.launchedOn,
  };
}

/** The standard net price a promotion of this kind undercuts. */
export function standardNet(tld: CatalogTld, kind: PromotionKind): number {
  return tld.net[kind];
}

/** Order of the promotion lists: front-page ones first, then by the editors' sort, ending soonest first. */
function promotionOrder(a: RunningPromotion, b: RunningPromotion): number {
  return (
    Number(b.frontpage) - Number(a.frontpage) ||
    a.sort - b.sort ||
    a.endsAt.getTime() - b.endsAt.getTime() ||
    a.tld.localeCompare(b.tld) ||
    a.id - b.id
  );
}

/**
 * The A-label of a TLD as a user may type it (".DE", "рф", "xn--p1ai"), or null when it cannot
 * be one.
 */
export function normalizeTld(input: string): string | null {
  const bare = input.trim().replace(/^\./, '');
  if (bare === '' || bare.includes('.')) return null;
  const parsed = parseDomainName(`example.${bare}`);
  return parsed.ok ? parsed.tld : null;
}

export function createPriceService(deps: {
  tlds: TldCatalogRepository;
  promotions: PromotionRepository;
  referenceData: ReferenceDataService;
  clock: Clock;
}) {
  const { referenceData, clock } = deps;
  let cached: { list: CatalogTld[]; byTld: Map<string, CatalogTld>; at: number } | undefined;
  let loading: Promise<CatalogTld[]> | undefined;

  async function catalog(): Promise<{ list: CatalogTld[]; byTld: Map<string, CatalogTld> }> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < CACHE_MS) return cached;
    loading ??= deps.tlds
      .listActive()
      .then((rows) => rows.map(toCatalogTld))
      .finally(() => {
        loading = undefined;
      });
    const list = await loading;
    cached = { list, byTld: new Map(list.map((tld) => [tld.tld, tld])), at: now };
    return cached;
  }

  /**
   * The promotions that apply now: their TLD is on sale and they undercut the standard price.
   * When editors let two overlap for the same TLD and kind, the cheaper one wins.
   */
  async function offers(only?: CatalogTld): Promise<Offers> {
    const [{ list, byTld }, rows] = await Promise.all([catalog(), deps.promotions.listRunning(clock.now())]);
    const best = new Map<string, RunningPromotion>();
    for (const row of rows) {
      const tld = byTld.get(row.tld);
      if (!tld || (only && only.tld !== tld.tld) || row.price >= standardNet(tld, row.kind)) continue;
      const key = `${row.tld}:${row.kind}`;
      const known = best.get(key);
      if (!known || row.price < known.price) best.set(key, toRunningPromotion(row));
    }
    const promotions = [...best.values()].sort(promotionOrder);
    const tlds = only ? [only] : list;
    return {
      tlds,
      byTld,
      promotions,
      promotionsOf(tld) {
        const found: PromotionsByKind = {};
        for (const kind of ['registration', 'renewal', 'transfer'] as const) {
          const promotion = best.get(`${tld}:${kind}`);
          if (promotion) found[kind] = promotion;
        }
        return found;
      },
    };
  }

  return {
    /** The active TLDs, alphabetically by A-label. */
    async catalog(): Promise<CatalogTld[]> {
      return (await catalog()).list;
    },

    /** The TLD on sale that the user named, or 400 (not a TLD at all) / 404 (not on sale). */
    async resolveTld(input: string): Promise<CatalogTld> {
      const ascii = normalizeTld(input);
      if (!ascii) throw AppError.badRequest('tld');
      const tld = (await catalog()).byTld.get(ascii);
      if (!tld) throw AppError.notFound();
      return tld;
    },

    offers,

    /** How prices are shown for a localization: its language, currency and VAT rate. */
    async pricing(localization: Pick<Localization, 'language' | 'currency' | 'vat_rate'>): Promise<PriceContext> {
      const { exchangeRates } = await referenceData.get();
      return { language: localization.language, currency: localization.currency, vatRate: localization.vat_rate, rates: exchangeRates };
    },

    /** The TLDs most recently put on sale, newest first. */
    async latest(count = LATEST_TLDS_COUNT): Promise<CatalogTld[]> {
      const { list } = await catalog();
      return [...list].sort((a, b) => b.launchedOn.localeCompare(a.launchedOn) || a.tld.localeCompare(b.tld)).slice(0, count);
    },

    /** The TLDs of each category, in category order; empty categories are left out. */
    async byCategory(): Promise<{ category: TldCategory; tlds: CatalogTld[] }[]> {
      const { list } = await catalog();
      return TLD_CATEGORIES.map((category) => ({ category, tlds: list.filter((tld) => tld.categories.includes(category)) })).filter(
        (group) => group.tlds.length > 0,
      );
    },

    /**
     * The promotion a banner of the TLD advertises: its registration promotion, else a transfer
     * one, else a renewal one.
     */
    async bannerPromotions(): Promise<{ offers: Offers; byTld: Map<string, RunningPromotion> }> {
      const current = await offers();
      const byTld = new Map<string, RunningPromotion>();
      for (const tld of new Set(current.promotions.map((promotion) => promotion.tld))) {
        const own = current.promotionsOf(tld);
        const chosen = own.registration ?? own.transfer ?? own.renewal;
        if (chosen) byTld.set(tld, chosen);
      }
      return { offers: current, byTld };
    },

    invalidate() {
      cached = undefined;
    },
  };
}

function toRunningPromotion(row: PromotionRow): RunningPromotion {
  return {
    id: row.id,
    tld: row.tld,
    kind: row.kind,
    price: row.price,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    text: { en: row.textEn, de: row.textDe },
    frontpage: row.frontpage,
    sort: row.sort,
  };
}

export type PriceService = ReturnType<typeof createPriceService>;
