import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/** The texts of the premium and expiring page (top-level key `premium`) load with it (web/i18n/lazy-texts.ts). */
registerLazyTexts({ en, de }, 'premium.intro');
