import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TldGroup } from '@common/api/price.contract';
import type { Localization } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { priceKeys } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The TLDs by category with their registration price (spec §2.1 TldList). */
export function getPriceGroups(): Promise<TldGroup[]> {
  return apiClient.get<TldGroup[]>('/price/groups');
}

export function priceGroupsQueryOptions({ language, currency, country }: Pick<Localization, 'language' | 'currency' | 'country'>) {
  return queryOptions({
    queryKey: priceKeys.groups({ language, currency, country }),
    queryFn: getPriceGroups,
  });
}

export function usePriceGroups() {
  return useQuery(priceGroupsQueryOptions(useLocalization()));
}
