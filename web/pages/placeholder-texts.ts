import { registerLazyTexts } from '@web/i18n/lazy-texts';
import de from './i18n/placeholder.de.json';
import en from './i18n/placeholder.en.json';

/** What each page not built yet will hold (`pages.<route>.description`) loads with the placeholder page. */
registerLazyTexts({ en, de }, 'pages.dashboard.description');
