import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { TransferList } from '@web/features/transfers/components/transfer-list';
import { usePageParam } from './use-page-param';

/** `/user/domains_in_pending`: the customer's incoming transfers, with Cancel while pending. */
export function DomainsInPendingPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  return (
    <>
      <PageTitle>{t('pages.domainsInPending.title')}</PageTitle>
      <TransferList page={page} onPage={setPage} />
    </>
  );
}
