import { convert, formatMoney, type ExchangeRates, type Money } from '@common/money/money';
import type { Currency } from '@common/money/currency';
import type { Language } from '@common/i18n/languages';

export interface PriceDisplay {
  language: Language;
  /** The currency the visitor chose for display. */
  currency: Currency;
  /** Units of each currency per euro; without them a price is shown in its own currency. */
  rates: ExchangeRates | undefined;
}

/**
 * A price as the visitor wants to read it: converted to the chosen currency and formatted in the
 * UI language (spec §9). Without exchange rates the amount keeps its own currency rather than
 * showing a wrong number. Components use `useFormatPrice` (web/features/session/hooks/use-format-price.ts),
 * which binds it to the session's language and currency and the shop's exchange rates.
 */
export function formatPrice(money: Money, display: PriceDisplay): string {
  const shown = display.rates ? convert(money, display.currency, display.rates) : money;
  return formatMoney(shown, display.language);
}
