/** The price calls that more than one feature makes: the prices pages, the mailboxes, the promotions and the dashboard. */
import { queryOptions } from '@tanstack/react-query';
import type { PriceList, Promo } from '@common/api/price.contract';
import { apiClient } from '../api-client';
import { priceKeys, type PriceLocalization } from '../query-keys';

/** `GET /price/list`: the price list of all TLDs, or of one (`tld`, A- or U-label). */
export function getPriceList(tld?: string): Promise<PriceList> {
  return apiClient.get<PriceList>('/price/list', { tld });
}

/** The price list in the session's localization; the whole list is one entry the mailbox prices share. */
export function priceListQueryOptions(localization: PriceLocalization, tld?: string) {
  return queryOptions({ queryKey: priceKeys.list(localization, tld), queryFn: () => getPriceList(tld) });
}

/** `GET /price/promos`: the running promotions, front-page ones first, at most 29 (spec §9). */
export function getPromotions(): Promise<Promo[]> {
  return apiClient.get<Promo[]>('/price/promos');
}
