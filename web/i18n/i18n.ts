import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageFromBrowser, type Language } from '@common/i18n/languages';

/** Each language is its own chunk: a visitor downloads only the texts of the language in use. */
const BUNDLES: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./en.json'),
  de: () => import('./de.json'),
};

/**
 * The UI language before the session is known: German for a German browser, English otherwise
 * (spec §1). The session's language replaces it as soon as the first status call answers.
 */
function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return languageFromBrowser(navigator.languages?.length ? navigator.languages : navigator.language);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: browserLanguage(),
  // Both languages have the same keys (translations.test.ts), so there is nothing to fall back to.
  fallbackLng: false,
  supportedLngs: ['en', 'de'],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

function markDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', markDocumentLanguage);

async function loadBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await BUNDLES[language]();
  i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
}

/**
 * Loads the texts of the language in use (the browser's, unless the session already chose one);
 * the app renders once they are there.
 */
export async function initI18n(): Promise<void> {
  // No changeLanguage here: the session's language may have been applied meanwhile and must win.
  await loadBundle(currentLanguage());
  markDocumentLanguage(i18n.language);
}

export function currentLanguage(): Language {
  return i18n.language === 'de' ? 'de' : 'en';
}

/** Switches the UI and the document's `lang` attribute to a language, loading its texts first. */
export async function setUiLanguage(language: Language): Promise<void> {
  await loadBundle(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  markDocumentLanguage(language);
}
