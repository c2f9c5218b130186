import { Skeleton, Stack, Text } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { isAccountMissing } from '../api/get-account-overview';
import { useAccountTransactions } from '../api/get-account-transactions';
import { AccountMissing } from './account-gate';
import { LoadError } from '@web/components/ui/load-error';
import { Pager } from './pager';
import { TransactionTable } from './transaction-table';

/** A page of the transactions with its loading, empty and error states; paging when `onPage` is given. */
export function TransactionList({ page, perPage, onPage }: { page: number; perPage: number; onPage?: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useAccountTransactions(page, perPage);
  if (list.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('prepaidAccount.loading')}>
        {Array.from({ length: Math.min(perPage, 5) }, (_, index) => (
          <Skeleton key={index} height={28} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    if (isAccountMissing(list.error)) return <AccountMissing />;
    return <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  const { transactions, total } = list.data;
  if (transactions.length === 0) return <Text c="dimmed">{t('prepaidAccount.transactions.empty')}</Text>;
  return (
    <Stack gap="sm" aria-busy={list.isPlaceholderData}>
      <TransactionTable entries={transactions} caption={t('prepaidAccount.transactions.caption')} />
      {onPage && <Pager page={list.data.page} total={total} perPage={perPage} onPage={onPage} busy={list.isPlaceholderData} />}
    </Stack>
  );
}
