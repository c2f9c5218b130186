import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsEntry } from '@common/api/news.contract';
import type { Language } from '@common/i18n/languages';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';

export function getNewsItem(id: number): Promise<NewsEntry> {
  return apiClient.get<NewsEntry>(`/news/item/${id}`);
}

export function newsItemQueryOptions(language: Language, userId: number | null, id: number) {
  return queryOptions({
    queryKey: [...queryKeys.news, 'item', language, userId, id] as const,
    queryFn: () => getNewsItem(id),
  });
}

export function useNewsItem(id: number) {
  const { language } = useLocalization();
  const userId = useUser()?.id ?? null;
  return useQuery(newsItemQueryOptions(language, userId, id));
}
