import { useQuery } from '@tanstack/react-query';
import { priceListQueryOptions } from '@web/lib/api/price-api';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The price list of all TLDs, or of one (`tld`, A- or U-label), in the session's currency and home country. */
export function usePriceList(tld?: string) {
  return useQuery(priceListQueryOptions(useLocalization(), tld));
}
