/**
 * The navigation rules of spec §2.2 as pure functions. The router guard (navigation-guard.ts),
 * the login and logout pages and the settings dialog apply them; keeping them free of React and
 * the browser makes every rule testable in isolation.
 */
import type { User } from '@common/api/session.contract';
import { paths, requiresLogin, type RouteName } from './paths';

/** The name and address of a route the user was on. */
export interface VisitedRoute {
  name: RouteName;
  href: string;
}

export type GuardDecision =
  | { kind: 'proceed' }
  /** `loginRedirect` marks the detour of a visitor to the login page. */
  | { kind: 'redirect'; href: string; loginRedirect: boolean };

/** Where a navigation to `to` really goes, given who is logged in. */
export function guardNavigation(to: VisitedRoute, user: Pick<User, 'status'> | null): GuardDecision {
  if (!user) {
    return requiresLogin(to.name) ? { kind: 'redirect', href: paths.login.getHref(to.href), loginRedirect: true } : { kind: 'proceed' };
  }
  if (to.name === 'login' || to.name === 'twoFactorRecovery') {
    return { kind: 'redirect', href: paths.dashboard.getHref(), loginRedirect: false };
  }
  if (user.status === 'client' && to.name === 'resellerArea') {
    return { kind: 'redirect', href: paths.resellerBenefits.getHref(), loginRedirect: false };
  }
  if (user.status === 'reseller' && (to.name === 'resellerBenefits' || to.name === 'resellerRegistrationInfo')) {
    return { kind: 'redirect', href: paths.resellerArea.getHref(), loginRedirect: false };
  }
  return { kind: 'proceed' };
}

const FULL_WIDTH_ROUTES: ReadonlySet<RouteName> = new Set(['home', 'registerDomain', 'php', 'dashboard']);

/** The home-like pages and the dashboard use the whole window width. */
export function isFullWidthRoute(name: RouteName): boolean {
  return FULL_WIDTH_ROUTES.has(name);
}

/**
 * The route to remember as "previous" once a navigation has happened. Leaving the logout page
 * keeps its marker (the home page greets with a logout message), and a login detour keeps the
 * page the visitor came from.
 */
export function nextPreviousRoute(
  remembered: VisitedRoute | null,
  transition: { from: VisitedRoute | null; loginRedirect: boolean },
): VisitedRoute | null {
  if (!transition.from || transition.loginRedirect || transition.from.name === 'logout') return remembered;
  return transition.from;
}

/** How long the "came from logout" marker outlives the logout (spec §4). */
export const LOGOUT_MARKER_TTL_MS = 6000;

export type NavigationTarget = { kind: 'href'; href: string } | { kind: 'back' };

const CART_ROUTES: ReadonlySet<RouteName> = new Set(['cartOverview', 'domainRenewOverview', 'domainRgpOverview']);
/**
 * Routes after which a fresh login lands on the dashboard. The spec names Home, RegisterDomain,
 * Php and Logout; the login, register and recovery pages are added because returning to them
 * would only bounce a logged-in user again.
 */
const TO_DASHBOARD_AFTER_LOGIN: ReadonlySet<RouteName> = new Set([
  'home',
  'registerDomain',
  'php',
  'logout',
  'login',
  'register',
  'recover',
  'twoFactorRecovery',
]);

/** The origin a redirect target is resolved against: a path that leaves it is not the shop's. */
const REDIRECT_CHECK_ORIGIN = 'http://shop.invalid';

/**
 * Accepts only an in-app path as a redirect target, so a crafted login link cannot send the
 * user to another site after the login. Control characters and backslashes are refused outright:
 * browsers drop a tab or line break inside a URL (`/\t/evil.invalid` becomes `//evil.invalid`)
 * and read `\` as `/`. What is left must resolve to the shop's own origin.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    if (new URL(value, REDIRECT_CHECK_ORIGIN).origin !== REDIRECT_CHECK_ORIGIN) return null;
  } catch {
    return null;
  }
  return value;
}

/** Where the user goes after a successful login or registration (spec §2.2). */
export function loginRedirectTarget(redirectParam: string | null | undefined, previous: VisitedRoute | null): NavigationTarget {
  const redirect = safeRedirectTarget(redirectParam);
  if (redirect) return { kind: 'href', href: redirect };
  if (previous && CART_ROUTES.has(previous.name)) return { kind: 'href', href: previous.href };
  if (!previous || TO_DASHBOARD_AFTER_LOGIN.has(previous.name)) return { kind: 'href', href: paths.dashboard.getHref() };
  if (previous.name === 'tldLanding') return { kind: 'back' };
  return { kind: 'href', href: previous.href };
}

const STAY_AFTER_LOGOUT: ReadonlySet<RouteName> = new Set(['home', 'searchDomain', 'searchDomainTerm']);

/** Where the user goes after logging out: home, unless they were on home or the domain search. */
export function logoutTarget(previous: VisitedRoute | null): NavigationTarget {
  if (previous && STAY_AFTER_LOGOUT.has(previous.name)) return { kind: 'href', href: previous.href };
  return { kind: 'href', href: paths.home.getHref() };
}

/**
 * Whether a navigation clears the home page's search state (pattern, list type, options).
 * It survives only on the way to the legacy page in domain mode, to adding a mailbox, to the
 * DNS zone, and between My Domains and the dashboard.
 */
export function clearsSearchState(from: Pick<VisitedRoute, 'name'> | null, to: { name: RouteName; search: URLSearchParams }): boolean {
  if (to.name === 'php' && to.search.get('mode') === 'domain') return false;
  if (to.name === 'mailboxAdd' || to.name === 'dnsZone') return false;
  const between = new Set([from?.name, to.name]);
  if (from && between.has('myDomains') && between.has('dashboard')) return false;
  return true;
}

/** Query groups to refresh after the localization changed (spec §4 "Settings save"). */
export type LocalizationRefresh = 'news' | 'promotions' | 'priceList' | 'offers' | 'cart' | 'countries';

export function refreshAfterLocalization(name: RouteName): LocalizationRefresh[] {
  switch (name) {
    case 'home':
    case 'registerDomain':
    case 'php':
      return ['news', 'promotions'];
    case 'domainPrices':
      return ['priceList'];
    case 'dashboard':
      return ['news', 'offers'];
    default:
      return ['cart', 'countries'];
  }
}

/** Resellers keep the country of their contract, and a payment under way keeps its country (spec §6). */
export function canChangeCountry(user: Pick<User, 'status'> | null, pathname: string): boolean {
  if (user?.status === 'reseller') return false;
  return !pathname.includes('/payment');
}
