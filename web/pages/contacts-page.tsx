import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { ContactsView } from '@web/features/contacts/components/contacts-view';
import { UnverifiedContactsNotice } from '@web/features/profile/components/unverified-contacts-notice';

/** `/user/contacts`: the customer's contacts and their e-mail verification (spec §2.1, §3). */
export function ContactsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.contacts.title')}</PageTitle>
      <ContactsView unverified={<UnverifiedContactsNotice />} />
    </>
  );
}
