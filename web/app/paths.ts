/**
 * The one route table of the shop (spec §2.1): every path, its name, whether it needs a login,
 * and an href builder. Menus, links and the navigation rules use these builders and names,
 * never hand-written paths.
 */

export interface RouteDefinition {
  /** The path pattern in react-router syntax. */
  readonly path: string;
  /** Further patterns that show the same page under the same name. */
  readonly aliases?: readonly string[];
  /** True when only a logged-in user may open the route (spec "(auth)"). */
  readonly auth?: boolean;
  /** The i18n key of the page title. */
  readonly titleKey: string;
}

function route<const T extends RouteDefinition>(definition: T): T {
  return definition;
}

const enc = encodeURIComponent;

/** `encodeURIComponent` for each optional segment, skipping the empty ones. */
function optionalSegments(...segments: (string | undefined)[]): string {
  return segments
    .filter((segment): segment is string => segment !== undefined && segment !== '')
    .map((segment) => `/${enc(segment)}`)
    .join('');
}

export const paths = {
  home: { ...route({ path: '/home', titleKey: 'pages.home.title' }), getHref: () => '/home' },
  /** Hosts legacy server-rendered pages; without such content it shows the home page. */
  php: {
    ...route({ path: '/', aliases: ['/index.php'], titleKey: 'pages.home.title' }),
    getHref: () => '/',
  },
  registerDomain: {
    ...route({ path: '/domain/register', titleKey: 'pages.registerDomain.title' }),
    getHref: () => '/domain/register',
  },
  searchDomain: {
    ...route({ path: '/domain/search', titleKey: 'pages.searchDomain.title' }),
    getHref: () => '/domain/search',
  },
  searchDomainTerm: {
    ...route({ path: '/domain/search/:term', titleKey: 'pages.searchDomain.title' }),
    getHref: (term: string, idnLanguage?: string) =>
      `/domain/search/${enc(term)}${idnLanguage ? `?language=${enc(idnLanguage)}` : ''}`,
  },
  domainRestoreRgp: {
    ...route({ path: '/domain/restore/rgp', auth: true, titleKey: 'pages.domainRestoreRgp.title' }),
    getHref: () => '/domain/restore/rgp',
  },
  domainPrices: {
    ...route({ path: '/domain/prices', titleKey: 'pages.domainPrices.title' }),
    getHref: (options?: { promotionsOnly?: boolean }) =>
      options?.promotionsOnly ? '/domain/prices?type=promos' : '/domain/prices',
  },
  whois: {
    ...route({ path: '/domain/whois/:domain?', titleKey: 'pages.whois.title' }),
    getHref: (domain?: string) => `/domain/whois${optionalSegments(domain)}`,
  },
  tldLanding: {
    ...route({ path: '/domain/find/:tld', titleKey: 'pages.tldLanding.title' }),
    getHref: (tld: string) => `/domain/find/${enc(tld)}`,
  },
  simpleRenew: {
    ...route({ path: '/domain/renew/simple', titleKey: 'pages.simpleRenew.title' }),
    /** With `token`: the renewal link's payment page (decision 026). */
    getHref: (token?: string) => (token ? `/domain/renew/simple?token=${enc(token)}` : '/domain/renew/simple'),
  },
  /** The state of a payment made with a renewal link (open to visitors; the link's token is the proof). */
  simpleRenewStatus: {
    ...route({ path: '/domain/renew/simple/status/:paymentId', titleKey: 'pages.simpleRenewStatus.title' }),
    getHref: (paymentId: string) => `/domain/renew/simple/status/${enc(paymentId)}`,
  },
  domainRenew: {
    ...route({ path: '/domain/renew/:pattern?', auth: true, titleKey: 'pages.domainRenew.title' }),
    getHref: (pattern?: string) => `/domain/renew${optionalSegments(pattern)}`,
  },
  premiumAndExpiring: {
    ...route({ path: '/domain/premium-and-expiring', titleKey: 'pages.premiumAndExpiring.title' }),
    getHref: () => '/domain/premium-and-expiring',
  },
  domainFeatures: {
    ...route({ path: '/domain/features', aliases: ['/domain/whois/privacy'], titleKey: 'pages.domainFeatures.title' }),
    getHref: () => '/domain/features',
  },
  domainTransfer: {
    ...route({ path: '/domain/transfer', titleKey: 'pages.domainTransfer.title' }),
    getHref: () => '/domain/transfer',
  },
  tldList: { ...route({ path: '/domain/tlds', titleKey: 'pages.tldList.title' }), getHref: () => '/domain/tlds' },
  dnsZone: {
    ...route({ path: '/domain/dns/:domain_utf8', auth: true, titleKey: 'pages.dnsZone.title' }),
    getHref: (domainUtf8: string) => `/domain/dns/${enc(domainUtf8)}`,
  },
  myDomains: {
    ...route({ path: '/user/domains', auth: true, titleKey: 'pages.myDomains.title' }),
    getHref: () => '/user/domains',
  },
  myMailboxes: {
    ...route({ path: '/user/mailboxes', auth: true, titleKey: 'pages.myMailboxes.title' }),
    getHref: () => '/user/mailboxes',
  },
  mailboxAdd: {
    ...route({ path: '/user/domain/add/mailbox/:domain?/:info?', auth: true, titleKey: 'pages.mailboxAdd.title' }),
    getHref: (domain?: string, info?: string) =>
      `/user/domain/add/mailbox${optionalSegments(domain, domain ? info : undefined)}`,
  },
  domainOwnership: {
    ...route({ path: '/user/domain/ownership', auth: true, titleKey: 'pages.domainOwnership.title' }),
    getHref: () => '/user/domain/ownership',
  },
  dashboard: {
    ...route({ path: '/user/dashboard', auth: true, titleKey: 'pages.dashboard.title' }),
    getHref: () => '/user/dashboard',
  },
  nameserverManagement: {
    ...route({ path: '/user/nameservermanagement', auth: true, titleKey: 'pages.nameserverManagement.title' }),
    getHref: () => '/user/nameservermanagement',
  },
  nameserverTemplates: {
    ...route({ path: '/user/nameservertemplates', auth: true, titleKey: 'pages.nameserverTemplates.title' }),
    getHref: () => '/user/nameservertemplates',
  },
  domainsInPending: {
    ...route({ path: '/user/domains_in_pending', auth: true, titleKey: 'pages.domainsInPending.title' }),
    getHref: () => '/user/domains_in_pending',
  },
  orders: { ...route({ path: '/user/orders', auth: true, titleKey: 'pages.orders.title' }), getHref: () => '/user/orders' },
  contacts: {
    ...route({ path: '/user/contacts', auth: true, titleKey: 'pages.contacts.title' }),
    getHref: () => '/user/contacts',
  },
  login: {
    ...route({ path: '/user/login', titleKey: 'pages.login.title' }),
    /** `redirect` is the target the visitor asked for before the login (spec §2.2). */
    getHref: (redirect?: string) => (redirect ? `/user/login?redirect=${enc(redirect)}` : '/user/login'),
  },
  recover: { ...route({ path: '/user/recover', titleKey: 'pages.recover.title' }), getHref: () => '/user/recover' },
  twoFactorRecovery: {
    ...route({ path: '/user/login/2fa/recovery', titleKey: 'pages.twoFactorRecovery.title' }),
    /** `redirect` carries the login's target on to the recovery code step. */
    getHref: (redirect?: string | null) => (redirect ? `/user/login/2fa/recovery?redirect=${enc(redirect)}` : '/user/login/2fa/recovery'),
  },
  /** The link of the verification and e-mail change mails; for visitors and users alike. */
  verifyEmail: {
    ...route({ path: '/user/verify-email', titleKey: 'pages.verifyEmail.title' }),
    getHref: (token?: string) => (token ? `/user/verify-email?token=${enc(token)}` : '/user/verify-email'),
  },
  register: {
    ...route({ path: '/user/register', titleKey: 'pages.register.title' }),
    getHref: (redirect?: string) => (redirect ? `/user/register?redirect=${enc(redirect)}` : '/user/register'),
  },
  logout: { ...route({ path: '/user/logout', titleKey: 'pages.logout.title' }), getHref: () => '/user/logout' },
  accountOverview: {
    ...route({ path: '/user/account/overview', auth: true, titleKey: 'pages.accountOverview.title' }),
    getHref: () => '/user/account/overview',
  },
  accountIncrease: {
    ...route({ path: '/user/account/increase', auth: true, titleKey: 'pages.accountIncrease.title' }),
    getHref: () => '/user/account/increase',
  },
  accountPaymentOverview: {
    ...route({ path: '/user/account/payment/overview', auth: true, titleKey: 'pages.accountPaymentOverview.title' }),
    getHref: () => '/user/account/payment/overview',
  },
  accountCreate: {
    ...route({ path: '/user/account/create', auth: true, titleKey: 'pages.accountCreate.title' }),
    getHref: () => '/user/account/create',
  },
  profile: {
    ...route({ path: '/user/profile/:tab?', auth: true, titleKey: 'pages.profile.title' }),
    getHref: (tab?: string) => `/user/profile${optionalSegments(tab)}`,
  },
  domainRenewPayment: {
    ...route({ path: '/user/domain/renew/payment', auth: true, titleKey: 'pages.domainRenewPayment.title' }),
    getHref: () => '/user/domain/renew/payment',
  },
  domainRenewPaymentOverview: {
    ...route({ path: '/user/domain/renew/payment/overview', auth: true, titleKey: 'pages.domainRenewPaymentOverview.title' }),
    getHref: () => '/user/domain/renew/payment/overview',
  },
  domainRgpPayment: {
    ...route({ path: '/user/domain/rgp/payment', auth: true, titleKey: 'pages.domainRgpPayment.title' }),
    getHref: () => '/user/domain/rgp/payment',
  },
  domainRgpPaymentOverview: {
    ...route({ path: '/user/domain/rgp/payment/overview', auth: true, titleKey: 'pages.domainRgpPaymentOverview.title' }),
    getHref: () => '/user/domain/rgp/payment/overview',
  },
  cartOverview: {
    ...route({ path: '/cart/overview', titleKey: 'pages.cartOverview.title' }),
    getHref: () => '/cart/overview',
  },
  /** The register checkout (contact, terms, payment); built with the payment web screens. */
  cartCheckout: {
    ...route({ path: '/cart/checkout', auth: true, titleKey: 'pages.cartCheckout.title' }),
    getHref: () => '/cart/checkout',
  },
  domainRenewOverview: {
    ...route({ path: '/cart/renew/overview', titleKey: 'pages.domainRenewOverview.title' }),
    getHref: () => '/cart/renew/overview',
  },
  domainRgpOverview: {
    ...route({ path: '/cart/rgp/overview', auth: true, titleKey: 'pages.domainRgpOverview.title' }),
    getHref: () => '/cart/rgp/overview',
  },
  checkoutStatus: {
    ...route({ path: '/cart/checkout/status/:id', titleKey: 'pages.checkoutStatus.title' }),
    getHref: (id: string) => `/cart/checkout/status/${enc(id)}`,
  },
  mailboxFeatures: {
    ...route({ path: '/mailbox/features', titleKey: 'pages.mailboxFeatures.title' }),
    getHref: () => '/mailbox/features',
  },
  mailboxFeaturesPro: {
    ...route({ path: '/mailbox/features_pro', titleKey: 'pages.mailboxFeaturesPro.title' }),
    getHref: () => '/mailbox/features_pro',
  },
  aboutUs: { ...route({ path: '/about/us', titleKey: 'pages.aboutUs.title' }), getHref: () => '/about/us' },
  resellerBenefits: {
    ...route({ path: '/reseller/benefits', titleKey: 'pages.resellerBenefits.title' }),
    getHref: () => '/reseller/benefits',
  },
  resellerRegistrationInfo: {
    ...route({ path: '/reseller/registration/steps', titleKey: 'pages.resellerRegistrationInfo.title' }),
    getHref: () => '/reseller/registration/steps',
  },
  resellerTools: {
    ...route({ path: '/reseller/tools', titleKey: 'pages.resellerTools.title' }),
    getHref: () => '/reseller/tools',
  },
  resellerArea: {
    ...route({ path: '/reseller/area', auth: true, titleKey: 'pages.resellerArea.title' }),
    getHref: () => '/reseller/area',
  },
  resellerDocs: {
    ...route({ path: '/reseller/docs', auth: true, titleKey: 'pages.resellerDocs.title' }),
    getHref: () => '/reseller/docs',
  },
  resellerInvoices: {
    ...route({ path: '/reseller/invoices', auth: true, titleKey: 'pages.resellerInvoices.title' }),
    getHref: () => '/reseller/invoices',
  },
  news: {
    ...route({ path: '/news/:id?', titleKey: 'pages.news.title' }),
    getHref: (id?: string | number) => `/news${optionalSegments(id === undefined ? undefined : String(id))}`,
  },
  cms: {
    ...route({ path: '/cms/:id?', titleKey: 'pages.cms.title' }),
    getHref: (id?: CmsPageId) => `/cms${optionalSegments(id)}`,
  },
  imprint: {
    ...route({ path: '/imprint', titleKey: 'pages.imprint.title' }),
    getHref: (section?: ImprintSection) => (section ? `/imprint#${section}` : '/imprint'),
  },
  downloads: { ...route({ path: '/downloads', titleKey: 'pages.downloads.title' }), getHref: () => '/downloads' },
  terms: { ...route({ path: '/terms/general', titleKey: 'pages.terms.title' }), getHref: () => '/terms/general' },
  noscript: { ...route({ path: '/noscript', titleKey: 'pages.noscript.title' }), getHref: () => '/noscript' },
  notFound: { ...route({ path: '*', titleKey: 'pages.notFound.title' }), getHref: () => '/404' },
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
