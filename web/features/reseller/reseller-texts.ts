import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The reseller pages' texts (top-level key `reseller`) load with those lazily loaded pages.
 * Every module that shows one of them imports this one for its effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'reseller.loading');
