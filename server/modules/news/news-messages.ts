import type { Language } from '@common/i18n/languages';

/** What the RSS feed says of itself, in English and German, naming the shop (SHOP_NAME). */
export interface NewsMessages {
  feedTitle: (shopName: string) => string;
  feedDescription: (shopName: string) => string;
}

const MESSAGES: Record<Language, NewsMessages> = {
  en: {
    feedTitle: (shopName) => `${shopName} – News`,
    feedDescription: (shopName) => `News about domains, prices and services of ${shopName}.`,
  },
  de: {
    feedTitle: (shopName) => `${shopName} – Neuigkeiten`,
    feedDescription: (shopName) => `Neuigkeiten zu Domains, Preisen und Diensten von ${shopName}.`,
  },
};

export function newsMessages(language: Language): NewsMessages {
  return MESSAGES[language];
}
