import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The contacts page's texts (top-level key `contacts`) load with the lazily loaded page. Every
 * module that shows one of them imports this one for its effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'contacts.intro');
