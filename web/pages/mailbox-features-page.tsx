import '@web/features/mailboxes/mailboxes-texts';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/app/paths';
import { useRouteName } from '@web/app/use-route-name';
import { PageTitle } from '@web/components/ui/page-title';
import { MailboxFeatures } from '@web/features/mailboxes/components/mailbox-features';

/** The two mailbox feature pages (spec §2.1 /mailbox/features, /mailbox/features_pro): one page, the level it is about first. */
export function MailboxFeaturesPage() {
  const { t } = useTranslation();
  const pro = useRouteName() === 'mailboxFeaturesPro';
  return (
    <>
      <PageTitle>{t(pro ? paths.mailboxFeaturesPro.titleKey : paths.mailboxFeatures.titleKey)}</PageTitle>
      <MailboxFeatures key={pro ? 2 : 1} focus={pro ? 2 : 1} />
    </>
  );
}
