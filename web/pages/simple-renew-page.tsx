import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { SimpleRenew } from '@web/features/renewal/components/simple-renew';

/** Simple renew (spec §2.1 `/domain/renew/simple`, visitors too): look a name up and go on to renew it. */
export function SimpleRenewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.simpleRenew.title')}</PageTitle>
      <SimpleRenew />
    </>
  );
}
