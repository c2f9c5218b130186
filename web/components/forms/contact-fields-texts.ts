import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/contact-fields.de.json';
import en from './i18n/contact-fields.en.json';

/** The contact fieldset's labels and error texts (`contactFields.*`), loaded with the forms that show it. */
registerLazyTexts({ en, de }, 'contactFields.name');
