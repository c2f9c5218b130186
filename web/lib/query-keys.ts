import type { QueryKey } from '@tanstack/react-query';
import type { Language } from '@common/i18n/languages';
import type { LocalizationRefresh } from '@web/app/navigation-rules';

/**
 * Every query key of the app in one place, so that mutations can invalidate what they affect
 * even when the query lives in another feature (or does not exist yet).
 */
export const queryKeys = {
  session: ['session'] as const,
  sessionStatus: ['session', 'status'] as const,
  appSettings: ['config', 'app-settings'] as const,
  countriesAll: ['config', 'countries'] as const,
  countries: (language: Language) => ['config', 'countries', language] as const,
  news: ['news'] as const,
  promotions: ['promotions'] as const,
  priceList: ['prices'] as const,
  offers: ['offers'] as const,
  cart: ['cart'] as const,
  domains: ['domains'] as const,
  mailboxes: ['mailboxes'] as const,
  payment: ['payment'] as const,
  account: ['account'] as const,
  profile: ['profile'] as const,
  orders: ['orders'] as const,
  nameservers: ['nameservers'] as const,
  transfers: ['transfers'] as const,
  dns: ['dns'] as const,
} as const;

/**
 * Keys of the resources that several features read or change: one factory each, used by the
 * queries and by the invalidations alike. A resource that only one feature touches keeps its
 * factory in that feature (`features/<name>/<name>-keys.ts`), built on the root above.
 */

/** The carts (spec §7 `/cart/...`): invalidating `all` reads every cart query afresh. */
export const cartKeys = {
  all: queryKeys.cart,
  /** `GET /cart/list/all`: the three carts, read by the popup, the overview and the search page. */
  list: () => [...queryKeys.cart, 'list', 'all'] as const,
  renew: () => [...queryKeys.cart, 'renew'] as const,
  rgp: () => [...queryKeys.cart, 'rgp'] as const,
};

/** The customer's domains; renewals, restores, ownership changes and privacy live under `all` too. */
export const domainKeys = {
  all: queryKeys.domains,
  /** `GET /domain/list`, one entry per filter, sort and page: my domains, the dashboard and the pickers. */
  list: (params: object) => [...queryKeys.domains, 'list', params] as const,
  /** `GET /domain/count`. */
  count: () => [...queryKeys.domains, 'count'] as const,
};

/** The queries behind each refresh group of spec §4 "Settings save". */
export const localizationRefreshKeys: Record<LocalizationRefresh, QueryKey> = {
  news: queryKeys.news,
  promotions: queryKeys.promotions,
  priceList: queryKeys.priceList,
  offers: queryKeys.offers,
  cart: queryKeys.cart,
  countries: queryKeys.countriesAll,
};

/** Data of the logged-in user that must not outlive a logout (spec §4). */
export const userDataKeys: QueryKey[] = [
  queryKeys.domains,
  queryKeys.mailboxes,
  queryKeys.cart,
  queryKeys.payment,
  queryKeys.account,
  queryKeys.profile,
  queryKeys.orders,
  queryKeys.nameservers,
  queryKeys.transfers,
  queryKeys.dns,
  queryKeys.news,
  queryKeys.offers,
];
