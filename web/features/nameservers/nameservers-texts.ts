import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/** The texts of the nameserver pages (top-level key `nameservers`) load with them (web/i18n/lazy-texts.ts). */
registerLazyTexts({ en, de }, 'nameservers.hosts.title');
