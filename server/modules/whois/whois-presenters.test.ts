import { describe, expect, it } from 'vitest';
import type { DomainInfo } from '../../registry/registry-gateway';
import { presentRdapDomain } from './rdap.presenter';
import { presentWhoisNoMatch, presentWhoisText } from './whois-text.presenter';

const info: DomainInfo = {
  name: 'xn--bcher-kva.de',
  registrar: {
    id: 'other',
    name: 'Example Registrar GmbH',
    ianaId: 1234,
    url: 'https://registrar.example',
    abuseEmail: 'abuse@registrar.example',
    abusePhone: '+49.301234567',
  },
  sponsoredByUs: false,
  statuses: ['clientTransferProhibited'],
  rgpStatus: null,
  createdAt: new Date('2019-03-01T10:00:00Z'),
  updatedAt: new Date('2026-01-05T08:30:00Z'),
  expiresAt: new Date('2027-03-01T10:00:00Z'),
  transferredAt: null,
  nameservers: ['ns1.registrar.example', 'ns2.registrar.example'],
  registrant: {
    handle: 'C1',
    name: 'Erika Mustermann',
    org: 'Bücherstube Mustermann',
    street: ['Hauptstraße 1'],
    city: 'Köln',
    stateOrProvince: 'NRW',
    postalCode: '50667',
    countryCode: 'DE',
    phone: '+49.2211234567',
    email: 'erika@example.de',
  },
  authInfo: null,
  idnLanguage: 'de',
  pendingTransfer: null,
};
const now = new Date('2026-11-22T12:00:00Z');

describe('WHOIS text', () => {
  const text = presentWhoisText(info, { now, whoisServer: 'whois.shop.example' });

  it('answers in key: value lines with CRLF', () => {
    expect(text).toContain('Domain Name: XN--BCHER-KVA.DE\r\n');
    expect(text).toContain('Registrar: Example Registrar GmbH\r\n');
    expect(text).toContain('Registry Expiry Date: 2027-03-01T10:00:00Z\r\n');
    expect(text).toContain('Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited\r\n');
    expect(text).toContain('Name Server: NS1.REGISTRAR.EXAMPLE\r\n');
    expect(text).toContain('>>> Last update of WHOIS database: 2026-11-22T12:00:00Z <<<');
  });

  it('publishes organisation, state and country and redacts personal data', () => {
    expect(text).toContain('Registrant Organization: Bücherstube Mustermann');
    expect(text).toContain('Registrant Country: DE');
    expect(text).toContain('Registrant Name: REDACTED FOR PRIVACY');
    for (const personal of ['Erika', 'Hauptstraße', 'Köln', '50667', '2211234567', 'erika@example.de'])
      expect(text).not.toContain(personal);
  });

  it('says when there is no match', () => {
    expect(presentWhoisNoMatch('free-name.com', 'available')).toBe('No match for "FREE-NAME.COM".\r\n');
  });
});

describe('RDAP domain', () => {
  const rdap = presentRdapDomain(info, { baseUrl: 'https://shop.example', port43: 'whois.shop.example', now });

  it('is an RFC 9083 domain object with the ICANN profile and the redacted extension', () => {
    expect(rdap.rdapConformance).toEqual(expect.arrayContaining(['rdap_level_0', 'icann_rdap_response_profile_1', 'redacted']));
    expect(rdap).toMatchObject({
      objectClassName: 'domain',
      ldhName: 'xn--bcher-kva.de',
      unicodeName: 'bücher.de',
      port43: 'whois.shop.example',
    });
    expect(rdap.status).toEqual(['client transfer prohibited']);
    expect(rdap.events.map((event) => event.eventAction)).toEqual([
      'registration',
      'expiration',
      'last changed',
      'last update of RDAP database',
    ]);
    expect(rdap.links[0]).toMatchObject({ rel: 'self', href: 'https://shop.example/rdap/domain/xn--bcher-kva.de' });
  });

  it('names the registrar with its IANA id and abuse contact', () => {
    const registrar = rdap.entities[0] as {
      roles: string[];
      publicIds: { type: string; identifier: string }[];
      entities: { roles: string[]; vcardArray: unknown[] }[];
    };
    expect(registrar.roles).toEqual(['registrar']);
    expect(registrar.publicIds).toEqual([{ type: 'IANA Registrar ID', identifier: '1234' }]);
    expect(JSON.stringify(registrar.entities[0].vcardArray)).toContain('abuse@registrar.example');
  });

  it('lists every redacted registrant field and leaks none of them', () => {
    expect(rdap.redacted.map((entry) => entry.name.type)).toEqual([
      'Registrant Name',
      'Registrant Street',
      'Registrant City',
      'Registrant Postal Code',
      'Registrant Phone',
      'Registrant Email',
    ]);
    const json = JSON.stringify(rdap);
    for (const personal of ['Erika', 'Hauptstraße', 'Köln', '50667', '2211234567', 'erika@example.de'])
      expect(json).not.toContain(personal);
    expect(json).toContain('Bücherstube Mustermann');
  });
});
