import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { RenewList } from '@web/features/renewal/components/renew-list';

/** DomainRenew (spec §2.1 `/domain/renew/:pattern?`, login only): the customer's names to renew. */
export function DomainRenewPage() {
  const { t } = useTranslation();
  const { pattern = '' } = useParams();
  return (
    <>
      <PageTitle>{t('pages.domainRenew.title')}</PageTitle>
      {/* Another pattern in the address starts the search afresh. */}
      <RenewList key={pattern} initialPattern={pattern} />
    </>
  );
}
