import type { Language } from '@common/i18n/languages';

/**
 * Words of the cart's line descriptions, in English and German. The descriptions themselves are
 * kept in both languages at once (cart-pricing.ts), so an order shows either.
 */
export interface CartMessages {
  /** "1 year", "2 years". */
  years: (count: number) => string;
}

const MESSAGES: Record<Language, CartMessages> = {
  en: { years: (count) => (count === 1 ? '1 year' : `${count} years`) },
  de: { years: (count) => (count === 1 ? '1 Jahr' : `${count} Jahre`) },
};

export function cartMessages(language: Language): CartMessages {
  return MESSAGES[language];
}
