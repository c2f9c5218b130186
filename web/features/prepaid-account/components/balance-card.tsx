import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';

/**
 * The balance in the account's (billing) currency, and converted to the display currency the
 * visitor chose when that is another one (spec §1, §9).
 */
export function BalanceCard({ account }: { account: PrepaidAccountView }) {
  const { t } = useTranslation();
  const { currency } = useLocalization();
  const formatPrice = useFormatPrice();
  const converted = currency !== account.currency ? formatPrice({ amount: account.balance, currency: account.currency }) : null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account-balance-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="account-balance-heading">
          {t('prepaidAccount.balance.heading')}
        </Title>
        <Text fz={32} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="account-balance">
          {account.balance_display}
        </Text>
        <Text size="sm" c="dimmed">
          {t('prepaidAccount.balance.billing', { currency: account.currency })}
          {converted && ` ${t('prepaidAccount.balance.display', { amount: converted, currency })}`}
        </Text>
        <Text size="sm">
          {t('prepaidAccount.balance.limit', { limit: account.limit_display })} ·{' '}
          {t('prepaidAccount.balance.minimum', { minimum: account.minimum_top_up_display })}
        </Text>
        {!account.deposits_allowed && (
          <Alert color={STATUS_COLORS.warning} c="gray.9">
            {t('prepaidAccount.balance.depositsBlocked')}
          </Alert>
        )}
        <Group gap="sm" mt="xs">
          {account.deposits_allowed && (
            <Button component={Link} to={paths.accountIncrease.getHref()}>
              {t('prepaidAccount.balance.topUp')}
            </Button>
          )}
          <Button component={Link} to={paths.accountPaymentOverview.getHref()} variant="light">
            {t('prepaidAccount.balance.allTransactions')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
