import { LOCALES, type Language } from '@common/i18n/languages';

export function formatDate(iso: string, language: Language, withTime = false): string {
  return new Intl.DateTimeFormat(
    LOCALES[language],
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(new Date(iso));
}

/** A VAT rate such as 0.19 as a percentage in the UI language ("19%", "19 %"). */
export function formatVatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
