import '@web/features/reseller/reseller-texts';
import '@web/features/prepaid-account/prepaid-account-texts';
import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { AccountGate } from '@web/features/prepaid-account/components/account-gate';
import { BalanceCard } from '@web/features/prepaid-account/components/balance-card';
import { DomainSummary } from '@web/features/reseller/components/domain-summary';
import { InfoSection } from '@web/features/reseller/components/info-section';

const LINKS = [
  { key: 'fund', href: paths.accountIncrease.getHref() },
  { key: 'tools', href: paths.resellerTools.getHref() },
  { key: 'docs', href: paths.resellerDocs.getHref() },
  { key: 'invoices', href: paths.resellerInvoices.getHref() },
  { key: 'support', href: paths.cms.getHref('support') },
  { key: 'profile', href: paths.profile.getHref() },
] as const;

/**
 * `/reseller/area` (login; a client is sent to the benefits, spec §2.2): the reseller's home with
 * the prepaid balance and limit (the account pages' card), the domain counts and quick links.
 */
export function ResellerAreaPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.resellerArea.title')}</PageTitle>
      <Stack gap="lg">
        <Text>{t('reseller.area.intro')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AccountGate>{(account) => <BalanceCard account={account} />}</AccountGate>
          <DomainSummary />
        </SimpleGrid>
        <InfoSection id="reseller-links" title={t('reseller.area.linksTitle')}>
          <List spacing="xs" listStyleType="none" p={0}>
            {LINKS.map((entry) => (
              <List.Item key={entry.key}>
                <Anchor component={Link} to={entry.href}>
                  {t(`reseller.area.${entry.key}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </InfoSection>
      </Stack>
    </>
  );
}
