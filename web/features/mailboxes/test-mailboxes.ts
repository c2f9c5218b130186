import type { Mailbox, MailboxList } from '@common/api/vmail.contract';
import { visitorSession, demoUser } from '@web/test/render';

/** Test data for the mailbox screens: two mailboxes of the demo customer as GET /vmail/mailboxes answers them. */
export const session = visitorSession({ authenticated: true, user: demoUser() });

const GIB = 1024 ** 3;

export function mailbox(overrides: Partial<Mailbox> = {}): Mailbox {
  return {
    id: 5,
    name: 'info',
    level: 1,
    domain: 'xn--bckerei-5wa.de',
    fqdn: 'bäckerei.de',
    address: 'info@bäckerei.de',
    alias: [{ alias: 'sales', fqdn: 'bäckerei.de', address: 'sales@bäckerei.de' }],
    catch_all: false,
    quota_bytes: 5 * GIB,
    used_bytes: 1.5 * GIB,
    expires_at: '2027-03-14T00:00:00.000Z',
    status: 'active',
    password_set: true,
    app_passwords: [],
    ...overrides,
  };
}

export function mailboxList(mailboxes: Mailbox[], overrides: Partial<MailboxList> = {}): MailboxList {
  return {
    mailboxes,
    serving: true,
    settings: {
      imap: { host: 'mail.shop.test', port: 993, security: 'ssl' },
      smtp: { host: 'mail.shop.test', port: 587, security: 'starttls' },
    },
    ...overrides,
  };
}

export const DOMAINS = {
  domains: [
    { domain: 'xn--bckerei-5wa.de', domain_utf8: 'bäckerei.de', status: 'active' },
    { domain: 'demo-bakery.net', domain_utf8: 'demo-bakery.net', status: 'expiring' },
    { domain: 'old-name.com', domain_utf8: 'old-name.com', status: 'redemption' },
  ].map((domain) => ({
    ...domain,
    registered_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2027-01-01T00:00:00.000Z',
    auto_renew: true,
    privacy: false,
    transfer_lock: true,
    transfer_locked_until: null,
    nameservers: [],
  })),
  total: 3,
  page: 1,
  per_page: 100,
};
