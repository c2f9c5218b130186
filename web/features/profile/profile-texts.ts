import type { Language } from '@common/i18n/languages';
import { i18n } from '@web/i18n/i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';

const TEXTS: Record<Language, typeof en> = { en, de };

/**
 * The profile's texts (top-level key `profile`) travel with the lazily loaded profile page and
 * the unverified-contacts notice instead of the shared language bundles, which every first page
 * load downloads (the home page is at its JavaScript budget). They join a language's texts once
 * that language's bundle is there: adding them earlier would make i18n.ts believe the bundle is
 * loaded. Every module that shows a `profile.*` text imports this one for its effect.
 */
function addTo(language: string): void {
  if (language !== 'en' && language !== 'de') return;
  if (!i18n.hasResourceBundle(language, 'translation') || i18n.getResource(language, 'translation', 'profile.save') !== undefined) return;
  i18n.addResourceBundle(language, 'translation', TEXTS[language], true, false);
}

addTo('en');
addTo('de');
i18n.store.on('added', (language: string) => addTo(language));
