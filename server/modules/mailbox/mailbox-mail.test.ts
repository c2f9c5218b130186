import { describe, expect, it } from 'vitest';
import { renderMailboxMail } from './mailbox-mail';

const BASE = 'https://shop.example.test';
const SHOP = 'Domain Shop';

describe('mailbox mails', () => {
  it('tells the address and, without a password, where to set one, in English and German', () => {
    const mail = {
      kind: 'mailbox-ready' as const,
      address: 'info@bäcker.de',
      orderId: 12,
      expiresAt: new Date('2027-05-01T00:00:00Z'),
      passwordSet: false,
    };
    const en = renderMailboxMail('en', mail, BASE, SHOP);
    expect(en.subject).toBe('Your mailbox info@bäcker.de is ready');
    expect(en.text).toContain('please set a password on /user/mailboxes');
    expect(en.text).toContain(`${BASE}/user/mailboxes`);
    const de = renderMailboxMail('de', mail, BASE, SHOP);
    expect(de.subject).toBe('Ihr Postfach info@bäcker.de ist eingerichtet');
    expect(de.text).toContain('legen Sie bitte unter /user/mailboxes ein Passwort fest');
    expect(de.text).toContain('1. Mai 2027');
    expect(renderMailboxMail('de', { ...mail, passwordSet: true }, BASE, SHOP).text).toContain(
      'Passwort an, das Sie bei der Bestellung gewählt haben',
    );
  });

  it('says when a lapsed mailbox is removed, and that it was, in both languages; HTML is escaped', () => {
    const lapsed = {
      kind: 'mailbox-lapsed' as const,
      address: 'a&b@x.de',
      lapsedAt: new Date('2027-05-01T00:00:00Z'),
      removeOn: new Date('2027-05-31T00:00:00Z'),
    };
    expect(renderMailboxMail('en', lapsed, BASE, SHOP).text).toContain('will be removed on May 31, 2027 unless the domain is renewed');
    expect(renderMailboxMail('de', lapsed, BASE, SHOP).text).toContain('am 31. Mai 2027 gelöscht');
    expect(renderMailboxMail('en', lapsed, BASE, SHOP).html).toContain('a&amp;b@x.de');
    expect(renderMailboxMail('de', { kind: 'mailbox-removed', address: 'a@x.de' }, BASE, SHOP).subject).toBe(
      'Ihr Postfach a@x.de wurde gelöscht',
    );
    expect(
      renderMailboxMail(
        'de',
        { kind: 'mailbox-refunded', address: 'a@x.de', orderId: 3, amount: '11,78 €', refundedTo: 'balance', why: 'taken' },
        BASE,
        SHOP,
      ).text,
    ).toContain('weil die Adresse inzwischen vergeben ist');
  });
});
