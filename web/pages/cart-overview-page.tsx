import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { CartOverview } from '@web/features/cart/components/cart-overview';

/** CartOverview (spec §2.1 `/cart/overview`): the register cart with its add-ons, coupon and totals. */
export function CartOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.cartOverview.title')}</PageTitle>
      <CartOverview />
    </>
  );
}
