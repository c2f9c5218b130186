import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promo } from '@common/api/price.contract';
import { apiClient } from '@web/lib/api-client';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { dashboardKeys } from '../dashboard-keys';

export function getOffers(): Promise<Promo[]> {
  return apiClient.get<Promo[]>('/price/promos');
}

/** The running promotions (GET /price/promos), priced in the session's currency and country. */
export function useOffers() {
  return useQuery(queryOptions({ queryKey: dashboardKeys.offers(useLocalization()), queryFn: getOffers }));
}
