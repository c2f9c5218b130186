import { describe, expect, it } from 'vitest';
import { DnsServerError, notServedPublisher } from './dns-publisher';

describe('the not-served publisher', () => {
  it('says why zones are not served, and every call fails with that reason as a typed error', async () => {
    const publisher = notServedPublisher('DNS_SERVER is off');
    expect(publisher.status()).toEqual({ serving: false, reason: 'DNS_SERVER is off' });

    const calls = [
      () => publisher.publishZone({ name: 'example.test.', rrsets: [], dnssec: false }),
      () => publisher.removeZone('example.test.'),
      () => publisher.listZones(),
      () => publisher.zoneRrsets('example.test.'),
      () => publisher.setDnssec('example.test.', true),
      () => publisher.dnssecKeys('example.test.'),
    ];
    for (const call of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DnsServerError);
      expect(error).toMatchObject({
        kind: 'not_served',
        transient: false,
        message: 'DNS zones are kept but not served: DNS_SERVER is off',
      });
    }
  });
});
