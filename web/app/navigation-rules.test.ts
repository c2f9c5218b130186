import { describe, expect, it } from 'vitest';
import {
  canChangeCountry,
  clearsSearchState,
  guardNavigation,
  isFullWidthRoute,
  loginRedirectTarget,
  logoutTarget,
  nextPreviousRoute,
  refreshAfterLocalization,
  safeRedirectTarget,
  type VisitedRoute,
} from './navigation-rules';
import { resolveRoute } from './resolve-route';
import type { RouteName } from './paths';

const client = { status: 'client' as const };
const reseller = { status: 'reseller' as const };

function visit(href: string): VisitedRoute {
  const { name } = resolveRoute(href);
  return { name, href };
}

function at(name: RouteName, href = `/${name}`): VisitedRoute {
  return { name, href };
}

describe('guardNavigation', () => {
  it('sends a visitor from a login-only route to Login and remembers the target', () => {
    expect(guardNavigation(visit('/user/domains?page=2'), null)).toEqual({
      kind: 'redirect',
      href: '/user/login?redirect=%2Fuser%2Fdomains%3Fpage%3D2',
      loginRedirect: true,
    });
    expect(guardNavigation(visit('/domain/dns/bücher.de'), null)).toMatchObject({ kind: 'redirect', loginRedirect: true });
    expect(guardNavigation(visit('/cart/rgp/overview'), null)).toMatchObject({ kind: 'redirect', loginRedirect: true });
  });

  it('lets a visitor open public routes', () => {
    for (const href of ['/home', '/', '/domain/prices', '/user/login', '/user/register', '/cart/overview', '/imprint', '/nope']) {
      expect(guardNavigation(visit(href), null)).toEqual({ kind: 'proceed' });
    }
  });

  it('lets a logged-in user open login-only routes', () => {
    expect(guardNavigation(visit('/user/dashboard'), client)).toEqual({ kind: 'proceed' });
  });

  it('sends a logged-in user from Login or 2FA recovery to the dashboard', () => {
    for (const href of ['/user/login', '/user/login?redirect=/x', '/user/login/2fa/recovery']) {
      expect(guardNavigation(visit(href), client)).toEqual({ kind: 'redirect', href: '/user/dashboard', loginRedirect: false });
    }
  });

  it('sends a client from the reseller area to the reseller benefits', () => {
    expect(guardNavigation(visit('/reseller/area'), client)).toEqual({
      kind: 'redirect',
      href: '/reseller/benefits',
      loginRedirect: false,
    });
    expect(guardNavigation(visit('/reseller/area'), reseller)).toEqual({ kind: 'proceed' });
  });

  it('sends a reseller from the benefits and registration information to the reseller area', () => {
    for (const href of ['/reseller/benefits', '/reseller/registration/steps']) {
      expect(guardNavigation(visit(href), reseller)).toEqual({ kind: 'redirect', href: '/reseller/area', loginRedirect: false });
      expect(guardNavigation(visit(href), client)).toEqual({ kind: 'proceed' });
    }
  });

  it('does not redirect users with other statuses from reseller pages', () => {
    const suspended = { status: 'suspended' as const };
    expect(guardNavigation(visit('/reseller/area'), suspended)).toEqual({ kind: 'proceed' });
    expect(guardNavigation(visit('/reseller/benefits'), suspended)).toEqual({ kind: 'proceed' });
  });
});

describe('isFullWidthRoute', () => {
  it('is true on Home, RegisterDomain, Php and Dashboard only', () => {
    expect(['home', 'registerDomain', 'php', 'dashboard'].every((name) => isFullWidthRoute(name as RouteName))).toBe(true);
    expect(isFullWidthRoute('domainPrices')).toBe(false);
    expect(isFullWidthRoute('login')).toBe(false);
    expect(isFullWidthRoute('notFound')).toBe(false);
  });
});

describe('loginRedirectTarget', () => {
  it('prefers the redirect query parameter', () => {
    expect(loginRedirectTarget('/user/orders', at('cartOverview', '/cart/overview'))).toEqual({ kind: 'href', href: '/user/orders' });
  });

  it('ignores a redirect parameter that leaves the shop', () => {
    expect(loginRedirectTarget('https://evil.example/', null)).toEqual({ kind: 'href', href: '/user/dashboard' });
    expect(loginRedirectTarget('//evil.example/', null)).toEqual({ kind: 'href', href: '/user/dashboard' });
  });

  it('returns to the cart when the login started there', () => {
    expect(loginRedirectTarget(null, at('cartOverview', '/cart/overview'))).toEqual({ kind: 'href', href: '/cart/overview' });
    expect(loginRedirectTarget(null, at('domainRenewOverview', '/cart/renew/overview'))).toEqual({
      kind: 'href',
      href: '/cart/renew/overview',
    });
  });

  it('goes to the dashboard from Home, RegisterDomain, Php, Logout or nowhere', () => {
    for (const previous of [at('home'), at('registerDomain'), at('php', '/'), at('logout'), null]) {
      expect(loginRedirectTarget(undefined, previous)).toEqual({ kind: 'href', href: '/user/dashboard' });
    }
  });

  it('goes back one step from a TLD landing page', () => {
    expect(loginRedirectTarget(null, at('tldLanding', '/domain/find/shop'))).toEqual({ kind: 'back' });
  });

  it('returns to any other previous route', () => {
    expect(loginRedirectTarget(null, at('domainPrices', '/domain/prices?type=promos'))).toEqual({
      kind: 'href',
      href: '/domain/prices?type=promos',
    });
    expect(loginRedirectTarget(null, at('searchDomainTerm', '/domain/search/example'))).toEqual({
      kind: 'href',
      href: '/domain/search/example',
    });
  });

  it('does not return to the login or register page itself', () => {
    expect(loginRedirectTarget(null, at('register', '/user/register'))).toEqual({ kind: 'href', href: '/user/dashboard' });
  });
});

describe('logoutTarget', () => {
  it('goes to Home by default', () => {
    expect(logoutTarget(at('dashboard', '/user/dashboard'))).toEqual({ kind: 'href', href: '/home' });
    expect(logoutTarget(null)).toEqual({ kind: 'href', href: '/home' });
  });

  it('stays on Home or the domain search', () => {
    expect(logoutTarget(at('home', '/home'))).toEqual({ kind: 'href', href: '/home' });
    expect(logoutTarget(at('searchDomainTerm', '/domain/search/shop'))).toEqual({ kind: 'href', href: '/domain/search/shop' });
    expect(logoutTarget(at('searchDomain', '/domain/search'))).toEqual({ kind: 'href', href: '/domain/search' });
  });
});

describe('nextPreviousRoute', () => {
  it('remembers the route that was left', () => {
    expect(nextPreviousRoute(null, { from: at('home'), loginRedirect: false })).toEqual(at('home'));
    expect(nextPreviousRoute(at('home'), { from: at('domainPrices'), loginRedirect: false })).toEqual(at('domainPrices'));
  });

  it('keeps the remembered route after Logout', () => {
    expect(nextPreviousRoute(at('logout'), { from: at('logout'), loginRedirect: false })).toEqual(at('logout'));
  });

  it('keeps the remembered route after a login redirect', () => {
    expect(nextPreviousRoute(at('home'), { from: at('domainPrices'), loginRedirect: true })).toEqual(at('home'));
  });

  it('keeps the remembered route on the first navigation', () => {
    expect(nextPreviousRoute(null, { from: null, loginRedirect: false })).toBeNull();
  });
});

describe('clearsSearchState', () => {
  const to = (href: string) => {
    const { name, search } = resolveRoute(href);
    return { name, search };
  };

  it('clears on an ordinary navigation', () => {
    expect(clearsSearchState(at('home'), to('/domain/prices'))).toBe(true);
    expect(clearsSearchState(at('searchDomainTerm'), to('/home'))).toBe(true);
    expect(clearsSearchState(null, to('/home'))).toBe(true);
  });

  it('keeps the state on the way to the legacy page in domain mode only', () => {
    expect(clearsSearchState(at('home'), to('/?mode=domain'))).toBe(false);
    expect(clearsSearchState(at('home'), to('/'))).toBe(true);
    expect(clearsSearchState(at('home'), to('/?mode=page'))).toBe(true);
  });

  it('keeps the state on the way to adding a mailbox and to the DNS zone', () => {
    expect(clearsSearchState(at('myDomains'), to('/user/domain/add/mailbox/example.com'))).toBe(false);
    expect(clearsSearchState(at('myDomains'), to('/domain/dns/example.com'))).toBe(false);
  });

  it('keeps the state between My Domains and the dashboard, both ways', () => {
    expect(clearsSearchState(at('myDomains'), to('/user/dashboard'))).toBe(false);
    expect(clearsSearchState(at('dashboard'), to('/user/domains'))).toBe(false);
    expect(clearsSearchState(at('myMailboxes'), to('/user/dashboard'))).toBe(true);
    expect(clearsSearchState(at('myDomains'), to('/user/domains'))).toBe(true);
  });
});

describe('refreshAfterLocalization', () => {
  it('refreshes news and promotions on the home pages', () => {
    expect(refreshAfterLocalization('home')).toEqual(['news', 'promotions']);
    expect(refreshAfterLocalization('registerDomain')).toEqual(['news', 'promotions']);
    expect(refreshAfterLocalization('php')).toEqual(['news', 'promotions']);
  });

  it('refreshes the price list on the prices page and news and offers on the dashboard', () => {
    expect(refreshAfterLocalization('domainPrices')).toEqual(['priceList']);
    expect(refreshAfterLocalization('dashboard')).toEqual(['news', 'offers']);
  });

  it('refreshes the cart and the country list elsewhere', () => {
    expect(refreshAfterLocalization('cartOverview')).toEqual(['cart', 'countries']);
    expect(refreshAfterLocalization('imprint')).toEqual(['cart', 'countries']);
  });
});

describe('canChangeCountry', () => {
  it('is refused to resellers and on payment pages', () => {
    expect(canChangeCountry(reseller, '/home')).toBe(false);
    expect(canChangeCountry(client, '/user/account/payment/overview')).toBe(false);
    expect(canChangeCountry(null, '/user/domain/renew/payment')).toBe(false);
    expect(canChangeCountry(client, '/user/dashboard')).toBe(true);
    expect(canChangeCountry(null, '/home')).toBe(true);
  });
});

describe('safeRedirectTarget', () => {
  it('accepts in-app paths only', () => {
    expect(safeRedirectTarget('/user/orders?x=1#y')).toBe('/user/orders?x=1#y');
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    // Tabs and line breaks are dropped by browsers, which would leave //evil.invalid.
    for (const control of ['\t', '\n', '\r', '\u0000', '\u007f']) expect(safeRedirectTarget(`/${control}/evil.invalid`)).toBeNull();
    expect(safeRedirectTarget(decodeURIComponent('/%09/evil.invalid'))).toBeNull();
    expect(safeRedirectTarget('/user/\\evil')).toBeNull();
    expect(safeRedirectTarget('')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });
});
