import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';
import { paths, ROUTE_NAMES } from './paths';

describe('resolveRoute', () => {
  it.each([
    ['/', 'php'],
    ['/index.php', 'php'],
    ['/home', 'home'],
    ['/domain/register', 'registerDomain'],
    ['/domain/search', 'searchDomain'],
    ['/domain/search/example', 'searchDomainTerm'],
    ['/domain/whois', 'whois'],
    ['/domain/whois/example.com', 'whois'],
    ['/domain/whois/privacy', 'domainFeatures'],
    ['/domain/features', 'domainFeatures'],
    ['/domain/renew/simple', 'simpleRenew'],
    ['/domain/renew/simple/status/12', 'simpleRenewStatus'],
    ['/domain/renew', 'domainRenew'],
    ['/domain/renew/example*', 'domainRenew'],
    ['/domain/find/shop', 'tldLanding'],
    ['/user/domains', 'myDomains'],
    ['/user/mailboxes', 'myMailboxes'],
    ['/user/domain/add/mailbox', 'mailboxAdd'],
    ['/user/domain/add/mailbox/example.com/info', 'mailboxAdd'],
    ['/user/login', 'login'],
    ['/user/login/2fa/recovery', 'twoFactorRecovery'],
    ['/user/profile', 'profile'],
    ['/user/profile/security', 'profile'],
    ['/user/domain/renew/payment/overview', 'domainRenewPaymentOverview'],
    ['/cart/checkout/status/42', 'checkoutStatus'],
    ['/reseller/registration/steps', 'resellerRegistrationInfo'],
    ['/news', 'news'],
    ['/news/12', 'news'],
    ['/cms/faq', 'cms'],
    ['/terms/general', 'terms'],
    ['/does/not/exist', 'notFound'],
    ['/home/extra', 'notFound'],
  ])('%s is %s', (href, name) => {
    expect(resolveRoute(href).name).toBe(name);
  });

  it('keeps query and hash in the href and exposes the parameters', () => {
    const route = resolveRoute('/domain/search/b%C3%BCcher?language=de#top');
    expect(route.href).toBe('/domain/search/b%C3%BCcher?language=de#top');
    expect(route.params.term).toBe('bücher');
    expect(route.search.get('language')).toBe('de');
  });

  it('resolves every href builder to its own route', () => {
    const samples: Partial<Record<(typeof ROUTE_NAMES)[number], string>> = {
      searchDomainTerm: paths.searchDomainTerm.getHref('bücher', 'de'),
      tldLanding: paths.tldLanding.getHref('shop'),
      dnsZone: paths.dnsZone.getHref('bücher.de'),
      checkoutStatus: paths.checkoutStatus.getHref('7'),
      mailboxAdd: paths.mailboxAdd.getHref('example.com', 'new'),
      notFound: paths.notFound.getHref(),
    };
    for (const name of ROUTE_NAMES) {
      const route = paths[name] as { getHref: (...args: never[]) => string };
      const href = samples[name] ?? route.getHref();
      expect(resolveRoute(href).name, href).toBe(name);
    }
  });
});
