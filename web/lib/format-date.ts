import { LOCALES, type Language } from '@common/i18n/languages';

/** A date as the language writes it ("Nov 22, 2026", "22.11.2026"), in UTC as the registry counts days. */
export function formatDate(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}

/** A date alone in the browser's time zone ("Nov 22, 2026", "22.11.2026"): the day a moment of the user's own fell on. */
export function formatLocalDate(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(value));
}

/** A moment with its time, in the browser's time zone ("Nov 22, 2026, 9:41 AM", "22.11.2026, 09:15"). */
export function formatDateTime(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
