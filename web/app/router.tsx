import { createBrowserRouter, type Location, type RouteObject } from 'react-router';
import { isClientCurrent } from '@web/features/session/api/check-version';
import { userStatusQueryOptions } from '@web/lib/session-status';
import { readSession } from '@web/lib/session-cache';
import { appSettingsQueryOptions } from '@web/features/config/api/get-app-settings';
import { adsQueryOptions } from '@web/features/system-bar/api/get-ads';
import { clearDomainSearchState } from '@web/features/domain-search/search-state';
import { fullPageLoad, setPendingNavigationTarget } from '@web/lib/page-load';
import { queryClient } from '@web/lib/query-client';
import { lazyPage, type LazyPageRoute } from './lazy-page';
import { createNavigationGuard } from './navigation-guard';
import { navigationMemory, type NavigationMemory } from './navigation-memory';
import { clearsSearchState } from './navigation-rules';
import { paths, ROUTE_NAMES, type RouteDefinition, type RouteName } from './paths';
import { resolveRoute } from './resolve-route';
import { AppErrorScreen, AppLoading, PageErrorBoundary } from './route-errors';
import { RootLayout } from './root-layout';
import { NotFoundPage } from '@web/pages/not-found-page';

const homePage = lazyPage(
  () => import('@web/pages/home-page'),
  (module) => module.HomePage,
);
const placeholderPage = lazyPage(
  () => import('@web/pages/placeholder-page'),
  (module) => module.PlaceholderPage,
);
const searchPage = lazyPage(
  () => import('@web/pages/search-page'),
  (module) => module.SearchPage,
);
const myDomainsPage = lazyPage(
  () => import('@web/pages/my-domains-page'),
  (module) => module.MyDomainsPage,
  (module) => module.prefetchMyDomains,
);
const mailboxFeaturesPage = lazyPage(
  () => import('@web/pages/mailbox-features-page'),
  (module) => module.MailboxFeaturesPage,
);

/** The pages with their own module; every other route shows its title until its feature exists. */
const PAGES: Partial<Record<RouteName, () => Promise<LazyPageRoute>>> = {
  home: homePage,
  php: homePage,
  registerDomain: homePage,
  login: lazyPage(
    () => import('@web/pages/login-page'),
    (module) => module.LoginPage,
  ),
  register: lazyPage(
    () => import('@web/pages/register-page'),
    (module) => module.RegisterPage,
  ),
  logout: lazyPage(
    () => import('@web/pages/logout-page'),
    (module) => module.LogoutPage,
  ),
  recover: lazyPage(
    () => import('@web/pages/recover-page'),
    (module) => module.RecoverPage,
  ),
  twoFactorRecovery: lazyPage(
    () => import('@web/pages/two-factor-recovery-page'),
    (module) => module.TwoFactorRecoveryPage,
  ),
  verifyEmail: lazyPage(
    () => import('@web/pages/verify-email-page'),
    (module) => module.VerifyEmailPage,
  ),
  imprint: lazyPage(
    () => import('@web/pages/imprint-page'),
    (module) => module.ImprintPage,
  ),
  cms: lazyPage(
    () => import('@web/pages/cms-page'),
    (module) => module.CmsPage,
  ),
  terms: lazyPage(
    () => import('@web/pages/terms-page'),
    (module) => module.TermsPage,
  ),
  aboutUs: lazyPage(
    () => import('@web/pages/about-us-page'),
    (module) => module.AboutUsPage,
  ),
  downloads: lazyPage(
    () => import('@web/pages/downloads-page'),
    (module) => module.DownloadsPage,
  ),
  domainFeatures: lazyPage(
    () => import('@web/pages/domain-features-page'),
    (module) => module.DomainFeaturesPage,
  ),
  noscript: lazyPage(
    () => import('@web/pages/noscript-page'),
    (module) => module.NoscriptPage,
  ),
  searchDomain: searchPage,
  searchDomainTerm: searchPage,
  whois: lazyPage(
    () => import('@web/pages/whois-page'),
    (module) => module.WhoisPage,
  ),
  domainPrices: lazyPage(
    () => import('@web/pages/domain-prices-page'),
    (module) => module.DomainPricesPage,
    (module) => module.prefetchDomainPrices,
  ),
  tldList: lazyPage(
    () => import('@web/pages/tld-list-page'),
    (module) => module.TldListPage,
  ),
  tldLanding: lazyPage(
    () => import('@web/pages/tld-landing-page'),
    (module) => module.TldLandingPage,
  ),
  news: lazyPage(
    () => import('@web/pages/news-page'),
    (module) => module.NewsPage,
  ),
  profile: lazyPage(
    () => import('@web/pages/profile-page'),
    (module) => module.ProfilePage,
  ),
  myDomains: myDomainsPage,
  myMailboxes: myDomainsPage,
  mailboxAdd: lazyPage(
    () => import('@web/pages/mailbox-add-page'),
    (module) => module.MailboxAddPage,
  ),
  mailboxFeatures: mailboxFeaturesPage,
  mailboxFeaturesPro: mailboxFeaturesPage,
  accountCreate: lazyPage(
    () => import('@web/pages/account-create-page'),
    (module) => module.AccountCreatePage,
  ),
  accountOverview: lazyPage(
    () => import('@web/pages/account-overview-page'),
    (module) => module.AccountOverviewPage,
  ),
  accountIncrease: lazyPage(
    () => import('@web/pages/account-increase-page'),
    (module) => module.AccountIncreasePage,
  ),
  accountPaymentOverview: lazyPage(
    () => import('@web/pages/account-payment-overview-page'),
    (module) => module.AccountPaymentOverviewPage,
  ),
  orders: lazyPage(
    () => import('@web/pages/orders-page'),
    (module) => module.OrdersPage,
  ),
  contacts: lazyPage(
    () => import('@web/pages/contacts-page'),
    (module) => module.ContactsPage,
  ),
  domainsInPending: lazyPage(
    () => import('@web/pages/domains-in-pending-page'),
    (module) => module.DomainsInPendingPage,
  ),
  domainTransfer: lazyPage(
    () => import('@web/pages/domain-transfer-page'),
    (module) => module.DomainTransferPage,
  ),
  dnsZone: lazyPage(
    () => import('@web/pages/domain-dns-page'),
    (module) => module.DomainDnsPage,
  ),
  dnsMailfwConfirm: lazyPage(
    () => import('@web/pages/dns-mailfw-confirm-page'),
    (module) => module.DnsMailfwConfirmPage,
  ),
  domainOwnership: lazyPage(
    () => import('@web/pages/domain-ownership-page'),
    (module) => module.DomainOwnershipPage,
  ),
  ownershipConfirm: lazyPage(
    () => import('@web/pages/ownership-confirm-page'),
    (module) => module.OwnershipConfirmPage,
  ),
  nameserverManagement: lazyPage(
    () => import('@web/pages/nameserver-management-page'),
    (module) => module.NameserverManagementPage,
  ),
  nameserverTemplates: lazyPage(
    () => import('@web/pages/nameserver-templates-page'),
    (module) => module.NameserverTemplatesPage,
  ),
  dashboard: lazyPage(
    () => import('@web/pages/dashboard-page'),
    (module) => module.DashboardPage,
  ),
  premiumAndExpiring: lazyPage(
    () => import('@web/pages/premium-and-expiring-page'),
    (module) => module.PremiumAndExpiringPage,
  ),
  cartOverview: lazyPage(
    () => import('@web/pages/cart-overview-page'),
    (module) => module.CartOverviewPage,
  ),
  simpleRenew: lazyPage(
    () => import('@web/pages/simple-renew-page'),
    (module) => module.SimpleRenewPage,
  ),
  simpleRenewStatus: lazyPage(
    () => import('@web/pages/simple-renew-status-page'),
    (module) => module.SimpleRenewStatusPage,
  ),
  domainRenew: lazyPage(
    () => import('@web/pages/domain-renew-page'),
    (module) => module.DomainRenewPage,
  ),
  domainRenewOverview: lazyPage(
    () => import('@web/pages/domain-renew-overview-page'),
    (module) => module.DomainRenewOverviewPage,
  ),
  domainRenewPayment: lazyPage(
    () => import('@web/pages/domain-renew-payment-page'),
    (module) => module.DomainRenewPaymentPage,
  ),
  domainRenewPaymentOverview: lazyPage(
    () => import('@web/pages/domain-renew-payment-overview-page'),
    (module) => module.DomainRenewPaymentOverviewPage,
  ),
  domainRestoreRgp: lazyPage(
    () => import('@web/pages/domain-restore-rgp-page'),
    (module) => module.DomainRestoreRgpPage,
  ),
  domainRgpOverview: lazyPage(
    () => import('@web/pages/domain-rgp-overview-page'),
    (module) => module.DomainRgpOverviewPage,
  ),
  domainRgpPayment: lazyPage(
    () => import('@web/pages/domain-rgp-payment-page'),
    (module) => module.DomainRgpPaymentPage,
  ),
  domainRgpPaymentOverview: lazyPage(
    () => import('@web/pages/domain-rgp-payment-overview-page'),
    (module) => module.DomainRgpPaymentOverviewPage,
  ),
  cartCheckout: lazyPage(
    () => import('@web/pages/checkout-page'),
    (module) => module.CheckoutPage,
  ),
  checkoutStatus: lazyPage(
    () => import('@web/pages/checkout-status-page'),
    (module) => module.CheckoutStatusPage,
  ),
  resellerBenefits: lazyPage(
    () => import('@web/pages/reseller-benefits-page'),
    (module) => module.ResellerBenefitsPage,
  ),
  resellerRegistrationInfo: lazyPage(
    () => import('@web/pages/reseller-registration-info-page'),
    (module) => module.ResellerRegistrationInfoPage,
  ),
  resellerTools: lazyPage(
    () => import('@web/pages/reseller-tools-page'),
    (module) => module.ResellerToolsPage,
  ),
  resellerArea: lazyPage(
    () => import('@web/pages/reseller-area-page'),
    (module) => module.ResellerAreaPage,
  ),
  resellerDocs: lazyPage(
    () => import('@web/pages/reseller-docs-page'),
    (module) => module.ResellerDocsPage,
  ),
  resellerInvoices: lazyPage(
    () => import('@web/pages/reseller-invoices-page'),
    (module) => module.ResellerInvoicesPage,
  ),
  // Already part of the shell (the error screens use it), so there is nothing to load lazily.
  notFound: async () => ({ Component: NotFoundPage }),
};

/** The name of the matched route travels in the route's handle. */
export interface RouteHandle {
  name: RouteName;
}

function pageRoutes(): RouteObject[] {
  return ROUTE_NAMES.flatMap((name) => {
    const definition: RouteDefinition = paths[name];
    const handle: RouteHandle = { name };
    return [definition.path, ...(definition.aliases ?? [])].map((path) => ({ path, handle, lazy: PAGES[name] ?? placeholderPage }));
  });
}

/**
 * Records each finished navigation: the remembered routes of spec §2.2 and the clearing of the
 * home page's search state. A change of the fragment alone is no navigation to another page.
 */
function trackNavigations(router: ReturnType<typeof createBrowserRouter>, memory: NavigationMemory): void {
  let last: Location | null = null;
  const handleState = (state: typeof router.state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const location = state.location;
    if (last?.key === location.key) return;
    const sameDocument = last !== null && last.pathname === location.pathname && last.search === location.search;
    last = location;
    setPendingNavigationTarget(null);
    if (sameDocument) return;
    const to = resolveRoute(location.pathname + location.search + location.hash);
    if (clearsSearchState(memory.current, to)) clearDomainSearchState();
    memory.commit({ name: to.name, href: to.href });
  };
  router.subscribe(handleState);
  handleState(router.state);
}

export function createAppRouter() {
  const navigationGuard = createNavigationGuard({
    memory: navigationMemory,
    startSession: async () => {
      const session = await queryClient.fetchQuery(userStatusQueryOptions());
      // Only now, with the session cookie set, may other calls go out. The first page waits for
      // the settings and the system bar's entries (side by side, one round trip): a bar that
      // appeared after the first render pushed the whole page down (decision 040). Neither
      // prefetch throws; a failed one leaves the bar away as before.
      await Promise.all([queryClient.prefetchQuery(appSettingsQueryOptions()), queryClient.prefetchQuery(adsQueryOptions())]);
      return session;
    },
    currentSession: () => readSession(queryClient),
    isClientCurrent,
    fullPageLoad,
  });

  const router = createBrowserRouter([
    {
      id: 'root',
      loader: navigationGuard,
      // The guard must run before every navigation, not only when the root's own data changes.
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: AppErrorScreen,
      HydrateFallback: AppLoading,
      children: [{ ErrorBoundary: PageErrorBoundary, children: pageRoutes() }],
    },
  ]);
  trackNavigations(router, navigationMemory);
  return router;
}
