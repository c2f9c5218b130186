import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { CheckoutView } from '@web/features/checkout/components/checkout-view';

/** CartCheckout (spec §2.1 `/cart/checkout`, login only): contact, terms and payment of the register cart. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.cartCheckout.title')}</PageTitle>
      <CheckoutView />
    </>
  );
}
