import type { Language } from '@common/i18n/languages';
import { i18n } from '@web/i18n/i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';

const TEXTS: Record<Language, typeof en> = { en, de };

/**
 * The texts of the account screens (top-level key `account`: two-factor login, recovery, e-mail
 * verification, the reminder) travel with the lazily loaded pages and the reminder instead of the
 * shared language bundles, which every first page load downloads (the home page is at its
 * JavaScript budget). They join a language's texts once that language's bundle is there; adding
 * them earlier would make i18n.ts believe the bundle is loaded. Import this module for its effect
 * in every component that uses an `account.*` text.
 */
function addTo(language: string): void {
  if (language !== 'en' && language !== 'de') return;
  if (!i18n.hasResourceBundle(language, 'translation') || i18n.getResource(language, 'translation', 'account.toLogin') !== undefined) return;
  i18n.addResourceBundle(language, 'translation', TEXTS[language], true, false);
}

export function registerAccountTexts(): void {
  addTo('en');
  addTo('de');
}

registerAccountTexts();
i18n.store.on('added', (language: string) => addTo(language));
