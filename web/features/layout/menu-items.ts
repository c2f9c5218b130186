/**
 * The menus of spec §2.3 as data, so that the header menus and the drawer groups show the same
 * entries and the rules about who sees what are tested once.
 */
import type { User } from '@common/api/session.contract';
import { paths } from '@web/app/paths';

export interface MenuLink {
  /** Stable id, also used as React key. */
  id: string;
  /** i18n key of the label. */
  labelKey: string;
  href: string;
  /** i18n key of a small badge beside the label ("new"). */
  badgeKey?: string;
}

export interface MenuSection {
  id: string;
  /** i18n key of the section heading; the first section of a menu has none. */
  labelKey?: string;
  links: MenuLink[];
}

export interface MenuDefinition {
  id: 'domains' | 'aboutUs' | 'reseller' | 'myAccount';
  labelKey: string;
  sections: MenuSection[];
}

const link = (id: string, labelKey: string, href: string, badgeKey?: string): MenuLink => ({ id, labelKey, href, badgeKey });

export function domainMenu(loggedIn: boolean): MenuDefinition {
  const links = loggedIn
    ? [
        link('features', 'menu.features', paths.domainFeatures.getHref()),
        link('mailboxFeatures', 'menu.mailboxFeatures', paths.mailboxFeatures.getHref()),
        link('register', 'menu.register', paths.registerDomain.getHref()),
        link('transfer', 'menu.transfer', paths.domainTransfer.getHref()),
        link('renew', 'menu.renew', paths.domainRenew.getHref()),
        link('premium', 'menu.premium', paths.premiumAndExpiring.getHref()),
        link('prices', 'menu.prices', paths.domainPrices.getHref()),
        link('restoreRgp', 'menu.restoreRgp', paths.domainRestoreRgp.getHref()),
        link('ownership', 'menu.ownership', paths.domainOwnership.getHref()),
        link('whois', 'menu.whois', paths.whois.getHref()),
        link('reportAbuse', 'menu.reportAbuse', paths.cms.getHref('report-abuse')),
      ]
    : [
        link('register', 'menu.register', paths.registerDomain.getHref()),
        link('transfer', 'menu.transfer', paths.domainTransfer.getHref()),
        link('simpleRenew', 'menu.simpleRenew', paths.simpleRenew.getHref()),
        link('premium', 'menu.premium', paths.premiumAndExpiring.getHref()),
        link('prices', 'menu.prices', paths.domainPrices.getHref()),
        link('whois', 'menu.whois', paths.whois.getHref()),
        link('reportAbuse', 'menu.reportAbuse', paths.cms.getHref('report-abuse')),
      ];
  return { id: 'domains', labelKey: 'nav.domains', sections: [{ id: 'domains', links }] };
}

export function aboutUsMenu(loggedIn: boolean): MenuDefinition {
  const links = [
    link('aboutUs', 'menu.aboutUs', paths.aboutUs.getHref()),
    link('news', 'menu.news', paths.news.getHref()),
    link('paymentMethods', 'menu.paymentMethods', paths.cms.getHref('payment-methods')),
    link('security', 'menu.security', paths.cms.getHref('security')),
    link('faq', 'menu.faq', paths.cms.getHref('faq')),
    link('support', 'menu.support', paths.cms.getHref('support')),
  ];
  if (loggedIn) links.push(link('downloads', 'menu.downloads', paths.downloads.getHref()));
  return { id: 'aboutUs', labelKey: 'nav.aboutUs', sections: [{ id: 'aboutUs', links }] };
}

export function resellerMenu(user: Pick<User, 'status'> | null): MenuDefinition {
  const links =
    user?.status === 'reseller'
      ? [
          link('home', 'menu.resellerHome', paths.resellerArea.getHref()),
          link('profile', 'menu.resellerProfile', paths.profile.getHref()),
          link('fundAccount', 'menu.resellerFundAccount', paths.accountIncrease.getHref()),
          link('tools', 'menu.resellerTools', paths.resellerTools.getHref()),
          link('docs', 'menu.resellerDocs', paths.resellerDocs.getHref()),
          link('invoices', 'menu.resellerInvoices', paths.resellerInvoices.getHref()),
          link('support', 'menu.resellerSupport', paths.cms.getHref('support')),
        ]
      : [
          link('features', 'menu.resellerFeatures', paths.domainFeatures.getHref()),
          link('paymentMethods', 'menu.paymentMethods', paths.cms.getHref('payment-methods')),
          link('registration', 'menu.resellerRegistration', paths.resellerRegistrationInfo.getHref()),
          link('benefits', 'menu.resellerBenefits', paths.resellerBenefits.getHref()),
          link('tools', 'menu.resellerTools', paths.resellerTools.getHref()),
        ];
  return { id: 'reseller', labelKey: 'nav.reseller', sections: [{ id: 'reseller', links }] };
}

/**
 * The payment part of the account menu (spec §6): the account's pages when the user has a
 * payment account, else the offer to create one when the user may, else nothing.
 */
export function paymentLinks(user: Pick<User, 'account' | 'properties'>): MenuLink[] {
  if (user.account) {
    return [
      link('accountFund', 'menu.accountFund', paths.accountIncrease.getHref()),
      link('accountOverview', 'menu.accountOverview', paths.accountOverview.getHref()),
    ];
  }
  if (user.properties.user_account_permission === 1) {
    return [link('accountCreate', 'menu.accountCreate', paths.accountCreate.getHref())];
  }
  return [];
}

export function myAccountMenu(user: Pick<User, 'account' | 'properties'>): MenuDefinition {
  const sections: MenuSection[] = [
    {
      id: 'domain',
      labelKey: 'nav.domainPart',
      links: [
        link('domains', 'menu.myDomains', paths.myDomains.getHref()),
        link('mailboxes', 'menu.myMailboxes', paths.myMailboxes.getHref(), 'nav.new'),
        link('renew', 'menu.renew', paths.domainRenew.getHref()),
        link('contacts', 'menu.contacts', paths.contacts.getHref()),
        link('nameservers', 'menu.nameservers', paths.nameserverManagement.getHref()),
        link('pendingTransfers', 'menu.pendingTransfers', paths.domainsInPending.getHref()),
      ],
    },
  ];
  const payment = paymentLinks(user);
  if (payment.length > 0) sections.push({ id: 'payment', labelKey: 'nav.paymentPart', links: payment });
  sections.push({
    id: 'other',
    labelKey: 'nav.otherPart',
    links: [
      link('dashboard', 'menu.dashboard', paths.dashboard.getHref()),
      link('profile', 'menu.profile', paths.profile.getHref()),
      link('orders', 'menu.orders', paths.orders.getHref()),
      link('downloads', 'menu.downloads', paths.downloads.getHref()),
    ],
  });
  return { id: 'myAccount', labelKey: 'nav.myAccount', sections };
}

/** The menus of the header, in their order; My Account only for a logged-in user. */
export function headerMenus(user: User | null): MenuDefinition[] {
  const menus = [domainMenu(user !== null), aboutUsMenu(user !== null), resellerMenu(user)];
  if (user) menus.push(myAccountMenu(user));
  return menus;
}
