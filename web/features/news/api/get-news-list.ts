import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsPage } from '@common/api/news.contract';
import type { Language } from '@common/i18n/languages';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';

/** One page of the news; logged-in users also get the customer news. */
export function getNewsList(page: number, perPage: number): Promise<NewsPage> {
  return apiClient.get<NewsPage>('/news/list', { page, per_page: perPage });
}

export function newsListQueryOptions(language: Language, userId: number | null, page: number, perPage: number) {
  return queryOptions({
    // The texts are in the session language; who is logged in decides which news there are.
    queryKey: [...queryKeys.news, 'list', language, userId, page, perPage] as const,
    queryFn: () => getNewsList(page, perPage),
  });
}

export function useNewsList(page: number, perPage: number) {
  const { language } = useLocalization();
  const userId = useUser()?.id ?? null;
  return useQuery({ ...newsListQueryOptions(language, userId, page, perPage), placeholderData: keepPreviousData });
}
