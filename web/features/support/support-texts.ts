import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/support.de.json';
import en from './i18n/support.en.json';

/** The support drawer's and the support form's texts (decision 056). */
registerLazyTexts({ en, de }, 'support.open');
