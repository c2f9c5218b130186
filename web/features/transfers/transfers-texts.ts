import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The texts of transfers (top-level key `transfers`) load with the pages and dialogs that show
 * them; every module that shows one imports this one for its effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'transfers.loading');
