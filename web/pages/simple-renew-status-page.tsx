import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { rememberedRenewalLinkToken } from '@web/features/checkout/api/renewal-link';
import { PaymentStatus } from '@web/features/checkout/components/payment-status';

/** The state of a payment made with a renewal link (decision 026), where the gateway sends its payer back. */
export function SimpleRenewStatusPage() {
  const { t } = useTranslation();
  const { paymentId = '' } = useParams();
  return (
    <>
      <PageTitle>{t('pages.simpleRenewStatus.title')}</PageTitle>
      <PaymentStatus key={paymentId} paymentId={paymentId} renewalLink={{ token: rememberedRenewalLinkToken() }} />
    </>
  );
}
