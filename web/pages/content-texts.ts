import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/content.de.json';
import en from './i18n/content.en.json';

/** The texts of the imprint and the content pages (keys `imprint` and `cms`) load with those pages. */
registerLazyTexts({ en, de }, 'imprint.imprint.title');
