import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/i18n/languages';
import { escapeHtml, renderMail, type MailTemplate } from './mail-templates';

const at = new Date('2026-11-22T10:00:00Z');
const TEMPLATES: MailTemplate[] = [
  { kind: 'verify-email', link: 'https://shop.example/user/verify-email?token=abc' },
  { kind: 'verify-contact', link: 'https://shop.example/user/verify-email?token=abc', deadline: at },
  { kind: 'recover-password', link: 'https://shop.example/user/recover?token=abc' },
  { kind: 'password-changed', at },
  { kind: 'email-change-confirm', link: 'https://shop.example/user/verify-email?token=abc', newAddress: 'new@example.org' },
  { kind: 'email-change-notice', newAddress: 'new@example.org', at },
  { kind: 'two-factor-enabled', at },
  { kind: 'two-factor-disabled', at },
  { kind: 'order-completed', orderId: 12, domains: [{ name: 'example.com', expiresAt: at }], link: 'https://shop.example/user/domains' },
  {
    kind: 'registration-refunded',
    orderId: 12,
    domain: 'example.com',
    amount: '€11.90',
    link: 'https://shop.example/user/account/overview',
  },
  {
    kind: 'registration-refunded',
    orderId: 13,
    domain: 'example.net',
    amount: '€11.90',
    link: 'https://shop.example/user/orders',
    refundedTo: 'card',
  },
  {
    kind: 'payment-refunded',
    paymentId: 14,
    amount: '€11.90',
    reason: 'approved-after-cancel',
    refundedTo: 'paypal',
    link: 'https://shop.example/cart/checkout/status/14',
  },
  {
    kind: 'payment-refunded',
    paymentId: 15,
    amount: '€3,000.00',
    reason: 'over-account-limit',
    refundedTo: 'card',
    link: 'https://shop.example/user/account/overview',
  },
  { kind: 'low-balance', balance: '€5.00', threshold: '€20.00', link: 'https://shop.example/user/account/increase' },
];

describe('mail templates', () => {
  it.each(TEMPLATES.flatMap((template) => LANGUAGES.map((language) => [template.kind, language, template] as const)))(
    '%s exists in %s as text and HTML',
    (_kind, language, template) => {
      const mail = renderMail(language, template, 'Domain Shop');
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(language === 'de' ? 'Hallo,' : 'Hello,');
      expect(mail.html).toContain(`<html lang="${language}">`);
      if ('link' in template) {
        expect(mail.text).toContain(template.link);
        expect(mail.html).toContain(`href="${template.link}"`);
      }
    },
  );

  it('says where refunded money went: the balance, or back to the card or PayPal account it came from', () => {
    expect(renderMail('en', TEMPLATES[9], 'Shop').text).toContain('We have credited €11.90 to your prepaid account.');
    expect(renderMail('de', TEMPLATES[10], 'Shop').text).toContain('Wir haben €11.90 auf die Kreditkarte zurückgezahlt');
    const late = renderMail('en', TEMPLATES[11], 'Shop');
    expect(late.subject).toBe('Payment 14 refunded');
    expect(late.text).toContain('you approved payment 14 after it had been replaced or had expired');
    expect(late.text).toContain('We have refunded €11.90 to the PayPal account you paid with.');
    expect(renderMail('de', TEMPLATES[12], 'Shop').text).toContain('über die Höchstgrenze Ihres Kontos');
  });

  it('escapes everything that goes into the HTML', () => {
    const mail = renderMail(
      'en',
      { kind: 'email-change-notice', newAddress: '"><img src=x onerror=alert(1)>@example.org', at },
      'Shop & <Co>',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.org');
    expect(mail.html).toContain('Shop &amp; &lt;Co&gt;');
    expect(mail.text).toContain('"><img src=x onerror=alert(1)>@example.org');
    const link = renderMail('en', { kind: 'verify-email', link: 'https://x.example/?a=1&b="2"' }, 'Shop');
    expect(link.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
