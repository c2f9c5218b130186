import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/de.json';
import en from './i18n/en.json';

/**
 * The texts of the account screens (top-level key `account`: two-factor login, recovery, e-mail
 * verification, the reminder) load with those lazily loaded screens. Every module that shows one of them imports this one for its
 * effect (web/i18n/lazy-texts.ts).
 */
registerLazyTexts({ en, de }, 'account.toLogin');
