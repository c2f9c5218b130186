import type { Language } from '@common/i18n/languages';

const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** A date as the language writes it ("Nov 22, 2026", "22.11.2026"), in UTC as the registry counts days. */
export function formatDate(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}
