import { Button, Group, Text } from '@mantine/core';
import { IconDiscount, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import type { PagePrefetch } from '@web/app/lazy-page';
import { paths } from '@web/app/paths';
import { PriceListView, prefetchPriceList } from '@web/features/prices/components/price-list-view';
import '@web/features/prices/prices-texts';

export const prefetchDomainPrices: PagePrefetch = ({ session, queryClient }) => prefetchPriceList(queryClient, session.localization);

/** DomainPrices (spec §2.1): every TLD's prices, or with `?type=promos` only those with a running promotion. */
export function DomainPricesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const promotionsOnly = params.get('type') === 'promos';

  return (
    <>
      <PageTitle>{promotionsOnly ? t('prices.promotionsTitle') : t('pages.domainPrices.title')}</PageTitle>
      <Text maw="45rem" mb="md">
        {promotionsOnly ? t('prices.promotionsIntro') : t('prices.intro')}
      </Text>
      <Group component="nav" aria-label={t('prices.filter.show')} gap="xs" mb="md">
        <Button
          component={Link}
          to={paths.domainPrices.getHref()}
          variant={promotionsOnly ? 'default' : 'filled'}
          aria-current={promotionsOnly ? undefined : 'page'}
          leftSection={<IconList size={16} aria-hidden />}
        >
          {t('prices.filter.all')}
        </Button>
        <Button
          component={Link}
          to={paths.domainPrices.getHref({ promotionsOnly: true })}
          variant={promotionsOnly ? 'filled' : 'default'}
          aria-current={promotionsOnly ? 'page' : undefined}
          leftSection={<IconDiscount size={16} aria-hidden />}
        >
          {t('prices.filter.promotions')}
        </Button>
      </Group>
      <PriceListView promotionsOnly={promotionsOnly} />
    </>
  );
}
