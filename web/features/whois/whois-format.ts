import { LOCALES, type Language } from '@common/i18n/languages';

/** A registry date (ISO, UTC) as a date in the UI language. */
export function formatWhoisDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A country code as the country's name in the UI language ("CN" → "China"). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Words joined as a list in the UI language ("a, b and c"). */
export function listOf(words: string[], language: Language): string {
  return new Intl.ListFormat(LOCALES[language], { style: 'long', type: 'conjunction' }).format(words);
}

/** The withheld registrant fields, by the names RFC 9537 registries use, and their keys in the texts. */
export const REDACTED_FIELD_KEYS: Record<string, string> = {
  'Registrant Name': 'name',
  'Registrant Street': 'street',
  'Registrant City': 'city',
  'Registrant Postal Code': 'postalCode',
  'Registrant Phone': 'phone',
  'Registrant Email': 'email',
};
