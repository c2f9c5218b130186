import { describe, expect, it } from 'vitest';
import { DNS_RECORDS_MAX } from '@common/dns/records/record-shape';
import { fixedClock } from '../../lib/clock';
import { dig } from '../../test/dig';
import { useDnsTestApp } from '../../test/dns-test-app';
import { get, type TestSession } from '../../test/test-app';
import { DDNS_PER_ADDRESS, DDNS_PER_USER, DDNS_TTL } from './dynamic-dns.service';

const clock = fixedClock('2026-05-04T10:00:00Z');
// The PowerDNS half runs on PGlite; on PostgreSQL the same API is tested without a DNS server.
const dns = useDnsTestApp({ clock, withDns: !process.env.DATABASE_URL });
const app = () => dns.app();
let addressCounter = 0;

/** A customer's name whose zone has dynamic DNS on, with an A record at "home". */
async function zoneWithDdns(label: string, options: { active?: boolean; records?: Array<Record<string, unknown>> } = {}) {
  const { session, name } = await dns.customerWithName(label);
  const zone = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
  const auth = (await get(app(), session, '/api/v1/dns/generate-auth')).json().result as { username: string; password: string };
  const saved = await app().inject({
    method: 'POST',
    url: `/api/v1/dns/${name}?session_id=${encodeURIComponent(session.sessionId)}`,
    headers: { cookie: session.cookie },
    payload: {
      csrf_token: session.csrfToken,
      version: zone.version,
      records: [{ type: 'A', name: 'home', value: '192.0.2.1', ttl: 300 }, ...(options.records ?? [])],
      comments: '',
      flags: { parking_page: false, dnssec: false, ddns: { active: options.active ?? true, ...auth } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await app().services.jobs.drain();
  return { session, name, auth };
}

/** A different client address per call, so the per-address limit of one test does not reach the others. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

function update(query: Record<string, string>, auth: { username: string; password: string } | null, remoteAddress = nextAddress()) {
  return app().inject({
    method: 'GET',
    url: `/nic/update?${new URLSearchParams(query).toString()}`,
    remoteAddress,
    headers: auth
      ? {
          authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`,
          'user-agent': 'shop-test ddclient/3.11',
        }
      : {},
  });
}

async function records(session: TestSession, name: string) {
  const zone = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
  return Object.values(zone.records as Record<string, { type: string; name: string; value: string; ttl: number }>).map(
    ({ type, name: owner, value, ttl }) => ({ type, name: owner, value, ttl }),
  );
}

describe('dynamic DNS (DynDNS2 /nic/update)', () => {
  it('adds no name to a zone at its record limit, while the names it has still update', async () => {
    const notes = Array.from({ length: DNS_RECORDS_MAX - 1 }, (_, index) => ({ type: 'TXT', name: `n${index}`, value: 'kept', ttl: 300 }));
    const { session, name, auth } = await zoneWithDdns('ddns-full', { records: notes });
    const refused = await update({ hostname: `new.${name}`, myip: '198.51.100.9' }, auth);
    expect(refused.body).toBe('nohost\n');
    const updated = await update({ hostname: `home.${name}`, myip: '198.51.100.10' }, auth);
    expect(updated.body).toBe('good 198.51.100.10\n');
    const after = await records(session, name);
    expect(after).toHaveLength(DNS_RECORDS_MAX);
    expect(after.filter((record) => record.type === 'A')).toEqual([{ type: 'A', name: 'home', value: '198.51.100.10', ttl: 300 }]);
  }, 60_000);

  it('sets the A record of a name in the zone: good, then nochg; the zone keeps a new version and dig answers the new address', async () => {
    const { session, name, auth } = await zoneWithDdns('ddns-good');
    const first = await update({ hostname: `home.${name}`, myip: '198.51.100.7' }, auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain');
    expect(first.body).toBe('good 198.51.100.7\n');
    expect(await records(session, name)).toEqual([{ type: 'A', name: 'home', value: '198.51.100.7', ttl: 300 }]);
    const versions = (await get(app(), session, `/api/v1/dns/versions/${name}`)).json().result;
    expect(versions[0]).toMatchObject({ version: 2, record_count: 1 });
    expect(versions[0].saved_by).toBe('dynamic DNS');
    expect(versions[1].saved_by).toBe(session.login);

    const again = await update({ hostname: `home.${name}`, myip: '198.51.100.7' }, auth);
    expect(again.body).toBe('nochg 198.51.100.7\n');
    expect((await get(app(), session, `/api/v1/dns/versions/${name}`)).json().result).toHaveLength(2);

    if (dns.servesDns) {
      await app().services.jobs.drain();
      expect(await dig(dns.pdns.dnsPort, `home.${name}`, 'A')).toEqual(['198.51.100.7']);
    }
  });

  it('IPv6 sets the AAAA record (created with a short TTL), the apex is the zone name itself, and without myip the client address is taken', async () => {
    const { session, name, auth } = await zoneWithDdns('ddns-v6');
    expect((await update({ hostname: `home.${name}`, myip: '2001:DB8:0:0::7' }, auth)).body).toBe('good 2001:db8::7\n');
    expect((await update({ hostname: name }, auth, '198.51.100.99')).body).toBe('good 198.51.100.99\n');
    expect(await records(session, name)).toEqual(
      expect.arrayContaining([
        { type: 'A', name: 'home', value: '192.0.2.1', ttl: 300 },
        { type: 'AAAA', name: 'home', value: '2001:db8::7', ttl: DDNS_TTL },
        { type: 'A', name: '@', value: '198.51.100.99', ttl: DDNS_TTL },
      ]),
    );
    if (dns.servesDns) {
      await app().services.jobs.drain();
      expect(await dig(dns.pdns.dnsPort, `home.${name}`, 'AAAA')).toEqual(['2001:db8::7']);
      expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['198.51.100.99']);
    }
  });

  it('answers badauth (401) for a wrong password, no credentials or dynamic DNS switched off, and changes nothing', async () => {
    const { session, name, auth } = await zoneWithDdns('ddns-auth');
    for (const credentials of [{ ...auth, password: `${auth.password}x` }, { username: 'nobody-here', password: auth.password }, null]) {
      const response = await update({ hostname: `home.${name}`, myip: '198.51.100.8' }, credentials);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Basic');
      expect(response.body).toBe('badauth\n');
    }
    const off = await zoneWithDdns('ddns-off', { active: false });
    expect((await update({ hostname: `home.${off.name}`, myip: '198.51.100.8' }, off.auth)).body).toBe('badauth\n');
    expect(await records(session, name)).toEqual([{ type: 'A', name: 'home', value: '192.0.2.1', ttl: 300 }]);
  });

  it('answers nohost for a name outside the zone, notfqdn for something that is no name, and each host of a list on its own line', async () => {
    const { session, name, auth } = await zoneWithDdns('ddns-hosts');
    expect((await update({ hostname: 'home.example.net', myip: '198.51.100.9' }, auth)).body).toBe('nohost\n');
    expect((await update({ hostname: 'not a name!', myip: '198.51.100.9' }, auth)).body).toBe('notfqdn\n');
    expect((await update({ myip: '198.51.100.9' }, auth)).body).toBe('notfqdn\n');
    expect((await update({ hostname: `home.${name},elsewhere.example.org,office.${name}`, myip: '198.51.100.9' }, auth)).body).toBe(
      'good 198.51.100.9\nnohost\ngood 198.51.100.9\n',
    );
    expect(await records(session, name)).toEqual(
      expect.arrayContaining([
        { type: 'A', name: 'home', value: '198.51.100.9', ttl: 300 },
        { type: 'A', name: 'office', value: '198.51.100.9', ttl: DDNS_TTL },
      ]),
    );
  });

  it('answers abuse beyond the limit per username and per client address', async () => {
    const { auth, name } = await zoneWithDdns('ddns-abuse');
    const answers: string[] = [];
    for (let index = 0; index <= DDNS_PER_USER; index += 1)
      answers.push((await update({ hostname: `home.${name}`, myip: '198.51.100.10' }, auth)).body);
    expect(answers.slice(0, DDNS_PER_USER).every((body) => body !== 'abuse\n')).toBe(true);
    expect(answers[DDNS_PER_USER]).toBe('abuse\n');

    const guesser = '198.51.100.66';
    const bodies: string[] = [];
    for (let index = 0; index <= DDNS_PER_ADDRESS; index += 1)
      bodies.push((await update({ hostname: `home.${name}` }, { username: 'guess', password: `try-${index}` }, guesser)).body);
    expect(bodies[DDNS_PER_ADDRESS - 1]).toBe('badauth\n');
    expect(bodies[DDNS_PER_ADDRESS]).toBe('abuse\n');
  });
});
