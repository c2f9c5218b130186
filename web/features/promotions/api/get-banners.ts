import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@common/api/news.contract';
import type { Localization } from '@common/api/session.contract';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The top banners valid now, unordered and unfiltered (the carousel applies spec §4). */
export function getBanners(): Promise<Banner[]> {
  return apiClient.get<Banner[]>('/news/banners');
}

export function bannersQueryOptions({ language, currency, country }: Pick<Localization, 'language' | 'currency' | 'country'>) {
  return queryOptions({
    // Under the promotions key: the banners carry promotion prices in the session's currency.
    queryKey: [...queryKeys.promotions, 'banners', language, currency, country] as const,
    queryFn: getBanners,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions(useLocalization()));
}
