import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The price list's texts (top-level key `prices`) load with the price pages and the TLD landing
 * pages. Every module that shows one of them imports this one for its effect
 * (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'prices.filter.allCategories');
