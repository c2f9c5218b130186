import type { Language } from '@common/i18n/languages';

const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** A date and time as the language writes it, in the browser's time zone ("22.11.2026, 09:15"). */
export function formatDateTime(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A date alone ("22 Nov 2026", "22.11.2026"). */
export function formatDate(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(value));
}
