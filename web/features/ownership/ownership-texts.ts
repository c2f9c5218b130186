import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/** The texts of the ownership page and of the page the mailed links open (top-level key `ownership`), loaded with them. */
registerLazyTexts({ en, de }, 'ownership.intro');
