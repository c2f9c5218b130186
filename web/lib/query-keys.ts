import type { QueryKey } from '@tanstack/react-query';
import type { Localization } from '@common/api/session.contract';
import type { Language } from '@common/i18n/languages';
import type { LocalizationRefresh } from '@web/app/navigation-rules';

/** What prices and promotions are asked in. */
export type PriceLocalization = Pick<Localization, 'language' | 'currency' | 'country'>;

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

/** The prepaid account (`/account/...`). */
export const accountKeys = {
  all: queryKeys.account,
  /** `GET /account/overview`: the account page and the dashboard's balance. */
  overview: () => [...queryKeys.account, 'overview'] as const,
  transactions: (page: number, perPage: number) => [...queryKeys.account, 'transactions', page, perPage] as const,
  notification: () => [...queryKeys.account, 'notification'] as const,
};

/** Payments (`/pay/...`): checkouts and top-ups alike. */
export const paymentKeys = {
  all: queryKeys.payment,
  /** `GET /pay/init/{type}`: a checkout's quote and options, or the top-up's methods (`account`). */
  init: (type: string) => [...queryKeys.payment, 'init', type] as const,
  /** `GET /pay/status/{id}`; the id as a string, whether it came from the address or an answer. */
  status: (paymentId: string | number) => [...queryKeys.payment, 'status', String(paymentId)] as const,
};

/** The user's orders and invoices (`/user/orders`, `/user/invoices`). */
export const orderKeys = {
  all: queryKeys.orders,
  /** `GET /user/orders`, one page: the orders page and the dashboard's latest orders. */
  list: (page: number, perPage: number) => [...queryKeys.orders, 'list', page, perPage] as const,
  invoices: () => [...queryKeys.orders, 'invoices'] as const,
};

/** Incoming transfers (`/domain/transfer/...`). */
export const transferKeys = {
  all: queryKeys.transfers,
  /** `GET /domain/transfer/list`, one page: the pending transfers page and the dashboard's card. */
  list: (state: 'open' | 'all', page: number, perPage: number) => [...queryKeys.transfers, 'list', state, page, perPage] as const,
};

/** The prices (`/price/...`), which follow the session's language, currency and home country (VAT). */
export const priceKeys = {
  all: queryKeys.priceList,
  /** `GET /price/list`, of every TLD (`*`) or of one: the prices pages and the mailbox prices. */
  list: ({ language, currency, country }: PriceLocalization, tld?: string) =>
    [...queryKeys.priceList, 'list', language, currency, country, tld ?? '*'] as const,
  /** `GET /price/groups`. */
  groups: ({ language, currency, country }: PriceLocalization) => [...queryKeys.priceList, 'groups', language, currency, country] as const,
  /** `GET /config/latest-tlds`, priced like the list. */
  latest: ({ language, currency, country }: PriceLocalization) => [...queryKeys.priceList, 'latest', language, currency, country] as const,
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
