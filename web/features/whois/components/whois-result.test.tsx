import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { WhoisAnswer } from '@common/api/whois.contract';
import { renderWithApp } from '@web/test/render';
import { WhoisResult } from './whois-result';

const registered: WhoisAnswer = {
  domain: 'shop.com',
  domain_utf8: 'shop.com',
  status: 'registered',
  record: {
    registrar: 'Halcyon Brand Protection, Inc.',
    registrar_url: 'https://www.halcyon-brands.example',
    registrar_iana_id: 1385,
    abuse_email: 'abuse@halcyon-brands.example',
    abuse_phone: '+1.2125550188',
    created: '2001-11-22T09:40:00.000Z',
    updated: '2001-11-22T09:40:00.000Z',
    expires: '2026-11-22T09:40:00.000Z',
    statuses: ['clientTransferProhibited'],
    nameservers: ['ns1.shop.com', 'ns2.shop.com'],
    dnssec: false,
    registrant: {
      organization: 'Hangzhou Lanshan Trading Co., Ltd.',
      state_or_province: 'Zhejiang',
      country: 'CN',
      redacted: ['Registrant Name', 'Registrant Email'],
    },
  },
  text: 'Domain Name: SHOP.COM\r\n',
};

function definition(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('WhoisResult', () => {
  it('lists the registration data of a registered name', () => {
    renderWithApp(<WhoisResult answer={registered} />);
    expect(screen.getByRole('heading', { name: 'shop.com' })).toBeTruthy();
    expect(screen.getByText('Registered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halcyon Brand Protection, Inc.' }).getAttribute('href')).toBe(
      'https://www.halcyon-brands.example',
    );
    expect(definition('IANA ID')).toBe('1385');
    expect(definition('Registered on')).toBe('November 22, 2001');
    expect(definition('Expires on')).toBe('November 22, 2026');
    expect(definition('Nameservers')).toBe('ns1.shop.comns2.shop.com');
    expect(definition('Country')).toBe('China');
    expect(definition('State or province')).toBe('Zhejiang');
    expect(within(screen.getAllByRole('definition')[5]).getByText('clientTransferProhibited')).toBeTruthy();
    expect(screen.getByText(/the holder’s name and e-mail address are withheld/)).toBeTruthy();
    expect(screen.getByText('Show the WHOIS answer as text').closest('details')?.querySelector('pre')?.textContent).toContain('SHOP.COM');
  });

  it('offers to search an available name', () => {
    renderWithApp(
      <WhoisResult
        answer={{ domain: 'free-name.com', domain_utf8: 'free-name.com', status: 'available', record: null, text: 'No match' }}
      />,
    );
    expect(screen.getByText('free-name.com is not registered. You can register it now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search and register' }).getAttribute('href')).toBe('/domain/search/free-name.com');
  });

  it('explains a reserved name', () => {
    renderWithApp(<WhoisResult answer={{ domain: 'nic.de', domain_utf8: 'nic.de', status: 'reserved', record: null, text: 'reserved' }} />);
    expect(screen.getByText('nic.de is reserved by the registry and cannot be registered.')).toBeTruthy();
  });
});
