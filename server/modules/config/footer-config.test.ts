import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('the configuration was accepted');
}

describe('footer configuration (spec §2.3)', () => {
  it('shows every payment logo, the certification and the five legal links by default', () => {
    const footer = loadConfig({}).footer.en;
    expect(footer.payment_methods.methods.map((method) => method.id)).toEqual([
      'paypal',
      'mastercard',
      'amex',
      'visa',
      'diners',
      'applepay',
      'klarna',
    ]);
    expect(footer.certification?.label).toBe('Accredited domain registrar (example)');
    expect(footer.legal.map((link) => link.id)).toEqual(['terms', 'imprint', 'privacy', 'accessibility', 'contact']);
  });

  it('leaves out what the operator turns off', () => {
    const footer = loadConfig({ FOOTER_PAYMENT_METHODS: 'none', FOOTER_CERTIFICATION_LABEL: 'none' }).footer.de;
    expect(footer.payment_methods.methods).toEqual([]);
    expect(footer.certification).toBeNull();
  });

  it('refuses unknown payment methods, legal links and addresses that are no links, naming the variable', () => {
    const message = problems({
      FOOTER_PAYMENT_METHODS: 'visa,bitcoin',
      FOOTER_LEGAL_LINKS: 'cookies=/cookies',
      FOOTER_SOCIAL_LINKS: 'Mastodon=javascript:alert(1)',
      OPERATOR_WEBSITE: '//evil.example',
    });
    expect(message).toContain('FOOTER_PAYMENT_METHODS: unknown payment method bitcoin');
    expect(message).toContain('FOOTER_LEGAL_LINKS: "cookies=/cookies" is not id=address');
    expect(message).toContain('FOOTER_SOCIAL_LINKS: "Mastodon=javascript:alert(1)" is not name=address');
    expect(message).toContain('OPERATOR_WEBSITE: must be a path of the shop');
  });
});
