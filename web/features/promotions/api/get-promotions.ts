import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPromotions } from '@web/lib/api/price-api';
import { queryKeys, type PriceLocalization } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The running promotions, front-page ones first, at most 29 (spec §9). */
export function promotionsQueryOptions({ language, currency, country }: PriceLocalization) {
  return queryOptions({
    // Texts and prices follow the session's language, currency and country (VAT).
    queryKey: [...queryKeys.promotions, 'list', language, currency, country] as const,
    queryFn: getPromotions,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useLocalization()));
}
