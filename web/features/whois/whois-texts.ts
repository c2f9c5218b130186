import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The WHOIS texts (top-level key `whois`) load with the WHOIS box, which the home page loads as
 * the visitor nears it, and the WHOIS page. Every module that shows one of them imports this one
 * for its effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'whois.errorTitle');
