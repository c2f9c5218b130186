import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsPage } from '@common/api/news.contract';
import { apiClient } from '@web/lib/api-client';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { dashboardKeys } from '../dashboard-keys';

export function getLoginNews(perPage: number): Promise<NewsPage> {
  return apiClient.get<NewsPage>('/news/login', { page: 1, per_page: perPage });
}

/** The customer news (GET /news/login), in the session language. */
export function useLoginNews(perPage: number) {
  const { language } = useLocalization();
  return useQuery(queryOptions({ queryKey: dashboardKeys.loginNews(language, perPage), queryFn: () => getLoginNews(perPage) }));
}
