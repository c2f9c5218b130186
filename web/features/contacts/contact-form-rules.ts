import { contactDetailsSchema } from '@common/api/contact.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { contactFormRules } from '@web/lib/contact-form-rules';

/**
 * The contacts page's form checks: the shared contact rules by the contacts API's own schema, with
 * the shared fieldset's error texts (`contactFields.errors.*`).
 */
export const { validateContact, toContact } = contactFormRules(contactDetailsSchema, 'contactFields.errors');

/** A date alone ("22 Nov 2026", "22.11.2026"), in UTC: deadlines are set in UTC by the server. */
export function formatDay(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}
