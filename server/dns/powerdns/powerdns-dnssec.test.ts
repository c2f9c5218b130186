import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dig } from '@server/test/dig';
import { startTestPowerDns, type TestPowerDns } from '@server/test/powerdns';

let pdns: TestPowerDns;

beforeAll(async () => {
  pdns = await startTestPowerDns();
});

afterAll(async () => {
  await pdns?.stop();
});

const rrsets = [{ name: 'www.signed.test.', type: 'A', ttl: 300, records: ['192.0.2.80'] }];

/** The RRSIG lines among dig's +short answer with +dnssec. */
async function signatures(name: string, type: string): Promise<string[]> {
  return (await dig(pdns.dnsPort, name, type, '+dnssec')).filter((line) => line.startsWith(`${type} `));
}

describe('DNSSEC through PowerDNS', () => {
  it('signs a zone when turned on: dig +dnssec shows RRSIGs and the keys give DS and DNSKEY lines', async () => {
    await pdns.publisher.publishZone({ name: 'signed.test.', rrsets, dnssec: false });
    expect(await signatures('www.signed.test', 'A')).toEqual([]);
    expect(await pdns.publisher.dnssecKeys('signed.test.')).toEqual({ ds: [], dnskey: [] });

    await pdns.publisher.setDnssec('signed.test.', true);

    const [signature] = await signatures('www.signed.test', 'A');
    expect(signature).toMatch(/^A 13 3 300 \d{14} \d{14} \d+ signed\.test\. /);
    const keys = await pdns.publisher.dnssecKeys('signed.test.');
    const keyTag = signature!.split(' ')[6];
    // One combined signing key: its DS in SHA-256 and SHA-384 (no SHA-1), flags 257, algorithm 13.
    expect(keys.ds.map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual([`${keyTag} 13 2`, `${keyTag} 13 4`]);
    expect(keys.ds[0]).toMatch(/^\d+ 13 2 [0-9a-f]{64}$/);
    expect(keys.dnskey).toHaveLength(1);
    expect(keys.dnskey[0]).toMatch(/^257 3 13 [A-Za-z0-9+/=]+$/);
    const served = await dig(pdns.dnsPort, 'signed.test', 'DNSKEY', '+nosplit');
    expect(served).toEqual(keys.dnskey);
  });

  it('turning it on twice keeps the one key, so the DS at the registry stays valid', async () => {
    const before = await pdns.publisher.dnssecKeys('signed.test.');
    await pdns.publisher.setDnssec('signed.test.', true);
    expect(await pdns.publisher.dnssecKeys('signed.test.')).toEqual(before);
  });

  it('signs new records of a signed zone as they are published', async () => {
    await pdns.publisher.publishZone({
      name: 'signed.test.',
      rrsets: [...rrsets, { name: 'mail.signed.test.', type: 'A', ttl: 300, records: ['192.0.2.81'] }],
      dnssec: true,
    });
    expect(await signatures('mail.signed.test', 'A')).toHaveLength(1);
  });

  it('unsigns when turned off: no RRSIGs, no keys', async () => {
    await pdns.publisher.setDnssec('signed.test.', false);
    expect(await signatures('www.signed.test', 'A')).toEqual([]);
    expect(await dig(pdns.dnsPort, 'signed.test', 'DNSKEY')).toEqual([]);
    expect(await pdns.publisher.dnssecKeys('signed.test.')).toEqual({ ds: [], dnskey: [] });
  });

  it('a zone published with dnssec on is signed from the start, and publishing with it off unsigns it', async () => {
    await pdns.publisher.publishZone({
      name: 'born-signed.test.',
      rrsets: [{ name: 'born-signed.test.', type: 'A', ttl: 300, records: ['192.0.2.90'] }],
      dnssec: true,
    });
    expect(await signatures('born-signed.test', 'A')).toHaveLength(1);
    expect((await pdns.publisher.dnssecKeys('born-signed.test.')).ds).toHaveLength(2);

    await pdns.publisher.publishZone({
      name: 'born-signed.test.',
      rrsets: [{ name: 'born-signed.test.', type: 'A', ttl: 300, records: ['192.0.2.90'] }],
      dnssec: false,
    });
    expect(await signatures('born-signed.test', 'A')).toEqual([]);
  });

  it('refuses to sign a zone PowerDNS does not have', async () => {
    await expect(pdns.publisher.setDnssec('unknown.test.', true)).rejects.toMatchObject({ name: 'DnsServerError', kind: 'refused' });
  });
});
