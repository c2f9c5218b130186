import { SimpleGrid, Stack } from '@mantine/core';
import { paths } from '@web/app/paths';
import { BalanceCard } from './balance-card';
import { DomainCountsCard } from './domain-counts-card';
import { DomainListCard } from './domain-list-card';
import { IncomingTransfersCard } from './incoming-transfers-card';
import { LatestOrdersCard } from './latest-orders-card';
import { LoginNewsCard } from './login-news-card';
import { OffersCard } from './offers-card';
import { QuickLinks } from './quick-links';

/**
 * The customer's home (spec §2.1 /user/dashboard): counts and short lists, each card loading on
 * its own and showing "Error" when its call fails (spec §8), so one slow or failed call never
 * holds up the rest.
 */
export function Dashboard() {
  return (
    <Stack gap="md">
      <QuickLinks />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <DomainCountsCard />
        <DomainListCard kind="expiring" href={paths.domainRenew.getHref()} />
        <DomainListCard kind="grace" href={paths.domainRenew.getHref()} />
        <DomainListCard kind="redemption" href={paths.domainRestoreRgp.getHref()} />
        <DomainListCard kind="outgoing" href={paths.myDomains.getHref()} />
        <IncomingTransfersCard />
        <BalanceCard />
        <LatestOrdersCard />
        <LoginNewsCard />
        <OffersCard />
      </SimpleGrid>
    </Stack>
  );
}
