import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rrset } from '@common/dns/records/rrset';
import { DnsServerError } from '../dns-publisher';
import { dig } from '@server/test/dig';
import { startTestPowerDns, TEST_NAMESERVERS, type TestPowerDns } from '@server/test/powerdns';

let pdns: TestPowerDns;

beforeAll(async () => {
  pdns = await startTestPowerDns();
});

afterAll(async () => {
  await pdns?.stop();
});

const longText = 'v=DKIM1; k=rsa; p=' + 'A'.repeat(300);
const firstRrsets: Rrset[] = [
  { name: 'example.test.', type: 'A', ttl: 3600, records: ['192.0.2.10'] },
  { name: 'www.example.test.', type: 'A', ttl: 300, records: ['192.0.2.11', '192.0.2.12'] },
  { name: 'example.test.', type: 'MX', ttl: 3600, records: ['10 mail.example.test.', '20 backup.example.net.'] },
  // A TXT string holds at most 255 octets (RFC 1035 §3.3.14); a longer value is split into several.
  { name: 'dkim._domainkey.example.test.', type: 'TXT', ttl: 3600, records: [`"${longText.slice(0, 255)}" "${longText.slice(255)}"`] },
  { name: 'example.test.', type: 'CAA', ttl: 3600, records: ['0 issue "letsencrypt.org"'] },
  { name: '_sip._tcp.example.test.', type: 'SRV', ttl: 3600, records: ['10 60 5060 sip.example.test.'] },
];

async function soaSerial(name: string): Promise<number> {
  const [soa] = await dig(pdns.dnsPort, name, 'SOA');
  return Number(soa?.split(' ')[2]);
}

describe('the PowerDNS publisher', () => {
  it('creates a zone whose A, MX, long TXT, CAA and SRV records dig answers, delegated to the shop', async () => {
    const { serial } = await pdns.publisher.publishZone({ name: 'example.test.', rrsets: firstRrsets, dnssec: false });

    expect(await dig(pdns.dnsPort, 'example.test', 'A')).toEqual(['192.0.2.10']);
    expect(await dig(pdns.dnsPort, 'www.example.test', 'A')).toEqual(['192.0.2.11', '192.0.2.12']);
    expect(await dig(pdns.dnsPort, 'example.test', 'MX')).toEqual(['10 mail.example.test.', '20 backup.example.net.']);
    expect(await dig(pdns.dnsPort, 'dkim._domainkey.example.test', 'TXT')).toEqual([
      `"${longText.slice(0, 255)}" "${longText.slice(255)}"`,
    ]);
    expect(await dig(pdns.dnsPort, 'example.test', 'CAA')).toEqual(['0 issue "letsencrypt.org"']);
    expect(await dig(pdns.dnsPort, '_sip._tcp.example.test', 'SRV')).toEqual(['10 60 5060 sip.example.test.']);
    expect(await dig(pdns.dnsPort, 'example.test', 'NS')).toEqual(TEST_NAMESERVERS.map((host) => `${host}.`));
    const [soa] = await dig(pdns.dnsPort, 'example.test', 'SOA');
    expect(soa).toMatch(new RegExp(`^${TEST_NAMESERVERS[0]}\\. hostmaster\\.${TEST_NAMESERVERS[0]}\\. ${serial} `));
    expect(await pdns.publisher.listZones()).toEqual([{ name: 'example.test.', serial }]);
  });

  it('answers the served RRsets without SOA and apex NS, the same as published', async () => {
    const served = await pdns.publisher.zoneRrsets('example.test.');
    const sortRecords = (rrsets: Rrset[]) => rrsets.map((rrset) => ({ ...rrset, records: [...rrset.records].sort() }));
    expect(served).toEqual(expect.arrayContaining(sortRecords(firstRrsets)));
    expect(served).toHaveLength(firstRrsets.length);
    expect(await pdns.publisher.zoneRrsets('missing.test.')).toBeNull();
  });

  it('publishing the same RRsets again changes nothing, not even the serial', async () => {
    const before = await soaSerial('example.test');
    const { serial } = await pdns.publisher.publishZone({ name: 'example.test.', rrsets: [...firstRrsets].reverse(), dnssec: false });
    expect(serial).toBe(before);
    expect(await soaSerial('example.test')).toBe(before);
  });

  it('a changed zone replaces what differs, deletes stale RRsets and raises the serial', async () => {
    const before = await soaSerial('example.test');
    const { serial } = await pdns.publisher.publishZone({
      name: 'example.test.',
      rrsets: [
        { name: 'example.test.', type: 'A', ttl: 3600, records: ['198.51.100.7'] },
        { name: 'example.test.', type: 'MX', ttl: 3600, records: ['10 mail.example.test.'] },
        { name: 'example.test.', type: 'AAAA', ttl: 3600, records: ['2001:db8::7'] },
        // Apex NS and SOA are the shop's and PowerDNS's: a publish never changes them.
        { name: 'example.test.', type: 'NS', ttl: 3600, records: ['ns.elsewhere.example.'] },
      ],
      dnssec: false,
    });

    expect(serial).toBeGreaterThan(before);
    expect(await soaSerial('example.test')).toBe(serial);
    expect(await dig(pdns.dnsPort, 'example.test', 'A')).toEqual(['198.51.100.7']);
    expect(await dig(pdns.dnsPort, 'example.test', 'AAAA')).toEqual(['2001:db8::7']);
    expect(await dig(pdns.dnsPort, 'example.test', 'MX')).toEqual(['10 mail.example.test.']);
    expect(await dig(pdns.dnsPort, 'www.example.test', 'A')).toEqual([]);
    expect(await dig(pdns.dnsPort, 'example.test', 'CAA')).toEqual([]);
    expect(await dig(pdns.dnsPort, '_sip._tcp.example.test', 'SRV')).toEqual([]);
    expect(await dig(pdns.dnsPort, 'example.test', 'NS')).toEqual(TEST_NAMESERVERS.map((host) => `${host}.`));
  });

  it('answers an ALIAS at the apex with the addresses of a target in a zone it serves', async () => {
    await pdns.publisher.publishZone({
      name: 'alias.test.',
      rrsets: [
        { name: 'alias.test.', type: 'ALIAS', ttl: 300, records: ['www.example.test.'] },
        { name: 'www.alias.test.', type: 'CNAME', ttl: 300, records: ['example.test.'] },
      ],
      dnssec: false,
    });
    await pdns.publisher.publishZone({
      name: 'example.test.',
      rrsets: [{ name: 'www.example.test.', type: 'A', ttl: 300, records: ['192.0.2.44'] }],
      dnssec: false,
    });
    expect(await dig(pdns.dnsPort, 'alias.test', 'A')).toEqual(['192.0.2.44']);
  });

  it('takes contents spelled otherwise than PowerDNS prints them, and publishing them again changes nothing', async () => {
    const hex = 'ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789';
    const spelled: Rrset[] = [
      { name: 'Spelling.test.', type: 'AAAA', ttl: 300, records: ['2001:DB8:0:0:0:0:0:1'] },
      { name: 'spelling.test.', type: 'TXT', ttl: 300, records: ['v=spf1 -all'] },
      { name: 'spelling.test.', type: 'SSHFP', ttl: 300, records: [`1 2 ${hex}`] },
      { name: '_443._tcp.spelling.test.', type: 'TLSA', ttl: 300, records: [`3 1 1 ${hex.slice(0, 32)} ${hex.slice(32)}`] },
      {
        name: 'spelling.test.',
        type: 'HTTPS',
        ttl: 300,
        records: ['1 . ipv6hint=2001:DB8::0:1 port=443 alpn="h2,h3" mandatory=port,alpn'],
      },
      { name: 'a.spelling.test.', type: 'A', ttl: 300, records: ['192.0.2.010'] },
    ];
    const { serial } = await pdns.publisher.publishZone({ name: 'spelling.test.', rrsets: spelled, dnssec: false });

    expect(await dig(pdns.dnsPort, 'spelling.test', 'AAAA')).toEqual(['2001:db8::1']);
    expect(await dig(pdns.dnsPort, 'spelling.test', 'TXT')).toEqual(['"v=spf1 -all"']);
    expect(await dig(pdns.dnsPort, 'a.spelling.test', 'A')).toEqual(['192.0.2.10']);
    expect(await dig(pdns.dnsPort, 'spelling.test', 'HTTPS')).toEqual([
      '1 . mandatory=alpn,port alpn="h2,h3" port=443 ipv6hint=2001:db8::1',
    ]);
    expect((await pdns.publisher.publishZone({ name: 'spelling.test.', rrsets: spelled, dnssec: false })).serial).toBe(serial);
  });

  it('turns an address into an alias in one publish (the A goes before the CNAME comes)', async () => {
    await pdns.publisher.publishZone({
      name: 'switch.test.',
      rrsets: [{ name: 'www.switch.test.', type: 'A', ttl: 300, records: ['192.0.2.1'] }],
      dnssec: false,
    });
    await pdns.publisher.publishZone({
      name: 'switch.test.',
      rrsets: [{ name: 'www.switch.test.', type: 'CNAME', ttl: 300, records: ['switch.example.'] }],
      dnssec: false,
    });
    expect(await dig(pdns.dnsPort, 'www.switch.test', 'CNAME')).toEqual(['switch.example.']);
  });

  it('refuses a malformed record with PowerDNS message and leaves the zone as it was', async () => {
    const before = await pdns.publisher.zoneRrsets('example.test.');
    const error = await pdns.publisher
      .publishZone({
        name: 'example.test.',
        rrsets: [{ name: 'bad.example.test.', type: 'A', ttl: 300, records: ['not-an-address'] }],
        dnssec: false,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DnsServerError);
    expect((error as DnsServerError).kind).toBe('refused');
    expect((error as DnsServerError).serverMessage).toMatch(/not-an-address|parsing/i);
    expect(await pdns.publisher.zoneRrsets('example.test.')).toEqual(before);
  });

  it('removes a zone so that it is no longer answered, and removing it again is fine', async () => {
    await pdns.publisher.publishZone({
      name: 'gone.test.',
      rrsets: [{ name: 'gone.test.', type: 'A', ttl: 60, records: ['192.0.2.99'] }],
      dnssec: false,
    });
    expect(await dig(pdns.dnsPort, 'gone.test', 'A')).toEqual(['192.0.2.99']);
    await pdns.publisher.removeZone('gone.test.');
    expect(await dig(pdns.dnsPort, 'gone.test', 'A')).toEqual([]);
    expect((await pdns.publisher.listZones()).map((zone) => zone.name)).not.toContain('gone.test.');
    await expect(pdns.publisher.removeZone('gone.test.')).resolves.toBeUndefined();
  });
});
