import '@web/features/nameservers/nameservers-texts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { TemplateList } from '@web/features/nameservers/components/template-list';

/** Nameserver templates (spec §2.1 /user/nameservertemplates). */
export function NameserverTemplatesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.nameserverTemplates.title')}</PageTitle>
      <TemplateList />
    </>
  );
}
