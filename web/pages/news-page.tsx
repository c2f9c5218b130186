import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { useNewsItem } from '@web/features/news/api/get-news-item';
import { NewsArticle, NewsArticleSkeleton } from '@web/features/news/components/news-article';
import { NewsList, RssLink } from '@web/features/news/components/news-list';
import { newsIdFromParam, pageFromSearch } from '@web/features/news/news-text';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { NotFoundPage } from './not-found-page';

function NewsItemView({ id }: { id: number }) {
  const { language } = useLocalization();
  const item = useNewsItem(id);
  if (item.isPending) return <NewsArticleSkeleton />;
  if (item.isError) {
    if (isApiRequestError(item.error) && item.error.httpStatus === 404) return <NotFoundPage />;
    return <Text role="alert">{errorText(item.error, language)}</Text>;
  }
  return <NewsArticle entry={item.data} />;
}

function NewsListView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  return (
    <>
      <Group justify="space-between" align="baseline" wrap="wrap" mb="md">
        <PageTitle mb={0}>{t('pages.news.title')}</PageTitle>
        <RssLink />
      </Group>
      <NewsList page={page} onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
    </>
  );
}

/** News (spec §2.1 `/news/:id?`): the list with paging, or one item; an unknown id is the page-not-found screen. */
export function NewsPage() {
  const { id } = useParams();
  if (id === undefined) return <NewsListView />;
  const newsId = newsIdFromParam(id);
  if (newsId === null) return <NotFoundPage />;
  return <NewsItemView id={newsId} />;
}
