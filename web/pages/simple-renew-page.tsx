import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { RenewalLinkCheckout } from '@web/features/checkout/components/renewal-link-checkout';
import { SimpleRenew } from '@web/features/renewal/components/simple-renew';

/**
 * Simple renew (spec §2.1 `/domain/renew/simple`, visitors too): look a name up and renew it, or
 * ask for a renewal link for its holder; with `?token=` (the link from that e-mail) pay the
 * renewal without logging in (decision 026).
 */
export function SimpleRenewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <>
      <PageTitle>{t('pages.simpleRenew.title')}</PageTitle>
      {/* A new token is another link: nothing of the previous one's state carries over. */}
      {token ? <RenewalLinkCheckout key={token} token={token} /> : <SimpleRenew />}
    </>
  );
}
