import type { PriceListEntry, TldCategory, TldPrice } from '@common/api/price.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import type { Money } from '@common/money/money';
import { formatVatRate } from '@common/money/money';
import type { PriceView } from '@common/money/price-view';
import { formatDate } from '@web/lib/format-date';

/** The kinds of order the price list shows per TLD, in column order. */
export const PRICE_KINDS = ['registration', 'renewal', 'transfer', 'rgp'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export const money = (view: PriceView): Money => ({ amount: view.total, currency: view.currency });

/** True when a promotion runs for any kind of order of the TLD. */
export function hasPromotion(entry: PriceListEntry): boolean {
  return entry.registration.promotion === true || entry.renewal.promotion === true || entry.transfer.promotion === true;
}

export interface PriceFilter {
  /** What the visitor typed: part of an ending, with or without the dot. */
  query: string;
  category: TldCategory | null;
  promotionsOnly: boolean;
}

/** Lower case, without spaces and leading dots. */
export function normalizeTldQuery(query: string): string {
  return query.trim().toLowerCase().replace(/^\.+/, '');
}

/** The entries that match the search text, the category and the promotions-only switch. */
export function filterPrices(entries: readonly PriceListEntry[], filter: PriceFilter): PriceListEntry[] {
  const query = normalizeTldQuery(filter.query);
  return entries.filter(
    (entry) =>
      (!filter.promotionsOnly || hasPromotion(entry)) &&
      (filter.category === null || entry.categories.includes(filter.category)) &&
      (query === '' || entry.tld.includes(query) || entry.tld_utf8.toLowerCase().includes(query)),
  );
}

export interface PriceDescription {
  /** The price to pay now (the promotion price while one runs). */
  current: string;
  /** A total of 0: the order costs nothing (free transfers). */
  free: boolean;
  /** While a promotion runs: the standard price, the saving and the end. */
  promotion: { standard: string; discountPercent: number; endsAt: string; text: string } | null;
}

/** What a price cell says, with `format` turning an amount into text (currency, language). */
export function describePrice(view: TldPrice | PriceView, format: (amount: Money) => string): PriceDescription {
  const price = view as TldPrice;
  return {
    current: format(money(view)),
    free: view.total === 0,
    promotion:
      price.promotion && price.standard && price.promotion_details
        ? {
            standard: format(money(price.standard)),
            discountPercent: price.promotion_details.discount_percent,
            endsAt: price.promotion_details.ends_at,
            text: price.promotion_details.text,
          }
        : null,
  };
}

/** A country's name in the UI language (falls back to the code). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export type VatNote =
  { key: 'prices.vat.included'; values: { rate: string; country: string } } | { key: 'prices.vat.none'; values: { country: string } };

/** The VAT sentence under the prices: "incl. 19% VAT for Germany", or no VAT for a rate of 0. */
export function vatNote(vatRate: number, country: string, language: Language): VatNote {
  const name = countryName(country, language);
  if (vatRate > 0) return { key: 'prices.vat.included', values: { rate: formatVatRate(vatRate, language), country: name } };
  return { key: 'prices.vat.none', values: { country: name } };
}

/** The end of a promotion as a day; read in UTC, the day the shop set (promotions end 23:59:59 UTC). */
export function formatEndDate(iso: string, language: Language): string {
  return formatDate(iso, language);
}
