import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { RestoreList } from '@web/features/restore/components/restore-list';

/** Restore from RGP (spec §2.1 `/domain/restore/rgp`): the customer's deleted names with their restore price. */
export function DomainRestoreRgpPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.domainRestoreRgp.title')}</PageTitle>
      <RestoreList />
    </>
  );
}
