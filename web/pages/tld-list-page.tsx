import { Card, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { MaintenanceList } from '@web/features/maintenance/components/maintenance-list';
import { LatestTlds } from '@web/features/tlds/components/latest-tlds';
import { TldGroups } from '@web/features/tlds/components/tld-groups';

/** TldList (spec §2.1): all TLDs by category with price and link, the 10 newest and scheduled registry maintenance. */
export function TldListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.tldList.title')}</PageTitle>
      <Text maw="45rem" mb="lg">
        {t('tlds.intro')}
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <TldGroups />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="lg">
            <Card withBorder padding="md" component="aside" aria-label={t('tlds.latest.title')}>
              <LatestTlds headingOrder={2} />
            </Card>
            <MaintenanceList headingOrder={2} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
