import type { Localization } from '@common/api/session.contract';
import type { Language } from '@common/i18n/languages';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The dashboard's queries, under the app's keys that logout clears and that the settings save
 * refreshes on the dashboard (spec §4: news and offers). The domain count and lists come with
 * the shared options of `web/lib/api/domain-api.ts`, under the keys "my domains" reads them by, so
 * both screens share what they loaded; the incoming transfers sit under the
 * transfers key, so that cancelling or adding a transfer refreshes the card.
 */
export const dashboardKeys = {
  incomingTransfers: (perPage: number) => [...queryKeys.transfers, 'dashboard', 'open', perPage] as const,
  latestOrders: (perPage: number) => [...queryKeys.orders, 'list', 1, perPage] as const,
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
