import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { RenewCartOverview } from '@web/features/renewal/components/renew-cart-overview';

/** DomainRenewOverview (spec §2.1 `/cart/renew/overview`): the renew cart with VAT and total. */
export function DomainRenewOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.domainRenewOverview.title')}</PageTitle>
      <RenewCartOverview />
    </>
  );
}
