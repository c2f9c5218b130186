import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceList } from '@common/api/price.contract';
import type { Localization } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The price list of all TLDs, or of one (`tld`, A- or U-label). */
export function getPriceList(tld?: string): Promise<PriceList> {
  return apiClient.get<PriceList>('/price/list', { tld });
}

export function priceListQueryOptions(
  { language, currency, country }: Pick<Localization, 'language' | 'currency' | 'country'>,
  tld?: string,
) {
  return queryOptions({
    // Prices follow the session's currency and home country (VAT), texts its language.
    queryKey: [...queryKeys.priceList, 'list', language, currency, country, tld ?? '*'] as const,
    queryFn: () => getPriceList(tld),
  });
}

export function usePriceList(tld?: string) {
  return useQuery(priceListQueryOptions(useLocalization(), tld));
}
