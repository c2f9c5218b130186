import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The cart's texts (top-level key `cart`) load with the lazily loaded cart popup and overview page. Every module that shows one of them imports this one for its
 * effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'cart.total');
