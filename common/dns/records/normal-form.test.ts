import { describe, expect, it } from 'vitest';
import type { DnsRecordType, DnsRecordValues } from './record-shape';
import { accepted } from './test-support';

/** One record per type as a customer might type it, some in awkward spellings. */
const SAMPLES: [DnsRecordType, string, string, DnsRecordValues['parameters']][] = [
  ['URL', 'Go', 'https://Bücher.de/a b?c=1', { redirect_code: '302', tls: 'true', title: ' Shop ' }],
  ['MAILFW', 'Info', 'Me@Bücher.DE', {}],
  ['A', 'WWW', ' 192.0.2.1 ', {}],
  ['AAAA', 'bücher', '2001:DB8:0:0:0:0:0:1', {}],
  ['MX', '@', 'Mail.Example.COM.', { priority: '10' }],
  ['MX', 'nomail', '.', { priority: 0 }],
  ['CNAME', 'www', '@', {}],
  ['DNAME', 'old', 'New.Example.NET.', {}],
  ['ALIAS', '@', 'lb.example.net', {}],
  ['CAA', '@', ' letsencrypt.org; validationmethods=dns-01 ', { tag: 'Issue' }],
  ['TXT', 'mail._domainkey', '"v=DKIM1; k=rsa; " "p=MIIB"', {}],
  ['TXT', '@', 'grüß "dich" \\ ok', {}],
  ['SRV', '_sip._tcp', 'sip.example.com', { priority: '1', weight: '2', port: '5060' }],
  ['NAPTR', '@', '', { order: 100, preference: 10, flags: 'u', services: 'E2U+sip', regexp: '!^.*$!sip:info@example.com!' }],
  ['NS', 'office', 'NS1.example.net', {}],
  [
    'TLSA',
    '_443._tcp.www',
    'D2ABDE240D7CD3EE6B4B28C54DF034B9 7983A1D16E8A410E4561CB106618E971',
    { usage: 3, selector: 1, matching_type: 1 },
  ],
  ['SSHFP', '@', '12:34:56:78:9a:bc:de:f6:78:90:12:34:56:78:9a:bc:de:f6:78:90', { algorithm: 2, fingerprint_type: 1 }],
  [
    'SMIMEA',
    'c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert',
    'ab'.repeat(32),
    { usage: 3, selector: 1, matching_type: 1 },
  ],
  [
    'SVCB',
    '_dns',
    'foo.example.org',
    { priority: 16, params: 'ipv4hint=192.0.2.1 alpn="f\\\\\\\\oo\\\\,bar,h2" mandatory=ipv4hint key667="hello\\210qoo"' },
  ],
  ['HTTPS', '@', '.', { priority: 1, params: ' alpn=h3,h2   port=443 ipv6hint=2001:DB8::1 ' }],
];

describe('normal form', () => {
  it.each(SAMPLES)('%s records are stored in a form that validates to itself', (type, name, value, parameters) => {
    const stored = accepted(type, name, value, parameters);
    // The server checks stored records again with every save; they must come out unchanged.
    expect(accepted(type, stored.name, stored.value, stored.parameters)).toEqual(stored);
  });
});
