import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The restore pages' texts (top-level key `restore`) load with the lazily loaded restore pages.
 * Every module that shows one of them imports this one for its effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'restore.title');
