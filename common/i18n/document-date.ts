import type { Language } from './languages';

/**
 * The locale of the legal documents (terms, transfer authorisation, the content pages' "last
 * changed"): their English is British ("3 March 2026"), unlike the shop's US English elsewhere.
 */
export const DOCUMENT_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A legal document's date as its readers in Germany see it (the operator's time zone). */
export function formatDocumentDate(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(DOCUMENT_LOCALES[language], { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(value));
}
