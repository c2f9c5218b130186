import { Anchor, Stack, Text } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useLoginNews } from '../api/get-login-news';
import { formatDate } from '@web/lib/format-date';
import { DashboardCard, EmptyText } from './dashboard-card';

const NEWS_SHOWN = 3;

/** The customer news of the login (spec §6: the login news list). */
export function LoginNewsCard() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const news = useLoginNews(NEWS_SHOWN);
  return (
    <DashboardCard title={t('dashboard.news.title')} href={paths.news.getHref()} linkLabel={t('dashboard.news.link')} query={news}>
      {news.data && news.data.items.length === 0 && <EmptyText>{t('dashboard.news.empty')}</EmptyText>}
      {news.data && news.data.items.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {news.data.items.map((item) => (
            <li key={item.id}>
              <Anchor component={Link} to={paths.news.getHref(item.id)} size="sm" fw={item.highlight ? 700 : 600}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(item.date.date, language)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
