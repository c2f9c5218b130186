import '@web/features/prepaid-account/prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { TransactionList } from '@web/features/prepaid-account/components/transaction-list';
import { usePageParam } from './use-page-param';

const PER_PAGE = 20;

/** `/user/account/payment/overview`: every movement of the prepaid balance, a page at a time. */
export function AccountPaymentOverviewPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  return (
    <>
      <PageTitle>{t('pages.accountPaymentOverview.title')}</PageTitle>
      <TransactionList page={page} perPage={PER_PAGE} onPage={setPage} />
    </>
  );
}
