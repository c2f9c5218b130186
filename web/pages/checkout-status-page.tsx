import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { PaymentStatus } from '@web/features/checkout/components/payment-status';

/** CheckoutStatus (spec §2.1 `/cart/checkout/status/:id`): the state of a payment and its order. */
export function CheckoutStatusPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle>{t('pages.checkoutStatus.title')}</PageTitle>
      {/* A new id is another payment: nothing of the previous one's state carries over. */}
      <PaymentStatus key={id} paymentId={id} />
    </>
  );
}
