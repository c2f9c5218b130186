import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/** The zone editor's texts (top-level key `dns`) load with its page (web/i18n/lazy-texts.ts). */
registerLazyTexts({ en, de }, 'dns.loadFailed');
