import { describe, expect, it } from 'vitest';
import { isAppPath } from '@common/routes/match-app-path';
import { resolveRoute } from './resolve-route';
import { paths, ROUTE_NAMES } from './paths';

/** The server answers 404 for what it takes to be no route; that must be what the router shows as not found. */
describe('the server and the router agree on what is a page', () => {
  const samples = [
    '/',
    '/index.php',
    '/INDEX.PHP',
    '/home',
    '/home/',
    '/home//',
    '/Home',
    '/home/extra',
    '/homes',
    '/domain/search',
    '/domain/search/b%C3%BCcher',
    '/domain/search/a/b',
    '/domain/search/a%2Fb',
    '/domain/whois',
    '/domain/whois/example.com',
    '/domain/whois/privacy',
    '/domain/whois/example.com/extra',
    '/domain/dns',
    '/domain/dns/b%C3%BCcher.de',
    '/domain/renew/simple/status',
    '/domain/renew/simple/status/12',
    '/domain/renew/example*',
    '/user/domain/add/mailbox',
    '/user/domain/add/mailbox/example.com',
    '/user/domain/add/mailbox/example.com/info',
    '/user/domain/add/mailbox/example.com/info/more',
    '/user//domains',
    '/news/%E0%A4%A',
    '/cart/checkout/status/42',
    '/404',
    '/does/not/exist',
    '/assets/index-4f2a9c.js',
  ];

  it.each(samples)('%s', (pathname) => {
    expect(isAppPath(pathname)).toBe(resolveRoute(pathname).name !== 'notFound');
  });

  it('knows every route the href builders make', () => {
    for (const name of ROUTE_NAMES) {
      if (name === 'notFound') continue;
      const route = paths[name] as unknown as { getHref: (...args: string[]) => string };
      const href = route.getHref('example.com', 'info');
      expect(isAppPath(href.split(/[?#]/)[0]), `${name}: ${href}`).toBe(true);
    }
    expect(isAppPath(paths.notFound.getHref())).toBe(false);
  });
});
