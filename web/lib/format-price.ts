import { useCallback } from 'react';
import { convert, formatMoney, type ExchangeRates, type Money } from '@common/money/money';
import type { Currency } from '@common/money/currency';
import type { Language } from '@common/i18n/languages';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useAppSettings } from '@web/features/config/api/get-app-settings';

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
 * showing a wrong number.
 */
export function formatPrice(money: Money, display: PriceDisplay): string {
  const shown = display.rates ? convert(money, display.currency, display.rates) : money;
  return formatMoney(shown, display.language);
}

/** `formatPrice` bound to the session's language and currency and the shop's exchange rates. */
export function useFormatPrice(): (money: Money) => string {
  const { language, currency } = useLocalization();
  const rates = useAppSettings().data?.exchange_rates;
  return useCallback((money: Money) => formatPrice(money, { language, currency, rates }), [language, currency, rates]);
}
