import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestTld } from '@common/api/price.contract';
import type { Localization } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { priceKeys } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The 10 newest TLDs (spec §2.3), newest first. */
export function getLatestTlds(): Promise<LatestTld[]> {
  return apiClient.get<LatestTld[]>('/config/latest-tlds');
}

export function latestTldsQueryOptions({ language, currency, country }: Pick<Localization, 'language' | 'currency' | 'country'>) {
  return queryOptions({
    queryKey: priceKeys.latest({ language, currency, country }),
    queryFn: getLatestTlds,
    staleTime: 10 * 60_000,
  });
}

export function useLatestTlds() {
  return useQuery(latestTldsQueryOptions(useLocalization()));
}
