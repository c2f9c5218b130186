import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { RgpCartOverview } from '@web/features/restore/components/rgp-cart-overview';

/** DomainRgpOverview (spec §2.1 `/cart/rgp/overview`): the restore cart with VAT and total. */
export function DomainRgpOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.domainRgpOverview.title')}</PageTitle>
      <RgpCartOverview />
    </>
  );
}
