import type { Currency } from './currency';
import { LOCALES, type Language } from '../i18n/languages';

/** An amount in integer minor units (cents) of a currency. Never a float (conventions §3). */
export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * Exchange rates as units of each currency for one euro, e.g. `{ EUR: 1, USD: 1.08, GBP: 0.85 }`.
 * Prices are kept in EUR and converted for display.
 */
export type ExchangeRates = Record<Currency, number>;

/** Rounds half away from zero, the commercial rounding of invoices. */
export function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function convert(money: Money, to: Currency, rates: ExchangeRates): Money {
  if (money.currency === to) return money;
  const inEuro = money.amount / rates[money.currency];
  return { amount: roundHalfUp(inEuro * rates[to]), currency: to };
}

/** The VAT on a net amount at a rate such as 0.19, rounded to the minor unit. */
export function vatOf(net: number, rate: number): number {
  return roundHalfUp(net * rate);
}

/** A line's figures in one currency: net, the VAT on that net, and their sum. */
export interface LineAmounts {
  net: number;
  vat: number;
  gross: number;
}

/**
 * A net amount converted to `to`, with the VAT computed on the converted net (never a converted
 * gross): how the cart, the price list, the checkout quote and the checkout's approximate figures
 * in another currency price a line, so that they agree to the cent.
 */
export function lineIn(net: Money, to: Currency, vatRate: number, rates: ExchangeRates): LineAmounts {
  const converted = convert(net, to, rates).amount;
  const vat = vatOf(converted, vatRate);
  return { net: converted, vat, gross: converted + vat };
}

/**
 * Lines priced by `lineIn` and their totals, the sums of the lines (a total is never converted
 * or taxed as a whole: per-line rounding would then differ from the lines shown).
 */
export function linesIn(
  nets: readonly Money[],
  to: Currency,
  vatRate: number,
  rates: ExchangeRates,
): LineAmounts & { lines: LineAmounts[] } {
  const lines = nets.map((net) => lineIn(net, to, vatRate, rates));
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return { lines, net, vat, gross: net + vat };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units as spec §9 asks: en-US or de-DE, two decimals, the symbol before the
 * amount in English and after it in German ("€1,234.50", "1.234,50 €").
 */
export function formatMoney(money: Money, language: Language): string {
  const key = `${language}:${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amount / 100);
}

/** The discount in whole percent of a promotion price against the retail price (spec §9). */
export function discountPercent(retail: number, price: number): number {
  if (retail <= 0 || price >= retail) return 0;
  return Math.round(((retail - price) / retail) * 100);
}

/** A VAT rate such as 0.19 as the percentage shown in the cart ("19%", "19 %"). */
export function formatVatRate(rate: number, language: Language): string {
  const percent = Math.round(rate * 10000) / 100;
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(percent) + (language === 'de' ? ' %' : '%');
}
