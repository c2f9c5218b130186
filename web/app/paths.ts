import { appPaths, type AppPathDefinition } from '@common/routes/app-paths';

/**
 * The shop's routes (spec §2.1) with their href builders: the paths, names, logins and titles
 * come from the route table the server shares (common/routes/app-paths.ts). Menus, links and the
 * navigation rules use these builders and names, never hand-written paths.
 */

export type RouteDefinition = AppPathDefinition;

const enc = encodeURIComponent;

/** `encodeURIComponent` for each optional segment, skipping the empty ones. */
function optionalSegments(...segments: (string | undefined)[]): string {
  return segments
    .filter((segment): segment is string => segment !== undefined && segment !== '')
    .map((segment) => `/${enc(segment)}`)
    .join('');
}

export const paths = {
  home: { ...appPaths.home, getHref: () => '/home' },
  /** Hosts legacy server-rendered pages; without such content it shows the home page. */
  php: {
    ...appPaths.php,
    getHref: () => '/',
  },
  registerDomain: {
    ...appPaths.registerDomain,
    getHref: () => '/domain/register',
  },
  searchDomain: {
    ...appPaths.searchDomain,
    getHref: () => '/domain/search',
  },
  searchDomainTerm: {
    ...appPaths.searchDomainTerm,
    getHref: (term: string, idnLanguage?: string) => `/domain/search/${enc(term)}${idnLanguage ? `?language=${enc(idnLanguage)}` : ''}`,
  },
  domainRestoreRgp: {
    ...appPaths.domainRestoreRgp,
    getHref: () => '/domain/restore/rgp',
  },
  domainPrices: {
    ...appPaths.domainPrices,
    getHref: (options?: { promotionsOnly?: boolean }) => (options?.promotionsOnly ? '/domain/prices?type=promos' : '/domain/prices'),
  },
  whois: {
    ...appPaths.whois,
    getHref: (domain?: string) => `/domain/whois${optionalSegments(domain)}`,
  },
  tldLanding: {
    ...appPaths.tldLanding,
    getHref: (tld: string) => `/domain/find/${enc(tld)}`,
  },
  simpleRenew: {
    ...appPaths.simpleRenew,
    /** With `token`: the renewal link's payment page (decision 026). */
    getHref: (token?: string) => (token ? `/domain/renew/simple?token=${enc(token)}` : '/domain/renew/simple'),
  },
  /** The state of a payment made with a renewal link (open to visitors; the link's token is the proof). */
  simpleRenewStatus: {
    ...appPaths.simpleRenewStatus,
    getHref: (paymentId: string) => `/domain/renew/simple/status/${enc(paymentId)}`,
  },
  domainRenew: {
    ...appPaths.domainRenew,
    getHref: (pattern?: string) => `/domain/renew${optionalSegments(pattern)}`,
  },
  premiumAndExpiring: {
    ...appPaths.premiumAndExpiring,
    getHref: () => '/domain/premium-and-expiring',
  },
  domainFeatures: {
    ...appPaths.domainFeatures,
    getHref: () => '/domain/features',
  },
  domainTransfer: {
    ...appPaths.domainTransfer,
    getHref: () => '/domain/transfer',
  },
  tldList: { ...appPaths.tldList, getHref: () => '/domain/tlds' },
  dnsZone: {
    ...appPaths.dnsZone,
    getHref: (domainUtf8: string) => `/domain/dns/${enc(domainUtf8)}`,
  },
  /** The page a MAILFW confirmation mail links to (the server writes the same path into the mail). */
  dnsMailfwConfirm: {
    ...appPaths.dnsMailfwConfirm,
    getHref: (token: string) => `/dns/mailfw/confirm?token=${enc(token)}`,
  },
  ownershipConfirm: {
    ...appPaths.ownershipConfirm,
    getHref: (token: string) => `/domain/ownership/confirm?token=${enc(token)}`,
  },
  myDomains: {
    ...appPaths.myDomains,
    getHref: () => '/user/domains',
  },
  myMailboxes: {
    ...appPaths.myMailboxes,
    getHref: () => '/user/mailboxes',
  },
  mailboxAdd: {
    ...appPaths.mailboxAdd,
    getHref: (domain?: string, info?: string) => `/user/domain/add/mailbox${optionalSegments(domain, domain ? info : undefined)}`,
  },
  domainOwnership: {
    ...appPaths.domainOwnership,
    getHref: (domain?: string) => (domain ? `/user/domain/ownership?domain=${enc(domain)}` : '/user/domain/ownership'),
  },
  dashboard: {
    ...appPaths.dashboard,
    getHref: () => '/user/dashboard',
  },
  nameserverManagement: {
    ...appPaths.nameserverManagement,
    getHref: () => '/user/nameservermanagement',
  },
  nameserverTemplates: {
    ...appPaths.nameserverTemplates,
    getHref: () => '/user/nameservertemplates',
  },
  domainsInPending: {
    ...appPaths.domainsInPending,
    getHref: () => '/user/domains_in_pending',
  },
  orders: { ...appPaths.orders, getHref: () => '/user/orders' },
  contacts: {
    ...appPaths.contacts,
    getHref: () => '/user/contacts',
  },
  login: {
    ...appPaths.login,
    /** `redirect` is the target the visitor asked for before the login (spec §2.2). */
    getHref: (redirect?: string) => (redirect ? `/user/login?redirect=${enc(redirect)}` : '/user/login'),
  },
  recover: { ...appPaths.recover, getHref: () => '/user/recover' },
  twoFactorRecovery: {
    ...appPaths.twoFactorRecovery,
    /** `redirect` carries the login's target on to the recovery code step. */
    getHref: (redirect?: string | null) => (redirect ? `/user/login/2fa/recovery?redirect=${enc(redirect)}` : '/user/login/2fa/recovery'),
  },
  /** The link of the verification and e-mail change mails; for visitors and users alike. */
  verifyEmail: {
    ...appPaths.verifyEmail,
    getHref: (token?: string) => (token ? `/user/verify-email?token=${enc(token)}` : '/user/verify-email'),
  },
  register: {
    ...appPaths.register,
    getHref: (redirect?: string) => (redirect ? `/user/register?redirect=${enc(redirect)}` : '/user/register'),
  },
  logout: { ...appPaths.logout, getHref: () => '/user/logout' },
  accountOverview: {
    ...appPaths.accountOverview,
    getHref: () => '/user/account/overview',
  },
  accountIncrease: {
    ...appPaths.accountIncrease,
    getHref: () => '/user/account/increase',
  },
  accountPaymentOverview: {
    ...appPaths.accountPaymentOverview,
    getHref: () => '/user/account/payment/overview',
  },
  accountCreate: {
    ...appPaths.accountCreate,
    getHref: () => '/user/account/create',
  },
  profile: {
    ...appPaths.profile,
    getHref: (tab?: string) => `/user/profile${optionalSegments(tab)}`,
  },
  domainRenewPayment: {
    ...appPaths.domainRenewPayment,
    getHref: () => '/user/domain/renew/payment',
  },
  domainRenewPaymentOverview: {
    ...appPaths.domainRenewPaymentOverview,
    getHref: () => '/user/domain/renew/payment/overview',
  },
  domainRgpPayment: {
    ...appPaths.domainRgpPayment,
    getHref: () => '/user/domain/rgp/payment',
  },
  domainRgpPaymentOverview: {
    ...appPaths.domainRgpPaymentOverview,
    getHref: () => '/user/domain/rgp/payment/overview',
  },
  cartOverview: {
    ...appPaths.cartOverview,
    getHref: () => '/cart/overview',
  },
  /** The register checkout (contact, terms, payment); built with the payment web screens. */
  cartCheckout: {
    ...appPaths.cartCheckout,
    getHref: () => '/cart/checkout',
  },
  domainRenewOverview: {
    ...appPaths.domainRenewOverview,
    getHref: () => '/cart/renew/overview',
  },
  domainRgpOverview: {
    ...appPaths.domainRgpOverview,
    getHref: () => '/cart/rgp/overview',
  },
  checkoutStatus: {
    ...appPaths.checkoutStatus,
    getHref: (id: string) => `/cart/checkout/status/${enc(id)}`,
  },
  mailboxFeatures: {
    ...appPaths.mailboxFeatures,
    getHref: () => '/mailbox/features',
  },
  mailboxFeaturesPro: {
    ...appPaths.mailboxFeaturesPro,
    getHref: () => '/mailbox/features_pro',
  },
  aboutUs: { ...appPaths.aboutUs, getHref: () => '/about/us' },
  resellerBenefits: {
    ...appPaths.resellerBenefits,
    getHref: () => '/reseller/benefits',
  },
  resellerRegistrationInfo: {
    ...appPaths.resellerRegistrationInfo,
    getHref: () => '/reseller/registration/steps',
  },
  resellerTools: {
    ...appPaths.resellerTools,
    getHref: () => '/reseller/tools',
  },
  resellerArea: {
    ...appPaths.resellerArea,
    getHref: () => '/reseller/area',
  },
  resellerDocs: {
    ...appPaths.resellerDocs,
    getHref: () => '/reseller/docs',
  },
  resellerInvoices: {
    ...appPaths.resellerInvoices,
    getHref: () => '/reseller/invoices',
  },
  news: {
    ...appPaths.news,
    getHref: (id?: string | number) => `/news${optionalSegments(id === undefined ? undefined : String(id))}`,
  },
  cms: {
    ...appPaths.cms,
    getHref: (id?: CmsPageId) => `/cms${optionalSegments(id)}`,
  },
  imprint: {
    ...appPaths.imprint,
    getHref: (section?: ImprintSection) => (section ? `/imprint#${section}` : '/imprint'),
  },
  downloads: { ...appPaths.downloads, getHref: () => '/downloads' },
  terms: { ...appPaths.terms, getHref: () => '/terms/general' },
  noscript: { ...appPaths.noscript, getHref: () => '/noscript' },
  notFound: { ...appPaths.notFound, getHref: () => '/404' },
} as const;

export type RouteName = keyof typeof paths;

/** The content pages `/cms/:id` knows; the server redirects the legacy links here. */
export const CMS_PAGE_IDS = [
  'payment-methods',
  'security',
  'support-intro',
  'support-emergency',
  'support',
  'faq',
  'report-abuse',
] as const;
export type CmsPageId = (typeof CMS_PAGE_IDS)[number];

export function isCmsPageId(value: string | undefined): value is CmsPageId {
  return (CMS_PAGE_IDS as readonly string[]).includes(value ?? '');
}

/** The anchored sections of the imprint page; legacy links such as `/imprint#privacy` land on them. */
export const IMPRINT_SECTIONS = ['imprint', 'privacy', 'accessibility'] as const;
export type ImprintSection = (typeof IMPRINT_SECTIONS)[number];

export const ROUTE_NAMES = Object.keys(paths) as RouteName[];

export function requiresLogin(name: RouteName): boolean {
  return (paths[name] as RouteDefinition).auth === true;
}
