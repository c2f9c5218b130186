import '@web/features/prepaid-account/prepaid-account-texts';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { AccountGate } from '@web/features/prepaid-account/components/account-gate';
import { BalanceCard } from '@web/features/prepaid-account/components/balance-card';
import { LowBalanceForm } from '@web/features/prepaid-account/components/low-balance-form';
import { PendingTopUpNotice } from '@web/features/prepaid-account/components/pending-top-up-notice';
import { TransactionList } from '@web/features/prepaid-account/components/transaction-list';

const LATEST = 5;

/** `/user/account/overview`: balance, a top-up coming back from the payment page, the low-balance notice, the latest transactions. */
export function AccountOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.accountOverview.title')}</PageTitle>
      <Stack gap="lg">
        <PendingTopUpNotice />
        <AccountGate>
          {(account) => (
            <>
              <BalanceCard account={account} />
              <Paper withBorder p="lg" component="section" aria-labelledby="latest-transactions-heading">
                <Stack gap="sm">
                  <Title order={2} size="h3" id="latest-transactions-heading">
                    {t('prepaidAccount.transactions.latest')}
                  </Title>
                  <TransactionList page={1} perPage={LATEST} />
                  <Anchor component={Link} to={paths.accountPaymentOverview.getHref()}>
                    {t('prepaidAccount.balance.allTransactions')}
                  </Anchor>
                </Stack>
              </Paper>
              <LowBalanceForm account={account} />
            </>
          )}
        </AccountGate>
      </Stack>
    </>
  );
}
