import { LOCALES, type Language } from '@common/i18n/languages';

/*
 * Making an Intl.DateTimeFormat costs far more than using one (about a millisecond each on a
 * loaded machine): a list that formats a date per row made one per row (decision 040). Each
 * language and style gets one, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, style: 'utc-date' | 'date' | 'date-time'): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'utc-date'
        ? { dateStyle: 'medium', timeZone: 'UTC' }
        : style === 'date'
          ? { dateStyle: 'medium' }
          : { dateStyle: 'medium', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    formatters.set(key, format);
  }
  return format;
}

/** A date as the language writes it ("Nov 22, 2026", "22.11.2026"), in UTC as the registry counts days. */
export function formatDate(value: string | number | Date, language: Language): string {
  return formatter(language, 'utc-date').format(new Date(value));
}

/** A date alone in the browser's time zone ("Nov 22, 2026", "22.11.2026"): the day a moment of the user's own fell on. */
export function formatLocalDate(value: string | number | Date, language: Language): string {
  return formatter(language, 'date').format(new Date(value));
}

/** A moment with its time, in the browser's time zone ("Nov 22, 2026, 9:41 AM", "22.11.2026, 09:15"). */
export function formatDateTime(value: string | number | Date, language: Language): string {
  return formatter(language, 'date-time').format(new Date(value));
}
