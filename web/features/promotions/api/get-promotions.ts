import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promo } from '@common/api/price.contract';
import type { Localization } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The running promotions, front-page ones first, at most 29 (spec §9). */
export function getPromotions(): Promise<Promo[]> {
  return apiClient.get<Promo[]>('/price/promos');
}

type PriceLocalization = Pick<Localization, 'language' | 'currency' | 'country'>;

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
