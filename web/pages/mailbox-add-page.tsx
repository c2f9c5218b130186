import '@web/features/mailboxes/mailboxes-texts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { AddMailboxForm } from '@web/features/mailboxes/components/add-mailbox-form';

/** Adds a mailbox to one of the customer's domains (spec §2.1 /user/domain/add/mailbox/:domain?/:info?). */
export function MailboxAddPage() {
  const { t } = useTranslation();
  const { domain, info } = useParams();
  return (
    <>
      <PageTitle>{t('pages.mailboxAdd.title')}</PageTitle>
      {/* A new domain or suggestion in the address starts a fresh form. */}
      <AddMailboxForm key={`${domain ?? ''}/${info ?? ''}`} domain={domain} info={info} />
    </>
  );
}
