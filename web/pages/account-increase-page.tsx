import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';
import { PageTitle } from '@web/components/ui/page-title';
import { AccountGate } from '@web/features/prepaid-account/components/account-gate';
import { TopUpForm } from '@web/features/prepaid-account/components/top-up-form';

/** `/user/account/increase`: topping up the prepaid balance. */
export function AccountIncreasePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.accountIncrease.title')}</PageTitle>
      <AccountGate>
        {(account) => (
          <Stack gap="lg">
            <TopUpForm account={account} />
          </Stack>
        )}
      </AccountGate>
    </>
  );
}
