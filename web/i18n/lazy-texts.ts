import type { Language } from '@common/i18n/languages';
import { i18n } from './i18n';

type Texts = Record<Language, Record<string, unknown>>;

/**
 * Texts that only lazily loaded screens show travel with those screens instead of the shared
 * language bundles, which every first page load downloads (the home page is at its JavaScript
 * budget). They join a language's texts once that language's bundle is there: adding them earlier
 * would make i18n.ts believe the bundle is loaded. `probeKey` is any key of the texts; when it is
 * present they were added already.
 *
 * Call it at the top level of the module that holds the texts, and import that module for its
 * effect in every component that shows one of them.
 */
export function registerLazyTexts(texts: Texts, probeKey: string): void {
  const addTo = (language: string): void => {
    if (language !== 'en' && language !== 'de') return;
    if (!i18n.hasResourceBundle(language, 'translation') || i18n.getResource(language, 'translation', probeKey) !== undefined) return;
    i18n.addResourceBundle(language, 'translation', texts[language], true, false);
  };
  addTo('en');
  addTo('de');
  i18n.store.on('added', (language: string) => addTo(language));
}
