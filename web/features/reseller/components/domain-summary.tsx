import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '../reseller-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@web/app/paths';
import { domainCountQueryOptions } from '@web/lib/api/domain-api';
import { InfoSection } from './info-section';

/**
 * How many domains the account holds and how many expire within 30 days (GET /domain/count,
 * `expiring` = EXPIRING_SOON_DAYS), under the key the dashboard and "my domains" share.
 */
export function DomainSummary() {
  const { t } = useTranslation();
  const count = useQuery(domainCountQueryOptions());
  return (
    <InfoSection id="reseller-domains" title={t('reseller.area.domainsTitle')}>
      {count.isPending ? (
        <Skeleton height={56} role="status" aria-label={t('reseller.loading')} />
      ) : count.isError ? (
        <Group gap="sm" role="alert">
          <Text c="red.9">{t('reseller.area.domainsError')}</Text>
          <Button size="xs" variant="light" onClick={() => void count.refetch()} loading={count.isFetching}>
            {t('reseller.area.retry')}
          </Button>
        </Group>
      ) : (
        <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
          {(['all', 'expiring'] as const).map((key) => (
            <Stack key={key} gap={0} style={{ minWidth: 0 }}>
              <Text component="dt" size="sm" c="dimmed">
                {t(key === 'all' ? 'reseller.area.domainsAll' : 'reseller.area.domainsExpiring')}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={700}
                fz="xl"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid={`reseller-count-${key}`}
              >
                {count.data[key]}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Group gap="lg">
        <Anchor component={Link} to={paths.myDomains.getHref()}>
          {t('reseller.area.myDomains')}
        </Anchor>
        <Anchor component={Link} to={paths.domainRenew.getHref()}>
          {t('reseller.area.renew')}
        </Anchor>
      </Group>
    </InfoSection>
  );
}
