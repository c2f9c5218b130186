import { Anchor, Badge, Card, Center, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useNewsList } from '../api/get-news-list';
import { newsExcerpt } from '../news-text';
import { NewsDate } from './news-date';

/** News per page of the list. */
export const NEWS_PER_PAGE = 8;

/** The link to the RSS feed of the server, in the UI language. */
export function RssLink() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <Anchor href={`/rss?lang=${language}`} type="application/rss+xml" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconRss size={16} aria-hidden />
        {t('news.rss')}
      </Group>
    </Anchor>
  );
}

interface NewsListProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The news, newest first, a page at a time. */
export function NewsList({ page, onPageChange }: NewsListProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const news = useNewsList(page, NEWS_PER_PAGE);

  if (news.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('news.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} withBorder padding="lg">
            <Skeleton height={12} width={140} mb="sm" />
            <Skeleton height={22} width="70%" mb="sm" />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="90%" />
          </Card>
        ))}
      </Stack>
    );
  }
  if (news.isError) return <Text role="alert">{errorText(news.error, language)}</Text>;

  const { items, total, per_page: perPage } = news.data;
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (items.length === 0) return <Text>{t('news.empty')}</Text>;

  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={news.isPlaceholderData || undefined}>
        {items.map((entry) => (
          <Card component="li" key={entry.id} withBorder padding="lg">
            <Group gap="xs" mb={4}>
              <NewsDate iso={entry.date.date} />
              {entry.highlight && (
                <Badge size="sm" variant="filled" color="accent.8">
                  {t('news.highlight')}
                </Badge>
              )}
            </Group>
            <Title order={2} size="h4" mb="xs">
              <Anchor component={Link} to={paths.news.getHref(entry.id)} inherit>
                {entry.title}
              </Anchor>
            </Title>
            <Text maw="45rem">{newsExcerpt(entry.text)}</Text>
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <Center component="nav" aria-label={t('news.pagination')}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPageChange}
            getItemProps={(item) => ({ 'aria-label': t('news.page', { page: item }), 'aria-current': item === page ? 'page' : undefined })}
            getControlProps={(control) => ({ 'aria-label': t(`news.control.${control}`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
