import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppSettings } from '@common/api/config.contract';
import type { FooterSettings } from '@common/api/footer.contract';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithApp } from '@web/test/render';
import { AppFooter } from './app-footer';

const configured: FooterSettings = {
  operator: { name: 'Beispiel Domains GmbH', url: 'https://www.beispiel.test/' },
  payment_methods: {
    url: '/cms/payment-methods',
    methods: [
      { id: 'visa', name: 'Visa', logo: '/images/payment-methods/visa.svg' },
      { id: 'klarna', name: 'Klarna', logo: '/images/payment-methods/klarna.svg' },
    ],
  },
  certification: {
    label: 'Certified data centre',
    url: 'https://cert.beispiel.test/',
    logo: '/images/certification/accredited-registrar.svg',
  },
  icann_url: 'https://www.icann.org/',
  social: [{ name: 'Mastodon', url: 'https://social.beispiel.test/@shop' }],
  legal: [
    { id: 'imprint', url: '/imprint' },
    { id: 'privacy', url: 'https://www.beispiel.test/datenschutz' },
  ],
};

function renderFooter(footer: FooterSettings) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.appSettings, { tlds: [{ tld: 'de', tld_utf8: 'de' }], footer } as unknown as AppSettings);
  return renderWithApp(<AppFooter />, { queryClient });
}

describe('AppFooter', () => {
  it('shows the configured payment logos as images that lead to the payment-methods page', () => {
    renderFooter(configured);
    const payment = screen.getByRole('region', { name: 'Payment methods' });
    const logos = within(payment).getAllByRole('img');
    expect(logos.map((logo) => [logo.getAttribute('alt'), logo.getAttribute('src')])).toEqual([
      ['Visa', '/images/payment-methods/visa.svg'],
      ['Klarna', '/images/payment-methods/klarna.svg'],
    ]);
    for (const name of ['Visa', 'Klarna'])
      expect(within(payment).getByRole('link', { name }).getAttribute('href')).toBe('/cms/payment-methods');
    expect(within(payment).queryByText('PayPal')).toBeNull();
  });

  it('shows the certification logo, the ICANN link and the operating company from the configuration', () => {
    renderFooter(configured);
    const accreditation = screen.getByRole('region', { name: 'Accreditation' });
    const certificate = within(accreditation).getByRole('link', { name: 'Certified data centre' });
    expect(certificate.getAttribute('href')).toBe('https://cert.beispiel.test/');
    expect(within(certificate).getByRole('img').getAttribute('src')).toBe('/images/certification/accredited-registrar.svg');
    expect(within(accreditation).getByRole('link', { name: /ICANN/ }).getAttribute('href')).toBe('https://www.icann.org/');
    expect(within(accreditation).getByRole('link', { name: 'Beispiel Domains GmbH' }).getAttribute('href')).toBe(
      'https://www.beispiel.test/',
    );
    expect(screen.getByText(/© \d{4} Beispiel Domains GmbH\./)).toBeTruthy();
  });

  it('lists only the configured legal and social links, shop paths inside the app', () => {
    renderFooter(configured);
    const legal = screen.getByRole('navigation', { name: 'Legal and contact' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Imprint', '/imprint'],
      ['Privacy', 'https://www.beispiel.test/datenschutz'],
    ]);
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Mastodon' }).getAttribute('href')).toBe('https://social.beispiel.test/@shop');
  });

  it('leaves out the parts the operator turned off', () => {
    renderFooter({ ...configured, payment_methods: { url: '/cms/payment-methods', methods: [] }, certification: null, social: [] });
    expect(screen.queryByRole('region', { name: 'Payment methods' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Accreditation' })).queryByRole('img')).toBeNull();
  });
});
