import { describe, expect, it } from 'vitest';
import type { User } from '@common/api/session.contract';
import { aboutUsMenu, domainMenu, headerMenus, myAccountMenu, paymentLinks, resellerMenu } from './menu-items';

function user(overrides: Partial<User> = {}, permission: 0 | 1 = 0): User {
  return {
    id: 10001,
    login: 'demo@example.com',
    status: 'client',
    account: false,
    properties: { user_account_permission: permission, premium_support: 0, live_chat: 0 },
    ...overrides,
  };
}

const ids = (menu: { sections: { links: { id: string }[] }[] }) =>
  menu.sections.flatMap((section) => section.links.map((entry) => entry.id));

describe('domain menu', () => {
  it('lists the logged-in entries of spec §2.3', () => {
    expect(ids(domainMenu(true))).toEqual([
      'features',
      'mailboxFeatures',
      'register',
      'transfer',
      'renew',
      'premium',
      'prices',
      'restoreRgp',
      'ownership',
      'whois',
      'reportAbuse',
    ]);
  });

  it('lists the logged-out entries of spec §2.3', () => {
    expect(ids(domainMenu(false))).toEqual(['register', 'transfer', 'simpleRenew', 'premium', 'prices', 'whois', 'reportAbuse']);
    expect(domainMenu(false).sections[0].links.find((entry) => entry.id === 'simpleRenew')?.href).toBe('/domain/renew/simple');
  });
});

describe('about-us menu', () => {
  it('offers the downloads to logged-in users only', () => {
    expect(ids(aboutUsMenu(true))).toContain('downloads');
    expect(ids(aboutUsMenu(false))).not.toContain('downloads');
  });
});

describe('reseller menu', () => {
  it('shows the information variant to everybody but resellers', () => {
    const information = ['features', 'paymentMethods', 'registration', 'benefits', 'tools'];
    expect(ids(resellerMenu(null))).toEqual(information);
    expect(ids(resellerMenu(user()))).toEqual(information);
  });

  it('shows the reseller variant to resellers', () => {
    expect(ids(resellerMenu(user({ status: 'reseller' })))).toEqual([
      'home',
      'profile',
      'fundAccount',
      'tools',
      'docs',
      'invoices',
      'support',
    ]);
  });
});

describe('payment part of the account menu', () => {
  it('shows the account pages when the user has an account', () => {
    expect(paymentLinks(user({ account: true })).map((entry) => entry.id)).toEqual(['accountFund', 'accountOverview']);
    expect(paymentLinks(user({ account: true }, 1)).map((entry) => entry.id)).toEqual(['accountFund', 'accountOverview']);
  });

  it('offers to create an account when the user may', () => {
    expect(paymentLinks(user({}, 1)).map((entry) => entry.id)).toEqual(['accountCreate']);
  });

  it('follows the session: once the user has opened an account, the offer gives way to its pages', () => {
    const before = user({}, 1);
    expect(ids(myAccountMenu(before))).toContain('accountCreate');
    const after = myAccountMenu({ ...before, account: true });
    expect(ids(after)).not.toContain('accountCreate');
    expect(after.sections.find((section) => section.id === 'payment')?.links.map((entry) => entry.href)).toEqual([
      '/user/account/increase',
      '/user/account/overview',
    ]);
  });

  it('has no payment part otherwise', () => {
    expect(paymentLinks(user())).toEqual([]);
    expect(myAccountMenu(user()).sections.map((section) => section.id)).toEqual(['domain', 'other']);
  });
});

describe('my-account menu', () => {
  it('lists the domain part, the payment part and the other part', () => {
    const menu = myAccountMenu(user({ account: true }));
    expect(menu.sections.map((section) => section.id)).toEqual(['domain', 'payment', 'other']);
    expect(ids(menu)).toEqual([
      'domains',
      'mailboxes',
      'renew',
      'contacts',
      'nameservers',
      'pendingTransfers',
      'accountFund',
      'accountOverview',
      'dashboard',
      'profile',
      'orders',
      'downloads',
    ]);
    expect(menu.sections[0].links[1].badgeKey).toBe('nav.new');
  });
});

describe('header menus', () => {
  it('adds My Account for a logged-in user', () => {
    expect(headerMenus(null).map((menu) => menu.id)).toEqual(['domains', 'aboutUs', 'reseller']);
    expect(headerMenus(user()).map((menu) => menu.id)).toEqual(['domains', 'aboutUs', 'reseller', 'myAccount']);
  });
});
