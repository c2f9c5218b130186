import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage, ContentSlug } from '@common/api/content.contract';
import type { Language } from '@common/i18n/languages';
import { apiClient } from '@web/lib/api-client';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** A content page in the session language, as sanitised HTML (docs/decisions/046-content-pages.md). */
export function getContentPage(slug: ContentSlug): Promise<ContentPage> {
  return apiClient.get<ContentPage>(`/content/page/${slug}`);
}

export function contentPageQueryOptions(language: Language, slug: ContentSlug) {
  return queryOptions({
    queryKey: ['content', 'page', language, slug] as const,
    queryFn: () => getContentPage(slug),
    // Texts change rarely; a page read once is shown again at once and refreshed in the background.
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(slug: ContentSlug) {
  const { language } = useLocalization();
  return useQuery(contentPageQueryOptions(language, slug));
}
