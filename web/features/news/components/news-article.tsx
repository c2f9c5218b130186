import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsEntry } from '@common/api/news.contract';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { NewsDate } from './news-date';
import { NewsText } from './news-text';

export function NewsArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('news.loading')}>
      <Skeleton height={34} width="60%" />
      <Skeleton height={12} width={140} />
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} />
      <Skeleton height={12} width="80%" />
    </Stack>
  );
}

/** One news item: title, date and its text as plain paragraphs. */
export function NewsArticle({ entry }: { entry: NewsEntry }) {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle mb="xs">{entry.title}</PageTitle>
      <Group gap="xs" mb="lg">
        <NewsDate iso={entry.date.date} />
        {entry.highlight && (
          <Badge size="sm" variant="filled" color="accent.8">
            {t('news.highlight')}
          </Badge>
        )}
      </Group>
      <NewsText text={entry.text} />
      <Text mt="xl">
        <Anchor component={Link} to={paths.news.getHref()}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('news.back')}
          </Group>
        </Anchor>
      </Text>
    </article>
  );
}
