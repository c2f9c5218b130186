import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ads } from '@common/api/news.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The system-bar and countdown entries (spec §3 "Ads"); texts come in both languages. */
export function getAds(): Promise<Ads> {
  return apiClient.get<Ads>('/news/ads');
}

export function adsQueryOptions() {
  return queryOptions({
    // Under the news key: a settings change on the home page refreshes it with the news.
    queryKey: [...queryKeys.news, 'ads'] as const,
    queryFn: getAds,
    staleTime: 5 * 60_000,
  });
}

export function useAds() {
  return useQuery(adsQueryOptions());
}
