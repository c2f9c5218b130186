import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { OwnershipView } from '@web/features/ownership/components/ownership-view';

/** `/user/domain/ownership` (spec §2.3 "ownership/permissions"): change of registrant; `?domain=` picks the name. */
export function DomainOwnershipPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle>{t('pages.domainOwnership.title')}</PageTitle>
      <OwnershipView initialDomain={searchParams.get('domain') ?? undefined} />
    </>
  );
}
