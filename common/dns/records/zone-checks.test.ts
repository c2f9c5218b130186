import { describe, expect, it } from 'vitest';
import type { DnsRecordType, DnsRecordValues } from './record-shape';
import { accepted, ZONE } from './test-support';
import { checkZoneRecords, type ZoneRecord } from './zone-checks';

let counter = 0;
function rec(
  type: DnsRecordType,
  name: string,
  value: string,
  parameters: DnsRecordValues['parameters'] = {},
  extra: Partial<DnsRecordValues> = {},
): ZoneRecord {
  counter += 1;
  return { ...accepted(type, name, value, parameters, extra), id: `r${counter}` };
}

function errorsOf(...records: ZoneRecord[]) {
  return checkZoneRecords(records, ZONE, 'en');
}

describe('checkZoneRecords', () => {
  it('accepts a usual zone', () => {
    const zone = [
      rec('A', '@', '192.0.2.1'),
      rec('AAAA', '@', '2001:db8::1'),
      rec('CNAME', 'www', '@'),
      rec('MX', '@', 'mail.example.com', { priority: 10 }),
      rec('A', 'mail', '192.0.2.25'),
      rec('TXT', '@', 'v=spf1 mx -all'),
      rec('TXT', '@', 'google-site-verification=abc'),
      rec('CAA', '@', 'letsencrypt.org', { tag: 'issue' }),
      rec('SRV', '_sip._tcp', 'mail.example.com', { priority: 1, weight: 1, port: 5060 }),
    ];
    expect(errorsOf(...zone)).toEqual({});
  });

  it('keeps a CNAME alone at its name', () => {
    const cname = rec('CNAME', 'www', 'example.net');
    const txt = rec('TXT', 'www', 'hello');
    const errors = errorsOf(cname, txt);
    expect(errors[cname.id].name).toBe(
      'A CNAME cannot share its name with other records. Remove the other records at this name or use another name.',
    );
    expect(errors[txt.id].name).toBe('This name has a CNAME, which cannot share its name with other records.');
    expect(checkZoneRecords([cname, txt], ZONE, 'de')[cname.id].name).toContain(
      'Ein CNAME kann seinen Namen nicht mit anderen Einträgen teilen',
    );
  });

  it('allows one CNAME and one DNAME per name, never together', () => {
    const first = rec('CNAME', 'www', 'a.example.net');
    const second = rec('CNAME', 'www', 'b.example.net');
    expect(errorsOf(first, second)[second.id].name).toBe('A name can have only one CNAME record.');
    expect(errorsOf(second, first)[second.id].name).toBe('A name can have only one CNAME record.');
    const dname = rec('DNAME', 'old', 'a.example.net');
    const dname2 = rec('DNAME', 'old', 'b.example.net');
    expect(errorsOf(dname, dname2)[dname2.id].name).toBe('A name can have only one DNAME record.');
    const cnameAtDname = rec('CNAME', 'old', 'c.example.net');
    expect(errorsOf(dname, cnameAtDname)[dname.id].name).toContain('CNAME');
  });

  it('lets a CNAME follow an A record that ends before it starts', () => {
    const address = rec('A', 'www', '192.0.2.1', {}, { active_until: '2026-12-01T00:00:00Z' });
    const cname = rec('CNAME', 'www', 'example.net', {}, { active_from: '2026-12-01T00:00:00Z' });
    expect(errorsOf(address, cname)).toEqual({});
    const overlapping = rec('CNAME', 'www', 'example.net', {}, { active_from: '2026-11-30T00:00:00Z' });
    expect(errorsOf(address, overlapping)[overlapping.id].name).toContain('cannot share its name');
  });

  it('refuses MX, SRV and NS targets that are a CNAME of this zone', () => {
    const cname = rec('CNAME', 'mail', 'mailhost.example.net');
    const mx = rec('MX', '@', 'mail.example.com', { priority: 10 });
    const srv = rec('SRV', '_imap._tcp', 'mail.example.com', { priority: 0, weight: 0, port: 143 });
    const ns = rec('NS', 'office', 'mail.example.com');
    const errors = errorsOf(cname, mx, srv, ns);
    expect(errors[mx.id].value).toBe('mail.example.com is a CNAME (an alias). Point to the host name it stands for instead.');
    expect(errors[srv.id].value).toContain('is a CNAME');
    expect(errors[ns.id].value).toContain('is a CNAME');
  });

  it('keeps one TTL per RRset', () => {
    const first = rec('A', 'www', '192.0.2.1', {}, { ttl: 3_600 });
    const second = rec('A', 'www', '192.0.2.2', {}, { ttl: 300 });
    const aaaa = rec('AAAA', 'www', '2001:db8::1', {}, { ttl: 300 });
    const errors = errorsOf(first, second, aaaa);
    expect(errors[second.id].ttl).toBe('All A records at one name must have the same TTL; the others here have 3600.');
    expect(errors[first.id].ttl).toBe('All A records at one name must have the same TTL; the others here have 300.');
    expect(errors[aaaa.id]).toBeUndefined();
  });

  it('refuses exact duplicates', () => {
    const first = rec('TXT', '@', 'v=spf1 -all');
    const second = rec('TXT', '@', '"v=spf1 -all"');
    const errors = errorsOf(first, second);
    expect(errors[second.id].value).toBe('The same record exists already.');
    expect(errors[first.id].value).toBe('The same record exists already.');
  });

  it('lets URL forwarding replace the addresses of its name', () => {
    const url = rec('URL', 'go', 'https://example.net/');
    const address = rec('A', 'go', '192.0.2.1');
    const errors = errorsOf(url, address);
    expect(errors[url.id].name).toContain('cannot have A, AAAA, CNAME or ALIAS records');
    expect(errors[address.id].name).toBe('This name has a URL forwarding, so it cannot have its own A records.');
    const cname = rec('CNAME', 'go', 'example.net');
    expect(errorsOf(url, cname)[cname.id].name).toContain('cannot share its name');
    expect(errorsOf(url, rec('TXT', 'go', 'ok'))).toEqual({});
  });

  it('lets mail forwarding replace the apex MX records', () => {
    const mailfw = rec('MAILFW', 'info', 'me@example.net');
    const mx = rec('MX', '@', 'mail.example.net', { priority: 10 });
    const errors = errorsOf(mailfw, mx);
    expect(errors[mailfw.id].name).toContain('Remove the MX records first');
    expect(errors[mx.id].name).toContain('Remove the mail forwarding');
    expect(errorsOf(mailfw, rec('MX', 'sub', 'mail.example.net', { priority: 10 }))).toEqual({});
    expect(errorsOf(mailfw, rec('MAILFW', 'sales', 'me@example.net'))).toEqual({});
  });

  it('keeps a null MX alone', () => {
    const nullMx = rec('MX', '@', '.', { priority: 0 });
    const mx = rec('MX', '@', 'mail.example.net', { priority: 10 });
    expect(errorsOf(nullMx, mx)[nullMx.id].value).toContain('only MX record');
  });

  it('keeps ALIAS instead of the name own addresses', () => {
    const alias = rec('ALIAS', '@', 'lb.example.net');
    const address = rec('AAAA', '@', '2001:db8::1');
    const errors = errorsOf(alias, address, rec('MX', '@', 'mail.example.net', { priority: 10 }));
    expect(errors[alias.id].name).toContain('cannot have its own A or AAAA records');
    expect(errors[address.id].name).toContain('has an ALIAS record');
    expect(Object.keys(errors)).toHaveLength(2);
  });

  it('refuses records hidden below a DNAME or a delegation, but keeps glue', () => {
    const dname = rec('DNAME', 'old', 'new.example.net');
    const hidden = rec('A', 'www.old', '192.0.2.1');
    expect(errorsOf(dname, hidden)[hidden.id].name).toBe(
      'This record would never be answered: the DNAME record at old redirects all names below it.',
    );
    const ns = rec('NS', 'office', 'ns1.office.example.com');
    const glue = rec('A', 'ns1.office', '192.0.2.53');
    const txt = rec('TXT', 'office', 'hello');
    const below = rec('MX', 'x.office', 'mail.example.net', { priority: 1 });
    const errors = errorsOf(ns, glue, txt, below);
    expect(errors[glue.id]).toBeUndefined();
    expect(errors[txt.id].name).toContain('office is delegated');
    expect(errors[below.id].name).toContain('office is delegated');
  });

  it('needs glue for a nameserver inside the delegated subdomain', () => {
    const ns = rec('NS', 'office', 'ns1.office.example.com');
    expect(errorsOf(ns)[ns.id].value).toBe(
      'ns1.office.example.com lies inside the delegated subdomain, so it needs an A or AAAA record here (glue) to be found.',
    );
    expect(errorsOf(ns, rec('AAAA', 'ns1.office', '2001:db8::53'))).toEqual({});
    expect(errorsOf(rec('NS', 'office', 'ns1.example.net'))).toEqual({});
  });

  it('refuses mixing AliasMode and ServiceMode at one name', () => {
    const alias = rec('HTTPS', '@', 'cdn.example.net', { priority: 0 });
    const service = rec('HTTPS', '@', '.', { priority: 1, params: 'alpn=h2' });
    expect(errorsOf(alias, service)[service.id]['parameters.priority']).toContain('must all be in AliasMode');
    const alias2 = rec('HTTPS', '@', 'cdn2.example.net', { priority: 0 });
    expect(errorsOf(alias, alias2)[alias2.id]['parameters.priority']).toContain('only one record in AliasMode');
  });

  it('refuses HTTPS forwarding where CAA records keep the edge certificate authority out', () => {
    const url = rec('URL', 'go', 'https://example.net/', { tls: true });
    const plain = rec('URL', 'plain', 'https://example.net/');
    const other = rec('CAA', '@', 'ca.example.net', { tag: 'issue' });
    const options = { certificateIssuer: 'letsencrypt.org' };
    const errors = checkZoneRecords([url, plain, other], ZONE, 'en', options);
    expect(errors[url.id]['parameters.tls']).toContain('needs a certificate from letsencrypt.org');
    expect(errors[plain.id]).toBeUndefined();
    expect(checkZoneRecords([url, other, rec('CAA', '@', 'letsencrypt.org', { tag: 'issue' })], ZONE, 'en', options)).toEqual({});
    // The closest name with CAA records decides (RFC 8659 §3), and iodef alone restricts nobody.
    expect(checkZoneRecords([url, other, rec('CAA', 'go', 'mailto:sec@example.com', { tag: 'iodef' })], ZONE, 'en', options)).toEqual({});
    expect(checkZoneRecords([url, other], ZONE, 'en')).toEqual({});
  });

  it('rechecks the owner rules of a record stored before', () => {
    const ns = { ...rec('NS', 'office', 'ns1.example.net'), name: '@' };
    expect(errorsOf(ns)[ns.id].name).toContain('set by us');
  });
});
