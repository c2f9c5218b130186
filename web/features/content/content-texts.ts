import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/content.de.json';
import en from './i18n/content.en.json';

/** The texts around the content pages (states, downloads, abuse form) load with those pages. */
registerLazyTexts({ en, de }, 'content.lastChanged');
