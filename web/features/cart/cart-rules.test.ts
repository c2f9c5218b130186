import { describe, expect, it } from 'vitest';
import { couponCode, groupItems, mailboxName, opensOnCountChange, removesLocally, sectionCheckoutHref, withoutDomain } from './cart-rules';
import { allCarts, domainItem, mailboxItem } from './test-carts';

describe('cart rules', () => {
  it('opens the popup when the count rises, but not on the first load nor on CartOverview', () => {
    expect(opensOnCountChange(1, 2, 'searchDomainTerm')).toBe(true);
    expect(opensOnCountChange(null, 2, 'home')).toBe(false);
    expect(opensOnCountChange(2, 1, 'home')).toBe(false);
    expect(opensOnCountChange(1, 2, 'cartOverview')).toBe(false);
    expect(opensOnCountChange(1, 2, 'domainRenewOverview')).toBe(false);
    expect(opensOnCountChange(1, 2, 'domainRgpOverview')).toBe(false);
  });

  it('removes locally only on the search routes', () => {
    expect(removesLocally('searchDomain')).toBe(true);
    expect(removesLocally('searchDomainTerm')).toBe(true);
    expect(removesLocally('cartOverview')).toBe(false);
    expect(removesLocally('home')).toBe(false);
  });

  it('leads each section to its own checkout page', () => {
    expect(sectionCheckoutHref('register')).toBe('/cart/overview');
    expect(sectionCheckoutHref('renew')).toBe('/cart/renew/overview');
    expect(sectionCheckoutHref('rgp')).toBe('/cart/rgp/overview');
  });

  it('groups mailboxes under their domain and takes a domain out with its mailboxes and suggestion mark', () => {
    const one = domainItem(1, 'one.com');
    const two = domainItem(2, 'two.com');
    const carts = allCarts([one, two, mailboxItem(3, one, 'info')]);
    carts.register.suggestions.bundles = [{ suggested_name: 'one.com', suggested_name_utf8: 'one.com', price: null, in_cart: true }];
    expect(
      groupItems(carts.register).domains.map((entry) => [entry.domain.domain, entry.mailboxes.map((mailbox) => mailbox.mailbox_name)]),
    ).toEqual([
      ['one.com', ['info']],
      ['two.com', []],
    ]);
    const after = withoutDomain(carts, 'one.com');
    expect(Object.values(after.register.items).map((item) => item.domain)).toEqual(['two.com']);
    expect(after.register.count).toBe(1);
    expect(after.register.suggestions.bundles[0].in_cart).toBe(false);
  });

  it('checks mailbox names and coupon codes as the server does', () => {
    expect(mailboxName(' Office ')).toBe('office');
    expect(mailboxName('a.b+c_d=e&f-g')).toBe('a.b+c_d=e&f-g');
    for (const bad of ['', 'a b', '.start', 'end.', 'two..dots', 'x'.repeat(65), 'ümlaut']) expect(mailboxName(bad)).toBeNull();
    expect(couponCode(' welcome10 ')).toBe('WELCOME10');
    for (const bad of ['ab', 'with space', 'x'.repeat(33), 'percent%']) expect(couponCode(bad)).toBeNull();
  });
});
