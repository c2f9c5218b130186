import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The profile's texts (top-level key `profile`) load with the lazily loaded profile page and the
 * unverified-contacts notice. Every module that shows one of them imports this one for its
 * effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'profile.save');
