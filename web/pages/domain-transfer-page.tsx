import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { TransferForm } from '@web/features/transfers/components/transfer-form';

/** `/domain/transfer` (`?domain=` prefills the name): transfer a domain in with its auth code. */
export function DomainTransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>{t('pages.domainTransfer.title')}</PageTitle>
      <TransferForm initialDomain={params.get('domain') ?? ''} />
    </>
  );
}
