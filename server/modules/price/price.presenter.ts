import type {
  DomainCategory,
  LatestTld,
  OtherService,
  PriceList,
  PriceListEntry,
  Promo,
  PromoData,
  TldCategory,
  TldGroup,
  TldPrice,
} from '@common/api/price.contract';
import type { Language } from '@common/i18n/languages';
import { discountPercent } from '@common/money/money';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { Localization } from '@common/api/session.contract';
import { OTHER_SERVICES } from './other-services';
import type { CatalogTld, Offers, PromotionsByKind, RunningPromotion } from './price.service';

/** Category names as the TLD list and the price groups show them. */
export const CATEGORY_NAMES: Record<TldCategory, { en: string; de: string }> = {
  popular: { en: 'Popular', de: 'Beliebt' },
  europe: { en: 'Europe', de: 'Europa' },
  generic: { en: 'Classics', de: 'Klassiker' },
  business: { en: 'Business', de: 'Business' },
  tech: { en: 'Tech & web', de: 'Technik & Web' },
  creative: { en: 'Creative & personal', de: 'Kreativ & persönlich' },
  cities: { en: 'Cities & regions', de: 'Städte & Regionen' },
  international: { en: 'International', de: 'International' },
  idn: { en: 'Non-Latin scripts (IDN)', de: 'Nicht-lateinische Schriften (IDN)' },
};

/**
 * The price of one kind of order. With a promotion the view is the promotion price and carries
 * the standard price beside it; without one it is the standard price alone.
 */
export function presentTldPrice(standardNet: number, promotion: RunningPromotion | undefined, context: PriceContext): TldPrice {
  const standard = priceView(standardNet, context);
  if (!promotion) return standard;
  return {
    ...priceView(promotion.price, context),
    promotion: true,
    standard,
    promotion_details: {
      ends_at: promotion.endsAt.toISOString(),
      discount_percent: discountPercent(standardNet, promotion.price),
      text: promotion.text[context.language],
    },
  };
}

export function presentPriceListEntry(tld: CatalogTld, promotions: PromotionsByKind, context: PriceContext): PriceListEntry {
  const entry: PriceListEntry = {
    tld: tld.tld,
    tld_utf8: tld.tldUtf8,
    categories: tld.categories,
    privacy: tld.privacy,
    mailbox: tld.mailbox,
    dnssec: tld.dnssec,
    registration: presentTldPrice(tld.net.registration, promotions.registration, context),
    renewal: presentTldPrice(tld.net.renewal, promotions.renewal, context),
    transfer: presentTldPrice(tld.net.transfer, promotions.transfer, context),
    rgp: priceView(tld.net.rgp, context),
  };
  if (tld.trade !== null) entry.trade = priceView(tld.trade, context);
  if (tld.trustee !== null) entry.trustee = priceView(tld.trustee, context);
  if (tld.transferAuthinfo2) entry.transfer_authinfo2 = true;
  if (tld.transferQuarantine) entry.transfer_quarantine = true;
  return entry;
}

export function presentPromoData(promotion: RunningPromotion, tld: CatalogTld, context: PriceContext): PromoData {
  const standardNet = tld.net[promotion.kind];
  return {
    price: priceView(promotion.price, context),
    retail_price: priceView(standardNet, context),
    regular_price: priceView(tld.net.renewal, context),
    discount_percent: discountPercent(standardNet, promotion.price),
    start_date: { date: promotion.startsAt.toISOString() },
    end_date: { date: promotion.endsAt.toISOString() },
    text: promotion.text[context.language],
  };
}

export function presentPromo(promotion: RunningPromotion, tld: CatalogTld, context: PriceContext): Promo {
  return {
    id: promotion.id,
    tld: tld.tld,
    tld_utf8: tld.tldUtf8,
    logo_path: tld.logoPath,
    promo_type: promotion.kind,
    frontpage: promotion.frontpage,
    promo_data: presentPromoData(promotion, tld, context),
  };
}

export function presentOtherServices(context: PriceContext): OtherService[] {
  return OTHER_SERVICES.map((service) => ({
    id: service.id,
    name: service.name[context.language],
    description: service.description[context.language],
    period: 'year',
    price: priceView(service.net, context),
  }));
}

export function presentTldGroup(
  category: TldCategory,
  tlds: CatalogTld[],
  promotionsOf: (tld: string) => PromotionsByKind,
  context: PriceContext,
): TldGroup {
  return {
    category,
    name: CATEGORY_NAMES[category][context.language],
    tlds: tlds.map((tld) => ({
      tld: tld.tld,
      tld_utf8: tld.tldUtf8,
      registration: presentTldPrice(tld.net.registration, promotionsOf(tld.tld).registration, context),
    })),
  };
}

export function presentLatestTld(tld: CatalogTld, promotions: PromotionsByKind, context: PriceContext): LatestTld {
  return {
    tld: tld.tld,
    tld_utf8: tld.tldUtf8,
    launched_on: tld.launchedOn,
    registration: presentTldPrice(tld.net.registration, promotions.registration, context),
  };
}

export function presentDomainCategory(category: TldCategory, tlds: CatalogTld[], language: Language): DomainCategory {
  return { category, name: CATEGORY_NAMES[category][language], tlds: tlds.map((tld) => ({ tld: tld.tld, tld_utf8: tld.tldUtf8 })) };
}

export function presentPriceList(
  offers: Offers,
  context: PriceContext,
  localization: Pick<Localization, 'vat_rate' | 'business_customer'>,
  /** The operator's VAT ID (OPERATOR_VAT_ID), as on the invoices. */
  vatId: string,
): PriceList {
  return {
    prices: offers.tlds.map((tld) => presentPriceListEntry(tld, offers.promotionsOf(tld.tld), context)),
    promos: presentPromos(offers, context),
    other_services: presentOtherServices(context),
    vat_id: vatId,
    vat_rate: localization.vat_rate,
    business_customer: localization.business_customer,
  };
}

/** The applying promotions in list order, at most `limit`. */
export function presentPromos(offers: Offers, context: PriceContext, limit = Infinity): Promo[] {
  return offers.promotions.slice(0, limit).flatMap((promotion) => {
    const tld = offers.byTld.get(promotion.tld);
    return tld ? [presentPromo(promotion, tld, context)] : [];
  });
}
