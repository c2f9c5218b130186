import { describe, expect, it } from 'vitest';
import type { DnsRecordType, DnsRecordValues } from './record-shape';
import { accepted, ZONE } from './test-support';
import { zoneToRrsets, type ZoneServeOptions } from './zone-rrsets';

const NOW = new Date('2026-11-25T12:00:00Z');
const OPTIONS: ZoneServeOptions = {
  parking: false,
  edgeAddresses: { v4: ['203.0.113.80'], v6: ['2001:db8:80::1'] },
  mailRelayHosts: ['mx1.shop.example', 'mx2.shop.example.'],
  mailfwConfirmed: (destination) => destination === 'me@example.net',
};
const rec = (
  type: DnsRecordType,
  name: string,
  value: string,
  parameters: DnsRecordValues['parameters'] = {},
  extra: Partial<DnsRecordValues> = {},
) => accepted(type, name, value, parameters, extra);

describe('zoneToRrsets', () => {
  it('groups records into RRsets with absolute names', () => {
    const rrsets = zoneToRrsets(
      ZONE,
      [
        rec('A', '@', '192.0.2.2'),
        rec('A', '@', '192.0.2.1'),
        rec('MX', '@', 'mail.example.com', { priority: 10 }),
        rec('A', 'Bücher', '192.0.2.3'),
      ],
      NOW,
      OPTIONS,
    );
    expect(rrsets).toEqual([
      { name: 'example.com.', type: 'A', ttl: 86_400, records: ['192.0.2.1', '192.0.2.2'] },
      { name: 'example.com.', type: 'MX', ttl: 86_400, records: ['10 mail.example.com.'] },
      { name: 'xn--bcher-kva.example.com.', type: 'A', ttl: 86_400, records: ['192.0.2.3'] },
    ]);
  });

  it('serves only records active now', () => {
    const rrsets = zoneToRrsets(
      ZONE,
      [
        rec('A', 'now', '192.0.2.1', {}, { active_until: '2026-12-01T00:00:00Z' }),
        rec('A', 'later', '192.0.2.2', {}, { active_from: '2026-12-01T00:00:00Z' }),
        rec('A', 'gone', '192.0.2.3', {}, { active_until: '2026-11-01T00:00:00Z' }),
      ],
      NOW,
      OPTIONS,
    );
    expect(rrsets.map((set) => set.name)).toEqual(['now.example.com.']);
  });

  it('splits long TXT values into 255-octet strings', () => {
    const [txt] = zoneToRrsets(ZONE, [rec('TXT', 'mail._domainkey', 'p'.repeat(600))], NOW, OPTIONS);
    expect(txt.records).toEqual([`"${'p'.repeat(255)}" "${'p'.repeat(255)}" "${'p'.repeat(90)}"`]);
  });

  it('answers a URL record with the forwarding edge', () => {
    const rrsets = zoneToRrsets(ZONE, [rec('URL', 'go', 'https://example.net/', {}, { ttl: 300 })], NOW, OPTIONS);
    expect(rrsets).toEqual([
      { name: 'go.example.com.', type: 'A', ttl: 300, records: ['203.0.113.80'] },
      { name: 'go.example.com.', type: 'AAAA', ttl: 300, records: ['2001:db8:80::1'] },
    ]);
  });

  it('turns confirmed mail forwarding into MX records of the relay', () => {
    const confirmed = rec('MAILFW', 'info', 'me@example.net');
    const unconfirmed = rec('MAILFW', 'sales', 'other@example.org');
    expect(zoneToRrsets(ZONE, [confirmed, unconfirmed], NOW, OPTIONS)).toEqual([
      { name: 'example.com.', type: 'MX', ttl: 86_400, records: ['10 mx1.shop.example.', '20 mx2.shop.example.'] },
    ]);
    expect(zoneToRrsets(ZONE, [unconfirmed], NOW, OPTIONS)).toEqual([]);
    expect(zoneToRrsets(ZONE, [confirmed], NOW, { ...OPTIONS, mailfwConfirmed: undefined })).toEqual([]);
  });

  it('answers only the apex and www with the edge while parking', () => {
    const rrsets = zoneToRrsets(ZONE, [rec('A', '@', '192.0.2.1'), rec('TXT', '@', 'kept'), rec('CNAME', 'shop', 'example.net')], NOW, {
      ...OPTIONS,
      parking: true,
    });
    expect(rrsets).toEqual([
      { name: 'example.com.', type: 'A', ttl: 3_600, records: ['203.0.113.80'] },
      { name: 'example.com.', type: 'AAAA', ttl: 3_600, records: ['2001:db8:80::1'] },
      { name: 'www.example.com.', type: 'A', ttl: 3_600, records: ['203.0.113.80'] },
      { name: 'www.example.com.', type: 'AAAA', ttl: 3_600, records: ['2001:db8:80::1'] },
    ]);
  });

  it('gives the RDATA of every DNS type in the form PowerDNS takes', () => {
    const rrsets = zoneToRrsets(
      ZONE,
      [
        rec('CAA', '@', 'letsencrypt.org', { flags: 0, tag: 'issue' }),
        rec('SRV', '_sip._tcp', 'sip.example.com', { priority: 10, weight: 5, port: 5060 }),
        rec('HTTPS', '@', '.', { priority: 1, params: 'alpn=h3,h2 port=443' }),
        rec('ALIAS', 'cdn', 'lb.example.net'),
        rec('NS', 'office', 'ns1.example.net'),
      ],
      NOW,
      OPTIONS,
    );
    expect(rrsets.map((set) => `${set.name} ${set.type} ${set.records.join(' | ')}`)).toEqual([
      '_sip._tcp.example.com. SRV 10 5 5060 sip.example.com.',
      'cdn.example.com. ALIAS lb.example.net.',
      'example.com. CAA 0 issue "letsencrypt.org"',
      'example.com. HTTPS 1 . alpn=h3,h2 port=443',
      'office.example.com. NS ns1.example.net.',
    ]);
  });
});

describe('zoneToRrsets with a hosted mailbox (decision 042)', () => {
  const hosting = { mxHost: 'mail.shop.example.', dkim: { selector: 'mail202611', publicKey: 'A'.repeat(392) } };
  const at = (rrsets: ReturnType<typeof zoneToRrsets>, name: string, type: string) =>
    rrsets.find((set) => set.name === name && set.type === type);

  it('serves MX to the mail host, SPF, the DKIM key and a DMARC policy', () => {
    const rrsets = zoneToRrsets(ZONE, [rec('A', '@', '192.0.2.1')], NOW, { ...OPTIONS, mailHosting: hosting });
    expect(at(rrsets, 'example.com.', 'MX')).toEqual({ name: 'example.com.', type: 'MX', ttl: 3600, records: ['10 mail.shop.example.'] });
    expect(at(rrsets, 'example.com.', 'TXT')?.records).toEqual(['"v=spf1 mx -all"']);
    const dkim = at(rrsets, 'mail202611._domainkey.example.com.', 'TXT')!.records[0];
    // 2048-bit keys are longer than one 255-octet string: split, and joined they read as the key.
    expect(dkim.split('" "').length).toBe(2);
    expect(dkim.replace(/" "/g, '').replace(/^"|"$/g, '')).toBe(`v=DKIM1; k=rsa; p=${'A'.repeat(392)}`);
    expect(at(rrsets, '_dmarc.example.com.', 'TXT')?.records).toEqual(['"v=DMARC1; p=none"']);
  });

  it("keeps the customer's own SPF and DMARC, and leaves their MX and MAILFW unserved", () => {
    const rrsets = zoneToRrsets(
      ZONE,
      [
        rec('TXT', '@', 'v=spf1 include:_spf.example.net ~all'),
        rec('TXT', '_dmarc', 'v=DMARC1; p=reject'),
        rec('MX', '@', 'mx.other.example', { priority: 5 }),
        rec('MAILFW', 'info', 'me@example.net'),
      ],
      NOW,
      { ...OPTIONS, mailHosting: hosting },
    );
    expect(at(rrsets, 'example.com.', 'TXT')?.records).toEqual(['"v=spf1 include:_spf.example.net ~all"']);
    expect(at(rrsets, '_dmarc.example.com.', 'TXT')?.records).toEqual(['"v=DMARC1; p=reject"']);
    expect(at(rrsets, 'example.com.', 'MX')?.records).toEqual(['10 mail.shop.example.']);
  });

  it('adds nothing without a hosted mailbox', () => {
    const rrsets = zoneToRrsets(ZONE, [rec('A', '@', '192.0.2.1')], NOW, { ...OPTIONS, mailHosting: null });
    expect(rrsets.map((set) => `${set.name} ${set.type}`)).toEqual(['example.com. A']);
  });
});
