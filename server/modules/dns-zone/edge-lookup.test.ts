import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createForwardingEdge, type ForwardingEdge } from '../../dns/forwarding-edge/forwarding-edge';
import { fixedClock } from '../../lib/clock';
import { dig } from '../../test/dig';
import { useDnsTestApp } from '../../test/dns-test-app';
import { get } from '../../test/test-app';
import { createDnsZoneRepository } from './dns-zone.repository';
import { answeringOwner, createEdgeLookup } from './edge-lookup';

const clock = fixedClock('2026-05-04T10:00:00Z');
// The edge's public address as the zones are told it (FORWARDING_EDGE_ADDRESSES).
const dns = useDnsTestApp({ clock, env: { FORWARDING_EDGE_ADDRESSES: '127.0.0.1,::1' } });
let edge: ForwardingEdge;
let edgePort: number;
const app = () => dns.app();
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  edge = createForwardingEdge({
    lookup: createEdgeLookup({ repository: createDnsZoneRepository(app().services.database.db), clock }),
    log: silent,
    shopUrl: 'https://shop.example.test',
  });
  edgePort = await edge.listen(0, '127.0.0.1');
}, 30_000);
// Runs before the DNS test app's own afterAll (vitest runs after-hooks as a stack).
afterAll(async () => {
  await edge?.close();
});

/** A request to the edge as `curl -H 'Host: <host>' http://127.0.0.1:<port><path>` makes it. */
function edgeGet(host: string, path = '/'): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: edgePort, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function savedZone(label: string, records: Array<Record<string, unknown>>, parking = false) {
  const { session, name } = await dns.customerWithName(label);
  const zone = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
  const saved = await app().inject({
    method: 'POST',
    url: `/api/v1/dns/${name}?session_id=${encodeURIComponent(session.sessionId)}`,
    headers: { cookie: session.cookie },
    payload: {
      csrf_token: session.csrfToken,
      version: zone.version,
      records,
      comments: '',
      flags: { parking_page: parking, dnssec: false, ddns: { active: false, username: '', password: '' } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await app().services.jobs.drain();
  return name;
}

describe('the forwarding edge answers from the zones (issue 16 item 7)', () => {
  it('a URL record: the name resolves to the edge, and the edge redirects with its method, keeping path and query', async () => {
    const name = await savedZone('edge-url', [
      { type: 'URL', name: '@', value: 'https://landing.example.org/start', ttl: 3600, parameters: { redirect_code: 302 } },
      { type: 'URL', name: 'shop', value: 'https://store.example.org/', ttl: 3600, parameters: { keep_path: false } },
    ]);
    expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['127.0.0.1']);
    expect(await dig(dns.pdns.dnsPort, name, 'AAAA')).toEqual(['::1']);

    const apex = await edgeGet(name, '/offers?id=7');
    expect(apex.status).toBe(302);
    expect(apex.location).toBe('https://landing.example.org/start/offers?id=7');
    const shop = await edgeGet(`shop.${name}`, '/anything');
    expect(shop.status).toBe(301);
    expect(shop.location).toBe('https://store.example.org/');
    // A name of the zone without a URL record is not forwarded.
    expect((await edgeGet(`mail.${name}`)).status).toBe(404);
  });

  it('a frame URL record answers its frame page with the title escaped', async () => {
    const name = await savedZone('edge-frame', [
      { type: 'URL', name: '@', value: 'https://app.example.org/', ttl: 3600, parameters: { frame: true, title: 'Tom & <Jerry>' } },
    ]);
    const page = await edgeGet(name);
    expect(page.status).toBe(200);
    expect(page.body).toContain('https://app.example.org/');
    expect(page.body).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(page.body).not.toContain('<Jerry>');
    // keep_path is on unless switched off: the frame shows the requested page of the destination.
    expect((await edgeGet(name, '/docs/a?b=1')).body).toContain('<iframe src="https://app.example.org/docs/a?b=1"');
  });

  it('a frame URL record with keep_path off frames the destination as it is', async () => {
    const name = await savedZone('edge-frame-bare', [
      { type: 'URL', name: '@', value: 'https://app.example.org/start', ttl: 3600, parameters: { frame: true, keep_path: false } },
    ]);
    expect((await edgeGet(name, '/docs/a?b=1')).body).toContain('<iframe src="https://app.example.org/start"');
  });

  it('the parking page on: the name and www resolve to the edge, which answers the parking page; the records are kept', async () => {
    const name = await savedZone('edge-park', [{ type: 'A', name: '@', value: '192.0.2.5', ttl: 3600 }], true);
    expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['127.0.0.1']);
    const parked = await edgeGet(name);
    expect(parked.status).toBe(200);
    expect(parked.body).toContain(name);
    expect((await edgeGet(`www.${name}`)).status).toBe(200);
    expect((await edgeGet(`other.${name}`)).status).toBe(404);
    expect((await edgeGet('not-ours.example.net')).status).toBe(404);
  });

  it('finds the zone of a host with many labels in one query, and forwards it by a wildcard URL record', async () => {
    const name = await savedZone('edge-deep', [
      { type: 'URL', name: '*.deep', value: 'https://deep.example.org/', ttl: 3600, parameters: { keep_path: false } },
    ]);
    const host = `${Array.from({ length: 100 }, () => 'a').join('.')}.deep.${name}`;
    expect(host.length).toBeLessThanOrEqual(253);
    const repository = createDnsZoneRepository(app().services.database.db);
    const asked: string[][] = [];
    const lookup = createEdgeLookup({
      repository: { ...repository, findLongest: (names) => (asked.push(names), repository.findLongest(names)) },
      clock,
    });
    expect(await lookup(host)).toMatchObject({ kind: 'redirect', url: 'https://deep.example.org/' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(102);
    expect((await edgeGet(host)).location).toBe('https://deep.example.org/');
    expect(await lookup(`l0.l1.not-ours-${name}`)).toBeNull();
  });

  it('a URL record named * forwards exactly the names DNS answers with it (RFC 4592): not the apex, not names that exist, not names below them', async () => {
    const name = await savedZone('edge-star', [
      { type: 'URL', name: '*', value: 'https://catch-all.example.org/', ttl: 3600, parameters: { keep_path: false } },
      { type: 'A', name: 'mail', value: '192.0.2.25', ttl: 3600 },
      { type: 'A', name: 'host.sub', value: '192.0.2.26', ttl: 3600 },
    ]);
    // What DNS answers: the wildcard for a name that does not exist, at any depth below the apex …
    expect(await dig(dns.pdns.dnsPort, `anything.${name}`, 'A')).toEqual(['127.0.0.1']);
    expect(await dig(dns.pdns.dnsPort, `a.b.${name}`, 'A')).toEqual(['127.0.0.1']);
    expect((await edgeGet(`anything.${name}`)).location).toBe('https://catch-all.example.org/');
    expect((await edgeGet(`a.b.${name}`)).location).toBe('https://catch-all.example.org/');
    // … but a name that exists, an empty non-terminal, a name below one, and the apex are not the wildcard's.
    for (const host of [`mail.${name}`, `sub.${name}`, `other.sub.${name}`, name]) {
      expect(await dig(dns.pdns.dnsPort, host, 'A'), host).not.toContain('127.0.0.1');
      expect((await edgeGet(host)).status, host).toBe(404);
    }
  });

  it('answeringOwner finds the closest encloser as RFC 4592 §3.3.1 does', () => {
    const owners = ['*', '*.deep', 'mail', 'host.sub', '@'];
    expect(answeringOwner('www', owners)).toBe('*');
    expect(answeringOwner('mail', owners)).toBe('mail');
    expect(answeringOwner('x.mail', owners)).toBe('*.mail');
    expect(answeringOwner('sub', owners)).toBe('sub');
    expect(answeringOwner('x.sub', owners)).toBe('*.sub');
    expect(answeringOwner('a.b.deep', owners)).toBe('*.deep');
    expect(answeringOwner('deep', owners)).toBe('deep');
    expect(answeringOwner('@', owners)).toBe('@');
  });
});
