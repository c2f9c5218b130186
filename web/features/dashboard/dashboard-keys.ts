import type { Localization } from '@common/api/session.contract';
import type { Language } from '@common/i18n/languages';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The dashboard's queries, under the app's keys that logout clears and that the settings save
 * refreshes on the dashboard (spec §4: news and offers). The domain count and lists, the latest
 * orders and the incoming transfers use the resource keys of `web/lib/query-keys.ts`, under which
 * "my domains", the orders page and the pending transfers read the same pages, so the screens share
 * what they loaded and a cancelled or added transfer refreshes the card. The offers stay under
 * the `offers` key, user data that logout clears, apart from the home page's promotions.
 */
export const dashboardKeys = {
  loginNews: (language: Language, perPage: number) => [...queryKeys.news, 'login', language, perPage] as const,
  offers: ({ language, currency, country }: Pick<Localization, 'language' | 'currency' | 'country'>) =>
    [...queryKeys.offers, 'promos', language, currency, country] as const,
};

/** The parameters of a short domain list, in the shape "my domains" keys its pages by. */
export interface DashboardDomainListParams {
  type: 'all' | 'grace' | 'redemption' | 'pending-transfer';
  expiring?: number;
  sort: 'name' | 'expiry';
  order: 'asc';
  page: 1;
  per_page: number;
}
