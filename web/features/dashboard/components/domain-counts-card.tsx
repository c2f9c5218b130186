import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/app/paths';
import { useDomainCount } from '../api/get-domain-count';
import { DashboardCard } from './dashboard-card';

const COUNTS = ['all', 'expiring', 'grace', 'expired', 'redemption', 'pending-delete', 'pending-transfer'] as const;

/**
 * The customer's domains counted by state. Each number is a value of spec §8: when the count
 * cannot be loaded every one of them reads "Error".
 */
export function DomainCountsCard() {
  const { t } = useTranslation();
  const count = useDomainCount();
  const title = t('dashboard.counts.title');
  return (
    <DashboardCard
      title={title}
      href={paths.myDomains.getHref()}
      linkLabel={t('dashboard.counts.link')}
      query={count.isPending ? count : null}
    >
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" component="dl" m={0}>
        {COUNTS.map((key) => {
          const failed = count.isError;
          const value = failed ? t('dashboard.error') : String(count.data?.[key] ?? 0);
          return (
            <Stack key={key} gap={0} style={{ minWidth: 0 }}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`dashboard.counts.${key}`)}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={700}
                fz="xl"
                c={failed ? 'red.9' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid={`count-${key}`}
              >
                {value}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      {count.isError && (
        <UnstyledButton mt="xs" onClick={() => void count.refetch()} c="red.9" fz="sm" fw={600} td="underline">
          {t('dashboard.retry')}
        </UnstyledButton>
      )}
    </DashboardCard>
  );
}
