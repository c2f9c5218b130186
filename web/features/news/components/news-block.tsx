import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useNewsList } from '../api/get-news-list';
import { NewsDate } from './news-date';

/** How many news the home page shows. */
export const HOME_NEWS_COUNT = 4;

/** The home page's news (spec §2.4): title and date of the latest, and a link to all news. */
export function NewsBlock() {
  const { t } = useTranslation();
  const news = useNewsList(1, HOME_NEWS_COUNT);

  let body;
  if (news.isPending) {
    body = (
      <Stack gap="md" role="status" aria-label={t('news.loading')}>
        {Array.from({ length: HOME_NEWS_COUNT }, (_, index) => (
          <div key={index}>
            <Skeleton height={12} width={120} mb={6} />
            <Skeleton height={16} width="80%" />
          </div>
        ))}
      </Stack>
    );
  } else if (news.isError) {
    body = <Text role="alert">{t('errors.text')}</Text>;
  } else if (news.data.items.length === 0) {
    body = <Text>{t('news.empty')}</Text>;
  } else {
    body = (
      <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {news.data.items.map((entry) => (
          <li key={entry.id}>
            <Group gap="xs">
              <NewsDate iso={entry.date.date} />
              {entry.highlight && (
                <Badge size="sm" variant="filled" color="accent.8">
                  {t('news.highlight')}
                </Badge>
              )}
            </Group>
            <Anchor component={Link} to={paths.news.getHref(entry.id)} fw={600}>
              {entry.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="home-news-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} id="home-news-title">
          {t('news.title')}
        </Title>
        <Button component={Link} to={paths.news.getHref()} variant="subtle" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('news.all')}
        </Button>
      </Group>
      {body}
    </Card>
  );
}
