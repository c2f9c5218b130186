import { describe, expect, it } from 'vitest';
import { legacyTarget } from './legacy-links';

const target = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return legacyTarget(parsed.pathname, parsed.searchParams);
};

describe('legacyTarget', () => {
  it.each([
    ['/?mode=payment_methods', '/cms/payment-methods'],
    ['/?mode=page&page=security', '/cms/security'],
    ['/?mode=page&page=terms_cond', '/terms/general'],
    ['/?mode=support&support_type=intro', '/cms/support-intro'],
    ['/?mode=support&support_type=emergency', '/cms/support-emergency'],
    ['/?mode=support&support_type=support', '/cms/support'],
    ['/index.php?mode=support', '/cms/support'],
    ['/faq', '/cms/faq'],
  ])('sends %s to %s', (url, expected) => {
    expect(target(url)).toBe(expected);
  });

  it('leaves other paths alone', () => {
    expect(target('/')).toBeNull();
    expect(target('/home')).toBeNull();
    expect(target('/?mode=unknown')).toBeNull();
    expect(target('/?mode=page&page=nothing')).toBeNull();
    expect(target('/downloads')).toBeNull();
    // The RSS feed itself answers /rss (server/modules/news/rss.routes.ts).
    expect(target('/rss')).toBeNull();
  });
});
