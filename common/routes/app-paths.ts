/**
 * The pages of the web app (spec §2.1): each route's path pattern, its aliases, whether it needs a
 * login, and its title. The one table both sides read: the browser's router and href builders
 * (web/app/paths.ts) and the server, which answers 404 for a path no route matches
 * (server/http/web-app.ts).
 */

export interface AppPathDefinition {
  /** The path pattern in react-router syntax. */
  readonly path: string;
  /** Further patterns that show the same page under the same name. */
  readonly aliases?: readonly string[];
  /** True when only a logged-in user may open the route (spec "(auth)"). */
  readonly auth?: boolean;
  /** The i18n key of the page title. */
  readonly titleKey: string;
}

export const appPaths = {
  home: { path: '/home', titleKey: 'pages.home.title' },
  /** Hosts legacy server-rendered pages; without such content it shows the home page. */
  php: { path: '/', aliases: ['/index.php'], titleKey: 'pages.home.title' },
  registerDomain: { path: '/domain/register', titleKey: 'pages.registerDomain.title' },
  searchDomain: { path: '/domain/search', titleKey: 'pages.searchDomain.title' },
  searchDomainTerm: { path: '/domain/search/:term', titleKey: 'pages.searchDomain.title' },
  domainRestoreRgp: { path: '/domain/restore/rgp', auth: true, titleKey: 'pages.domainRestoreRgp.title' },
  domainPrices: { path: '/domain/prices', titleKey: 'pages.domainPrices.title' },
  whois: { path: '/domain/whois/:domain?', titleKey: 'pages.whois.title' },
  tldLanding: { path: '/domain/find/:tld', titleKey: 'pages.tldLanding.title' },
  simpleRenew: { path: '/domain/renew/simple', titleKey: 'pages.simpleRenew.title' },
  simpleRenewStatus: { path: '/domain/renew/simple/status/:paymentId', titleKey: 'pages.simpleRenewStatus.title' },
  domainRenew: { path: '/domain/renew/:pattern?', auth: true, titleKey: 'pages.domainRenew.title' },
  premiumAndExpiring: { path: '/domain/premium-and-expiring', titleKey: 'pages.premiumAndExpiring.title' },
  domainFeatures: { path: '/domain/features', aliases: ['/domain/whois/privacy'], titleKey: 'pages.domainFeatures.title' },
  domainTransfer: { path: '/domain/transfer', titleKey: 'pages.domainTransfer.title' },
  tldList: { path: '/domain/tlds', titleKey: 'pages.tldList.title' },
  dnsZone: { path: '/domain/dns/:domain_utf8', auth: true, titleKey: 'pages.dnsZone.title' },
  /** The link mailed to a new MAILFW destination (no login: the destination's owner is rarely a customer). */
  dnsMailfwConfirm: { path: '/dns/mailfw/confirm', titleKey: 'pages.dnsMailfwConfirm.title' },
  /** The link mailed to both registrants of a change of registrant (no login: the new registrant is rarely a customer). */
  ownershipConfirm: { path: '/domain/ownership/confirm', titleKey: 'pages.ownershipConfirm.title' },
  myDomains: { path: '/user/domains', auth: true, titleKey: 'pages.myDomains.title' },
  myMailboxes: { path: '/user/mailboxes', auth: true, titleKey: 'pages.myMailboxes.title' },
  mailboxAdd: { path: '/user/domain/add/mailbox/:domain?/:info?', auth: true, titleKey: 'pages.mailboxAdd.title' },
  domainOwnership: { path: '/user/domain/ownership', auth: true, titleKey: 'pages.domainOwnership.title' },
  dashboard: { path: '/user/dashboard', auth: true, titleKey: 'pages.dashboard.title' },
  nameserverManagement: { path: '/user/nameservermanagement', auth: true, titleKey: 'pages.nameserverManagement.title' },
  nameserverTemplates: { path: '/user/nameservertemplates', auth: true, titleKey: 'pages.nameserverTemplates.title' },
  domainsInPending: { path: '/user/domains_in_pending', auth: true, titleKey: 'pages.domainsInPending.title' },
  orders: { path: '/user/orders', auth: true, titleKey: 'pages.orders.title' },
  contacts: { path: '/user/contacts', auth: true, titleKey: 'pages.contacts.title' },
  login: { path: '/user/login', titleKey: 'pages.login.title' },
  recover: { path: '/user/recover', titleKey: 'pages.recover.title' },
  twoFactorRecovery: { path: '/user/login/2fa/recovery', titleKey: 'pages.twoFactorRecovery.title' },
  verifyEmail: { path: '/user/verify-email', titleKey: 'pages.verifyEmail.title' },
  register: { path: '/user/register', titleKey: 'pages.register.title' },
  logout: { path: '/user/logout', titleKey: 'pages.logout.title' },
  accountOverview: { path: '/user/account/overview', auth: true, titleKey: 'pages.accountOverview.title' },
  accountIncrease: { path: '/user/account/increase', auth: true, titleKey: 'pages.accountIncrease.title' },
  accountPaymentOverview: { path: '/user/account/payment/overview', auth: true, titleKey: 'pages.accountPaymentOverview.title' },
  accountCreate: { path: '/user/account/create', auth: true, titleKey: 'pages.accountCreate.title' },
  profile: { path: '/user/profile/:tab?', auth: true, titleKey: 'pages.profile.title' },
  domainRenewPayment: { path: '/user/domain/renew/payment', auth: true, titleKey: 'pages.domainRenewPayment.title' },
  domainRenewPaymentOverview: {
    path: '/user/domain/renew/payment/overview',
    auth: true,
    titleKey: 'pages.domainRenewPaymentOverview.title',
  },
  domainRgpPayment: { path: '/user/domain/rgp/payment', auth: true, titleKey: 'pages.domainRgpPayment.title' },
  domainRgpPaymentOverview: { path: '/user/domain/rgp/payment/overview', auth: true, titleKey: 'pages.domainRgpPaymentOverview.title' },
  cartOverview: { path: '/cart/overview', titleKey: 'pages.cartOverview.title' },
  cartCheckout: { path: '/cart/checkout', auth: true, titleKey: 'pages.cartCheckout.title' },
  domainRenewOverview: { path: '/cart/renew/overview', titleKey: 'pages.domainRenewOverview.title' },
  domainRgpOverview: { path: '/cart/rgp/overview', auth: true, titleKey: 'pages.domainRgpOverview.title' },
  checkoutStatus: { path: '/cart/checkout/status/:id', titleKey: 'pages.checkoutStatus.title' },
  mailboxFeatures: { path: '/mailbox/features', titleKey: 'pages.mailboxFeatures.title' },
  mailboxFeaturesPro: { path: '/mailbox/features_pro', titleKey: 'pages.mailboxFeaturesPro.title' },
  aboutUs: { path: '/about/us', titleKey: 'pages.aboutUs.title' },
  resellerBenefits: { path: '/reseller/benefits', titleKey: 'pages.resellerBenefits.title' },
  resellerRegistrationInfo: { path: '/reseller/registration/steps', titleKey: 'pages.resellerRegistrationInfo.title' },
  resellerTools: { path: '/reseller/tools', titleKey: 'pages.resellerTools.title' },
  resellerArea: { path: '/reseller/area', auth: true, titleKey: 'pages.resellerArea.title' },
  resellerDocs: { path: '/reseller/docs', auth: true, titleKey: 'pages.resellerDocs.title' },
  resellerInvoices: { path: '/reseller/invoices', auth: true, titleKey: 'pages.resellerInvoices.title' },
  news: { path: '/news/:id?', titleKey: 'pages.news.title' },
  cms: { path: '/cms/:id?', titleKey: 'pages.cms.title' },
  imprint: { path: '/imprint', titleKey: 'pages.imprint.title' },
  downloads: { path: '/downloads', titleKey: 'pages.downloads.title' },
  terms: { path: '/terms/general', titleKey: 'pages.terms.title' },
  noscript: { path: '/noscript', titleKey: 'pages.noscript.title' },
  /** Everything else: the page-not-found screen (the server answers such paths with 404). */
  notFound: { path: '*', titleKey: 'pages.notFound.title' },
} as const satisfies Record<string, AppPathDefinition>;

export type AppPathName = keyof typeof appPaths;
