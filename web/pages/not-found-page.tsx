import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';

/** The page-not-found screen for any unknown path or content id. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <PageTitle mb={0}>{t('pages.notFound.title')}</PageTitle>
      <Text>{t('pages.notFound.description')}</Text>
      <Button component={Link} to={paths.home.getHref()}>
        {t('pages.notFound.backHome')}
      </Button>
    </Stack>
  );
}
