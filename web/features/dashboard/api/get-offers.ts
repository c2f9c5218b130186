import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPromotions } from '@web/lib/api/price-api';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { dashboardKeys } from '../dashboard-keys';

/** The running promotions (GET /price/promos), priced in the session's currency and country. */
export function useOffers() {
  return useQuery(queryOptions({ queryKey: dashboardKeys.offers(useLocalization()), queryFn: getPromotions }));
}
