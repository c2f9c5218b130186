import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { AccountCreatePanel } from '@web/features/prepaid-account/components/account-create-panel';

/** `/user/account/create`: what a prepaid account is, and opening it. */
export function AccountCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.accountCreate.title')}</PageTitle>
      <AccountCreatePanel />
    </>
  );
}
