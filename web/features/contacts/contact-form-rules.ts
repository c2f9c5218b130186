import { contactDetailsSchema } from '@common/api/contact.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { contactFormRules } from '@web/lib/contact-form-rules';

export { CONTACT_MAX, contactValues, type ContactField, type ContactValues, type Translate } from '@web/lib/contact-form-rules';

/** The contacts page's form checks, with its own error texts (`contacts.field.errors.*`). */
export const { validateContact, toContact } = contactFormRules(contactDetailsSchema, 'contacts.field.errors');

/** A date alone ("22 Nov 2026", "22.11.2026"), in UTC: deadlines are set in UTC by the server. */
export function formatDay(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}
