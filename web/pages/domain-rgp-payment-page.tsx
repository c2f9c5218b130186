import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { CheckoutView } from '@web/features/checkout/components/checkout-view';

/** The restore payment (spec §2.1 `/user/domain/rgp/payment`): contact, terms and payment of the rgp cart. */
export function DomainRgpPaymentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.domainRgpPayment.title')}</PageTitle>
      <CheckoutView type="rgp" />
    </>
  );
}
