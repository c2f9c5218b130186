import { LOCALES, type Language } from '@common/i18n/languages';

/**
 * The last day of a promotion. Promotions end at 23:59:59 UTC of their last day, so the day is
 * read in UTC: elsewhere the true end may fall early on the next day, and the earlier day is the
 * safe promise.
 */
export function formatPromotionEnd(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
