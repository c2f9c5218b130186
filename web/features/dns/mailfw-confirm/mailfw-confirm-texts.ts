import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/mailfw-confirm.de.json';
import en from './i18n/mailfw-confirm.en.json';

/** The texts of the page a MAILFW confirmation mail links to (top-level key `mailfwConfirm`), loaded with that page. */
registerLazyTexts({ en, de }, 'mailfwConfirm.doneTitle');
