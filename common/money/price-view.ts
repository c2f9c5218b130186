import { z } from 'zod';
import { CURRENCIES, type Currency } from './currency';
import type { Language } from '../i18n/languages';
import { formatMoney, lineIn, type ExchangeRates } from './money';

/**
 * A price as the client shows it (spec §3 price list entry): `retail` is the net amount and
 * `total` the amount with VAT, both in minor units of `currency`; `display_total` is `total`
 * formatted for the language.
 */
export const priceViewSchema = z.object({
  total: z.number().int(),
  retail: z.number().int(),
  vat: z.number().int(),
  display_total: z.string(),
  currency: z.enum(CURRENCIES),
});
export type PriceView = z.infer<typeof priceViewSchema>;

export interface PriceContext {
  language: Language;
  currency: Currency;
  /** 0.19 for 19 %; 0 for reverse charge or countries without VAT. */
  vatRate: number;
  rates: ExchangeRates;
}

/** The view of a net price kept in euro cents, converted to the display currency, with VAT. */
export function priceView(netEuroCents: number, context: PriceContext): PriceView {
  const {
    net: retail,
    vat,
    gross: total,
  } = lineIn({ amount: netEuroCents, currency: 'EUR' }, context.currency, context.vatRate, context.rates);
  return {
    total,
    retail,
    vat,
    display_total: formatMoney({ amount: total, currency: context.currency }, context.language),
    currency: context.currency,
  };
}
