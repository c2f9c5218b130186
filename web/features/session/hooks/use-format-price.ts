import { useCallback } from 'react';
import type { Money } from '@common/money/money';
import { formatPrice } from '@web/lib/format-price';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { useLocalization } from './use-session';

/** `formatPrice` bound to the session's language and currency and the shop's exchange rates. */
export function useFormatPrice(): (money: Money) => string {
  const { language, currency } = useLocalization();
  const rates = useAppSettings().data?.exchange_rates;
  return useCallback((money: Money) => formatPrice(money, { language, currency, rates }), [language, currency, rates]);
}
