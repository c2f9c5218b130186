import { Button, Group, Stack, Text } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useUser } from '@web/features/session/hooks/use-session';
import { useAccountOverview } from '../api/get-account-overview';
import { DashboardCard } from './dashboard-card';

/**
 * The prepaid balance. Without an account it offers to open one when the payment menu would
 * (spec §6: account items with an account, else the no-account items when user_account_permission
 * is 1, else no payment section), so a customer who may not open one sees no card at all.
 */
export function BalanceCard() {
  const { t } = useTranslation();
  const user = useUser();
  const hasAccount = user?.account ?? false;
  const overview = useAccountOverview(hasAccount);
  if (!user) return null;
  if (!hasAccount) {
    if (user.properties.user_account_permission !== 1) return null;
    return (
      <DashboardCard
        title={t('dashboard.balance.title')}
        href={paths.accountCreate.getHref()}
        linkLabel={t('dashboard.balance.create')}
        query={null}
      >
        <Text size="sm">{t('dashboard.balance.none')}</Text>
      </DashboardCard>
    );
  }
  return (
    <DashboardCard
      title={t('dashboard.balance.title')}
      href={paths.accountOverview.getHref()}
      linkLabel={t('dashboard.balance.link')}
      query={overview}
    >
      {overview.data && (
        <Stack gap={4}>
          <Text fw={700} fz={28} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="balance">
            {overview.data.balance_display}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('dashboard.balance.limit', { limit: overview.data.limit_display })}
            </Text>
            {overview.data.deposits_allowed && (
              <Button component={Link} to={paths.accountIncrease.getHref()} size="compact-sm" variant="light">
                {t('dashboard.balance.topUp')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </DashboardCard>
  );
}
