import { ErrorCode } from '@common/errors/error-codes';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { parseDsLine } from '../../registry/ds-data';
import { dig } from '../../test/dig';
import { useDnsTestApp } from '../../test/dns-test-app';
import { get, type TestSession } from '../../test/test-app';
import { DNSSEC_UNSIGN_DELAY_MS } from './dnssec.service';

const clock = fixedClock('2026-05-04T10:00:00Z');
const dns = useDnsTestApp({ clock });
const app = () => dns.app();
const { customerWithName } = dns;

function save(session: TestSession, name: string, version: number, dnssec: boolean) {
  return app().inject({
    method: 'POST',
    url: `/api/v1/dns/${name}?session_id=${encodeURIComponent(session.sessionId)}`,
    headers: { cookie: session.cookie },
    payload: {
      csrf_token: session.csrfToken,
      version,
      records: [{ type: 'A', name: '@', value: '192.0.2.44', ttl: 3600 }],
      comments: '',
      flags: { parking_page: false, dnssec, ddns: { active: false, username: '', password: '' } },
    },
  });
}

/** The RRSIGs over the apex A RRset that dig +dnssec shows. */
const rrsigs = async (name: string) => (await dig(dns.pdns.dnsPort, name, 'A', '+dnssec')).filter((line) => line.startsWith('A '));
const dsAtRegistry = async (name: string) => (await app().services.registry.info(name))?.dsData ?? [];

describe('DNSSEC of a zone (issue 16 item 5)', () => {
  it('on: the zone is signed (dig +dnssec shows RRSIGs), its DS goes to the registry and the zone shows DS and DNSKEY', async () => {
    const { session, name } = await customerWithName('dnssec-on');
    const loaded = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
    const saved = await save(session, name, loaded.version, true);
    expect(saved.statusCode, saved.body).toBe(200);
    await app().services.jobs.drain();

    expect(await rrsigs(name)).toHaveLength(1);
    const keys = await dns.pdns.publisher.dnssecKeys(name);
    expect(keys.ds.length).toBeGreaterThan(0);
    expect(await dsAtRegistry(name)).toEqual(keys.ds.map(parseDsLine));
    const zone = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
    expect(zone.flags.dnssec).toBe(true);
    expect(zone.dnssec_keys).toEqual(keys);
  });

  it('off: the DS is withdrawn at the registry first; the zone stays signed until the DS has expired from caches, then is unsigned', async () => {
    const { session, name } = await customerWithName('dnssec-off');
    const loaded = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
    expect((await save(session, name, loaded.version, true)).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect(await dsAtRegistry(name)).not.toEqual([]);

    const off = await save(session, name, loaded.version + 1, false);
    expect(off.statusCode, off.body).toBe(200);
    await app().services.jobs.drain();
    // The registry no longer publishes a DS, while the zone still answers signed.
    expect(await dsAtRegistry(name)).toEqual([]);
    expect(await rrsigs(name)).toHaveLength(1);
    // A save meanwhile does not unsign it either.
    expect((await save(session, name, loaded.version + 2, false)).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect(await rrsigs(name)).toHaveLength(1);

    clock.advance(DNSSEC_UNSIGN_DELAY_MS + 60_000);
    await app().services.jobs.drain();
    expect(await rrsigs(name)).toEqual([]);
    expect(await dns.pdns.publisher.dnssecKeys(name)).toEqual({ ds: [], dnskey: [] });
    expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['192.0.2.44']);
  });

  it('on again before the unsigning: the same key stays and its DS goes back to the registry', async () => {
    const { session, name } = await customerWithName('dnssec-again');
    const loaded = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
    await save(session, name, loaded.version, true);
    await app().services.jobs.drain();
    const keys = await dns.pdns.publisher.dnssecKeys(name);
    await save(session, name, loaded.version + 1, false);
    await app().services.jobs.drain();
    expect(await dsAtRegistry(name)).toEqual([]);
    await save(session, name, loaded.version + 2, true);
    await app().services.jobs.drain();
    clock.advance(DNSSEC_UNSIGN_DELAY_MS + 60_000);
    await app().services.jobs.drain();
    expect(await dns.pdns.publisher.dnssecKeys(name)).toEqual(keys);
    expect(await dsAtRegistry(name)).toEqual(keys.ds.map(parseDsLine));
    expect(await rrsigs(name)).toHaveLength(1);
  });

  it('a DNS server that lost the zone: the reconciliation pushes it again, signed with a new key, and the registry gets the new DS', async () => {
    const { session, name } = await customerWithName('dnssec-lost');
    const loaded = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
    await save(session, name, loaded.version, true);
    await app().services.jobs.drain();
    const before = await dns.pdns.publisher.dnssecKeys(name);

    await dns.pdns.publisher.removeZone(name);
    await app().services.dnsZones.reconcile();
    await app().services.jobs.drain();
    const after = await dns.pdns.publisher.dnssecKeys(name);
    expect(after.ds.length).toBeGreaterThan(0);
    expect(after.ds).not.toEqual(before.ds);
    expect(await dsAtRegistry(name)).toEqual(after.ds.map(parseDsLine));
    expect(await rrsigs(name)).toHaveLength(1);
  });

  it('is refused where the TLD does not allow it (.gg), and nothing is signed', async () => {
    const { session, name } = await customerWithName('dnssec-gg', 'gg');
    const loaded = (await get(app(), session, `/api/v1/dns/${name}`)).json().result;
    expect(loaded.dnssec_allowed).toBe(false);
    const refused = await save(session, name, loaded.version, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe(ErrorCode.DnssecNotAllowed);
    await app().services.jobs.drain();
    expect(await dns.pdns.publisher.dnssecKeys(name)).toEqual({ ds: [], dnskey: [] });
    expect(await dsAtRegistry(name)).toEqual([]);
  });
});
