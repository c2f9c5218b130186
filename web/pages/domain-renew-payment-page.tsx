import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { CheckoutView } from '@web/features/checkout/components/checkout-view';

/** DomainRenewPayment (spec §2.1 `/user/domain/renew/payment`): contact, terms and payment of the renew cart. */
export function DomainRenewPaymentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.domainRenewPayment.title')}</PageTitle>
      <CheckoutView type="renew" />
    </>
  );
}
