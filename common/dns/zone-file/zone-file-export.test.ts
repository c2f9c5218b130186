import { describe, expect, it } from 'vitest';
import { zoneToRrsets } from '../records/index';
import { rrsetKey } from '../records/rrset';
import { diffRrsets } from './rrset-diff';
import { exportZoneFile } from './zone-file-export';
import { parseZoneFile } from './zone-file-parser';
import { exampleDkim as dkim, exampleRrsets as rrsets, exampleSoa as soa } from './zone-file-fixtures';

describe('exportZoneFile', () => {
  it('writes $ORIGIN, $TTL, the SOA and NS of the shop, then the RRsets in canonical order', () => {
    const text = exportZoneFile('example.com', rrsets, soa);
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(1, 3)).toEqual(['$ORIGIN example.com.', '$TTL 86400']);
    expect(lines[3]).toMatch(/^@ +86400 +IN SOA +ns1\.shop\.example\. hostmaster\.ns1\.shop\.example\. 2026112501 10800 3600 604800 3600$/);
    expect(lines.slice(4, 6).map((line) => line.split(/\s+/).slice(-2).join(' '))).toEqual([
      'NS ns1.shop.example.',
      'NS ns2.shop.example.',
    ]);
    const owners = lines.slice(6).map((line) => line.split(/\s+/)[0]);
    // Apex first, then label by label from the right, each name before the names below it.
    expect([...new Set(owners)]).toEqual([
      '@',
      'sel._domainkey',
      'c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert',
      '_sip._tcp',
      '*.dev',
      'host',
      'lab',
      'mail',
      'old',
      'sip',
      'svc',
      'www',
      '_443._tcp.www',
    ]);
    expect(text).toContain('IN MX     10 mail.example.com.');
  });

  it("leaves out SOA and apex NS handed in, so the shop's own are the only ones", () => {
    const text = exportZoneFile(
      'example.com.',
      [
        { name: 'example.com.', type: 'SOA', ttl: 3600, records: ['a. b. 1 2 3 4 5'] },
        { name: 'example.com.', type: 'NS', ttl: 3600, records: ['ns.elsewhere.example.'] },
      ],
      soa,
    );
    expect(text).not.toContain('elsewhere');
    expect(text.match(/ SOA /g)).toHaveLength(1);
  });

  it('reads back through parseZoneFile record for record', () => {
    const parsed = parseZoneFile(exportZoneFile('example.com', rrsets, soa), 'example.com');
    expect(parsed.refused.map((entry) => entry.reason)).toEqual([
      'Skipped: the SOA record is managed by the shop.',
      "Skipped: the zone's own NS records are managed by the shop.",
      "Skipped: the zone's own NS records are managed by the shop.",
    ]);
    const records = parsed.records.map(({ type, name, value, ttl, parameters }) => ({ type, name, value, ttl, parameters }));
    expect(records).toHaveLength(rrsets.reduce((count, rrset) => count + rrset.records.length, 0));
    expect(records).toContainEqual({ type: 'TXT', name: 'sel._domainkey', value: `v=DKIM1; k=rsa; ${dkim}`, ttl: 3600, parameters: {} });
    expect(records).toContainEqual({ type: 'TXT', name: '@', value: 'say "hi"', ttl: 3600, parameters: {} });
    expect(records).toContainEqual({ type: 'MX', name: '@', value: 'backup.example.net', ttl: 3600, parameters: { priority: 20 } });
    expect(records).toContainEqual({ type: 'CNAME', name: 'www', value: 'example.com', ttl: 3600, parameters: {} });
    expect(records).toContainEqual({ type: 'A', name: '*.dev', value: '192.0.2.80', ttl: 3600, parameters: {} });
    expect(records).toContainEqual({ type: 'HTTPS', name: '@', value: '.', ttl: 3600, parameters: { priority: 1, params: 'alpn=h2,h3' } });
    expect(records).toContainEqual({
      type: 'NAPTR',
      name: 'sip',
      value: '_sip._udp.example.com',
      ttl: 3600,
      parameters: { order: 100, preference: 10, flags: 'S', services: 'SIP+D2U', regexp: '' },
    });
  });

  it('round-trips: export, import and serving again give the very same RRsets', () => {
    // ALIAS is PowerDNS's, not BIND's, so it is here and not in the fixture BIND checks.
    const zone = [...rrsets, { name: 'cdn.example.com.', type: 'ALIAS', ttl: 600, records: ['lb.provider.example.'] }];
    const parsed = parseZoneFile(exportZoneFile('example.com', zone, soa), 'example.com');
    expect(parsed.refused).toHaveLength(3);
    const served = zoneToRrsets('example.com', parsed.records, new Date(), {
      parking: false,
      edgeAddresses: { v4: [], v6: [] },
      mailRelayHosts: [],
    });
    expect(diffRrsets(zone, served)).toEqual({ added: [], changed: [], removed: [] });
    const byKey = (list: typeof rrsets) =>
      [...list].sort((a, b) => rrsetKey(a).localeCompare(rrsetKey(b))).map((rrset) => ({ ...rrset, records: [...rrset.records].sort() }));
    expect(byKey(served)).toEqual(byKey(zone));
  });
});
