import type { Language } from '@common/i18n/languages';

const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** A moment of the ledger in the UI language, with its time ("Nov 22, 2026, 9:41 AM"). */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
