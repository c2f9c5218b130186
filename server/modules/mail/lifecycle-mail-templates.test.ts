import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/i18n/languages';
import { renderLifecycleMail, type LifecycleMail } from './lifecycle-mail-templates';

const expiry = new Date('2027-03-01T10:00:00Z');
const link = 'https://shop.example/user/domains';
const MAILS: LifecycleMail[] = [
  { kind: 'renewal-reminder', domain: 'example.com', expiresAt: expiry, daysLeft: 30, willAutoRenew: true, price: '€14.28', link },
  { kind: 'renewal-reminder', domain: 'example.com', expiresAt: expiry, daysLeft: 7, willAutoRenew: false, price: '€14.28', link },
  {
    kind: 'expired-grace',
    domain: 'example.com',
    expiredAt: expiry,
    deleteOn: new Date('2027-04-10T10:00:00Z'),
    autoRenew: true,
    price: '€14.28',
    link,
  },
  {
    kind: 'expired-grace',
    domain: 'example.com',
    expiredAt: expiry,
    deleteOn: new Date('2027-04-10T10:00:00Z'),
    autoRenew: false,
    price: '€14.28',
    link,
  },
  { kind: 'auto-renewed', domain: 'example.com', expiresAt: new Date('2028-03-01T10:00:00Z'), amount: '€14.28', orderId: 42, link },
  {
    kind: 'deleted-redemption',
    domain: 'example.com',
    restoreUntil: new Date('2027-05-10T10:00:00Z'),
    link: 'https://shop.example/domain/restore/rgp',
  },
  { kind: 'restored', domain: 'example.com', expiresAt: new Date('2028-03-01T10:00:00Z'), link },
  { kind: 'restore-failed', domain: 'example.com', amount: '€59.50', refundedAt: new Date('2027-04-02T10:00:00Z'), link },
  {
    kind: 'renewal-link',
    domain: 'example.com',
    expiresAt: expiry,
    linkExpiresAt: new Date('2027-02-04T10:00:00Z'),
    link: 'https://shop.example/domain/renew/simple?token=abcdefghijklmnopqrstuvwxyz',
  },
];

describe('lifecycle mails', () => {
  it.each(MAILS.flatMap((mail) => LANGUAGES.map((language) => [mail.kind, language, mail] as const)))(
    '%s exists in %s as text and HTML, with the name, the date and the link',
    (_kind, language, mail) => {
      const rendered = renderLifecycleMail(language, mail, 'Domain Shop');
      expect(rendered.subject).toContain('example.com');
      expect(rendered.text).toContain(language === 'de' ? 'Hallo,' : 'Hello,');
      expect(rendered.html).toContain(`<html lang="${language}">`);
      expect(rendered.text).toContain(mail.link);
      expect(rendered.html).toContain(`href="${mail.link}"`);
      // Dates in the language's own way: "March 1, 2027" / "1. März 2027".
      expect(rendered.text).toMatch(language === 'de' ? /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/ : /[A-Z][a-z]+ \d{1,2}, \d{4}/);
    },
  );

  it('says whether the name renews by itself, in both languages', () => {
    expect(renderLifecycleMail('en', MAILS[0], 'Shop').text).toContain('You need not do anything.');
    expect(renderLifecycleMail('de', MAILS[0], 'Shop').text).toContain('Sie müssen nichts tun.');
    expect(renderLifecycleMail('en', MAILS[1], 'Shop').text).toContain('otherwise the domain is deleted after it expires');
    expect(renderLifecycleMail('de', MAILS[1], 'Shop').text).toContain('sonst wird die Domain nach Ablauf gelöscht');
  });

  it('with a renewal link, the button pays without logging in and My domains follows as a line, in both languages', () => {
    const payLink = { url: 'https://shop.example/domain/renew/simple?token=reminder-token', validUntil: new Date('2027-04-10T10:00:00Z') };
    for (const mail of [MAILS[1], MAILS[3]]) {
      const en = renderLifecycleMail('en', { ...mail, payLink } as LifecycleMail, 'Shop');
      expect(en.html).toContain(`href="${payLink.url}"`);
      expect(en.html).toContain('>Renew now</a>');
      expect(en.text).toContain('With the button below, the renewal can be paid without logging in');
      expect(en.text).toContain('The link is valid until April 10, 2027, 10:00 UTC and only for this domain.');
      expect(en.text).toContain(`Or log in and renew under My domains, also from your prepaid balance: ${link}`);
      const de = renderLifecycleMail('de', { ...mail, payLink } as LifecycleMail, 'Shop');
      expect(de.html).toContain('>Jetzt verlängern</a>');
      expect(de.text).toContain('Der Link gilt bis zum 10. April 2027, 10:00 Uhr (UTC) und nur für diese Domain.');
    }
  });

  it('escapes the name in the HTML', () => {
    const rendered = renderLifecycleMail('en', { ...MAILS[6], domain: '<b>x</b>.com' } as LifecycleMail, 'Shop');
    expect(rendered.html).not.toContain('<b>x</b>');
    expect(rendered.html).toContain('&lt;b&gt;x&lt;/b&gt;.com');
  });
});
