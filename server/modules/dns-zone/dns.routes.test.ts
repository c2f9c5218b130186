import type { DnsZone } from '@common/api/dns.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerDomains,
  customerDomainStates,
  dnsMailfwConfirmations,
  dnsRecords,
  dnsZones,
  dnsZoneVersions,
  users,
} from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { backoffMs } from '../jobs/job-worker';
import { dig } from '../../test/dig';
import { useDnsTestApp } from '../../test/dns-test-app';
import { ownAtRegistry } from '../../test/registry-fixtures';
import { linkToken } from '../../test/test-mailbox';
import { createTestApp, get, post, startSession, type TestSession } from '../../test/test-app';
import { newCustomer } from '../payment/payment-test-helpers';

const clock = fixedClock('2026-05-04T10:00:00Z');
const dns = useDnsTestApp({ clock });
const app = () => dns.app();
const db = () => app().services.database.db;
let counter = 0;
const unique = (label: string) => dns.uniqueName(label);
const { customerWithName } = dns;

async function zoneOf(session: TestSession, name: string): Promise<DnsZone> {
  const response = await get(app(), session, `/api/v1/dns/${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const A = (name: string, value: string, extra: Record<string, unknown> = {}) => ({ type: 'A', name, value, ttl: 3600, ...extra });

function save(session: TestSession, name: string, version: number, records: object[], flags: Record<string, unknown> = {}, comments = '') {
  return app().inject({
    method: 'POST',
    url: `/api/v1/dns/${name}?session_id=${encodeURIComponent(session.sessionId)}`,
    headers: { cookie: session.cookie },
    payload: {
      csrf_token: session.csrfToken,
      version,
      records,
      comments,
      flags: { parking_page: false, dnssec: false, ddns: { active: false, username: '', password: '' }, ...flags },
    },
  });
}

const SEVERAL = [
  A('@', '192.0.2.10'),
  { type: 'AAAA', name: 'www', value: '2001:db8::10', ttl: 3600 },
  { type: 'MX', name: '@', value: 'mail.example.net', ttl: 3600, parameters: { priority: 10 } },
  { type: 'TXT', name: '@', value: 'v=spf1 -all', ttl: 3600 },
  { type: 'CNAME', name: 'blog', value: 'hosting.example.net', ttl: 3600 },
];

describe('DNS zone API (spec §7)', () => {
  it("refuses visitors with 401 and answers 404 for another customer's name and for names nobody has", async () => {
    const { name } = await customerWithName('dns-owner');
    const visitor = await app().inject({ method: 'GET', url: `/api/v1/dns/${name}` });
    expect(visitor.statusCode).toBe(401);

    const other = await newCustomer(app(), 'dns-prober');
    for (const probe of [name, 'nobody-has-this-name.com']) {
      const response = await get(app(), other, `/api/v1/dns/${probe}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe(ErrorCode.DomainNotOwned);
      const write = await save(other, probe, 0, [A('@', '192.0.2.1')]);
      expect(write.statusCode).toBe(404);
    }
    // Nothing was created for the prober.
    expect(await db().select().from(dnsZones).where(eq(dnsZones.domain, name))).toEqual([]);
  });

  it('creates an empty zone on first look, saves several record types, and answers them after a reload; dig answers what was saved', async () => {
    const { session, name } = await customerWithName('dns-roundtrip');
    const empty = await zoneOf(session, name.toUpperCase());
    expect(empty).toMatchObject({
      domain: name,
      domain_utf8: name,
      version: 0,
      records: {},
      flags: { modify_allowed: true, parking_page: false },
      dnssec_allowed: true,
    });

    const saved = await save(session, name, 0, SEVERAL, {}, 'Main web site');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.version).toBe(1);

    const zone = await zoneOf(session, name);
    const records = Object.values(zone.records);
    expect(zone.comments).toBe('Main web site');
    expect(records.map((record) => [record.type, record.name, record.state, record.active])).toEqual([
      ['A', '@', 'permanent', true],
      ['AAAA', 'www', 'permanent', true],
      ['MX', '@', 'permanent', true],
      ['TXT', '@', 'permanent', true],
      ['CNAME', 'blog', 'permanent', true],
    ]);
    expect(records.find((record) => record.type === 'MX')?.rdata).toBe('10 mail.example.net.');

    expect(await app().services.jobs.drain()).toBeGreaterThan(0);
    const served = await zoneOf(session, name);
    expect(served.serving).toBe('served');
    expect(served.serial).toBeGreaterThan(0);
    expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['192.0.2.10']);
    expect(await dig(dns.pdns.dnsPort, `www.${name}`, 'AAAA')).toEqual(['2001:db8::10']);
    expect(await dig(dns.pdns.dnsPort, name, 'MX')).toEqual(['10 mail.example.net.']);
    expect(await dig(dns.pdns.dnsPort, name, 'TXT')).toEqual(['"v=spf1 -all"']);
    expect(await dig(dns.pdns.dnsPort, `blog.${name}`, 'CNAME')).toEqual(['hosting.example.net.']);

    // A second save keeps the ids of the records it keeps and raises the SOA serial.
    const ids = Object.keys(zone.records);
    const again = await save(session, name, 1, [...records.slice(0, 4).map((record) => ({ ...record })), A('shop', '192.0.2.11')]);
    expect(again.statusCode, again.body).toBe(200);
    await app().services.jobs.drain();
    const after = await zoneOf(session, name);
    expect(Object.keys(after.records).slice(0, 4)).toEqual(ids.slice(0, 4));
    expect(after.serial).toBeGreaterThan(served.serial);
    expect(await dig(dns.pdns.dnsPort, `shop.${name}`, 'A')).toEqual(['192.0.2.11']);
    expect(await dig(dns.pdns.dnsPort, `blog.${name}`, 'CNAME')).toEqual([]);
  });

  it('answers the field errors of each record keyed by record and field, in English and German, and a save with one bad record changes nothing', async () => {
    const { session, name } = await customerWithName('dns-errors');
    expect((await save(session, name, 0, [A('@', '192.0.2.20')])).statusCode).toBe(200);

    const bad = [A('@', '192.0.2.21'), { ...A('www', 'not-an-address'), id: 'new-7' }, { ...A('ftp', '192.0.2.22'), ttl: 10, id: 'new-8' }];
    const english = await save(session, name, 1, bad);
    expect(english.statusCode).toBe(400);
    const errors = english.json().errors as Array<{ code: number; field: string; message: string }>;
    expect(errors.map((error) => error.field).sort()).toEqual(['records.new-7.value', 'records.new-8.ttl']);
    expect(errors.every((error) => error.code === ErrorCode.DnsRecordInvalid && error.message.length > 5)).toBe(true);

    expect((await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' })).statusCode).toBe(
      200,
    );
    const german = await save(session, name, 1, bad);
    const germanErrors = german.json().errors as Array<{ field: string; message: string }>;
    const byField = (list: Array<{ field: string; message: string }>, field: string) =>
      list.find((error) => error.field === field)?.message;
    expect(byField(germanErrors, 'records.new-7.value')).toBeTruthy();
    expect(byField(germanErrors, 'records.new-7.value')).not.toBe(byField(errors, 'records.new-7.value'));

    const zone = await zoneOf(session, name);
    expect(zone.version).toBe(1);
    expect(Object.values(zone.records).map((record) => record.value)).toEqual(['192.0.2.20']);
  });

  it('validates one record against the zone and the records added so far', async () => {
    const { session, name } = await customerWithName('dns-validate');
    const good = await post(app(), session, `/api/v1/dns/validate/record/${name}`, {
      record: { type: 'AAAA', name: 'WWW', value: '2001:DB8:0:0::1' },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().result).toMatchObject({ type: 'AAAA', name: 'www', value: '2001:db8::1', ttl: 86_400 });

    const bad = await post(app(), session, `/api/v1/dns/validate/record/${name}`, {
      record: { type: 'MX', name: '@', value: 'mail.example.net', parameters: { priority: 70_000 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['parameters.priority']);

    // A CNAME may not share its name with the A record added locally a moment ago.
    const clash = await post(app(), session, `/api/v1/dns/validate/record/${name}`, {
      added_records: [{ id: 'new-1', ...A('www', '192.0.2.5') }],
      record: { id: 'new-2', type: 'CNAME', name: 'www', value: 'elsewhere.example.net' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors[0].code).toBe(ErrorCode.DnsRecordInvalid);
  });

  it('stores IDN owners as A-labels, shows them as U-labels, and the parking page deactivates every record without losing it', async () => {
    const { session, name } = await customerWithName('dns-idn');
    expect((await save(session, name, 0, [A('bücher', '192.0.2.120'), A('@', '192.0.2.121')])).statusCode).toBe(200);
    const [row] = await db()
      .select({ name: dnsRecords.name })
      .from(dnsRecords)
      .innerJoin(dnsZones, eq(dnsZones.id, dnsRecords.zoneId))
      .where(eq(dnsZones.domain, name))
      .limit(1);
    expect(row?.name).toBe('xn--bcher-kva');
    const zone = await zoneOf(session, name);
    expect(Object.values(zone.records).map((record) => record.name)).toEqual(['bücher', '@']);
    await app().services.jobs.drain();
    expect(await dig(dns.pdns.dnsPort, `xn--bcher-kva.${name}`, 'A')).toEqual(['192.0.2.120']);

    const parked = await save(session, name, 1, Object.values(zone.records), { parking_page: true });
    expect(parked.statusCode, parked.body).toBe(200);
    const parkedZone: DnsZone = parked.json().result;
    expect(parkedZone.flags.parking_page).toBe(true);
    expect(Object.values(parkedZone.records).map((record) => [record.name, record.active])).toEqual([
      ['bücher', false],
      ['@', false],
    ]);
    await app().services.jobs.drain();
    expect(await dig(dns.pdns.dnsPort, `xn--bcher-kva.${name}`, 'A')).toEqual([]);

    const unparked = await save(session, name, 2, Object.values(parkedZone.records));
    expect(Object.values((unparked.json().result as DnsZone).records).map((record) => record.active)).toEqual([true, true]);
  });

  it('lets one of two concurrent saves of the same version win and tells the other the zone changed (8001)', async () => {
    const { session, name } = await customerWithName('dns-race');
    await zoneOf(session, name);
    const [first, second] = await Promise.all([
      save(session, name, 0, [A('@', '192.0.2.31')]),
      save(session, name, 0, [A('@', '192.0.2.32')]),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const winner = first.statusCode === 200 ? first : second;
    expect(loser.json().errors[0]).toMatchObject({ code: ErrorCode.DnsZoneChanged, message: errorMessage('en', ErrorCode.DnsZoneChanged) });
    const zone = await zoneOf(session, name);
    expect(zone.version).toBe(1);
    expect(Object.values(zone.records).map((record) => record.value)).toEqual(
      Object.values((winner.json().result as DnsZone).records).map((record) => record.value),
    );
  });

  it('keeps the limits: at most 1,000 records, TTL 60 to 604800, comments of 255 characters', async () => {
    const { session, name } = await customerWithName('dns-limits');
    const many = Array.from({ length: 1001 }, (_, index) => A(`h${index}`, `192.0.2.${index % 250}`));
    const tooMany = await save(session, name, 0, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].code).toBe(ErrorCode.DnsTooManyRecords);

    const ttl = await save(session, name, 0, [{ ...A('@', '192.0.2.1'), ttl: 604_801, id: 'new-1' }]);
    expect(ttl.json().errors[0].field).toBe('records.new-1.ttl');
    const comment = await save(session, name, 0, [{ ...A('@', '192.0.2.1'), comments: 'x'.repeat(256) }]);
    expect(comment.statusCode).toBe(400);
    expect(comment.json().errors[0].field).toBe('records.0.comments');

    const full = await save(session, name, 0, many.slice(0, 1000));
    expect(full.statusCode, full.body).toBe(200);
    expect(Object.keys((await zoneOf(session, name)).records)).toHaveLength(1000);
  }, 60_000);

  it('answers modify_allowed false and refuses writes while the name is in redemption', async () => {
    const { session, name } = await customerWithName('dns-redemption');
    expect((await save(session, name, 0, [A('@', '192.0.2.40')])).statusCode).toBe(200);
    await db()
      .update(customerDomainStates)
      .set({ rgpStatus: 'redemptionPeriod', syncedAt: clock.now() })
      .where(eq(customerDomainStates.name, name));

    const zone = await zoneOf(session, name);
    expect(zone.flags.modify_allowed).toBe(false);
    const refused = await save(session, name, 1, [A('@', '192.0.2.41')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: ErrorCode.DnsZoneLocked, message: errorMessage('en', ErrorCode.DnsZoneLocked) });
    const restore = await post(app(), session, `/api/v1/dns/versions/${name}/restore/1`);
    expect(restore.statusCode).toBe(409);
    expect(Object.values((await zoneOf(session, name)).records).map((record) => record.value)).toEqual(['192.0.2.40']);
  });

  it('keeps each save as a version and restores an earlier one in one step, as a new version', async () => {
    const { session, name } = await customerWithName('dns-versions');
    expect((await save(session, name, 0, [A('@', '192.0.2.50'), A('www', '192.0.2.51')])).statusCode).toBe(200);
    expect((await save(session, name, 1, [A('@', '192.0.2.52')])).statusCode).toBe(200);

    const list = (await get(app(), session, `/api/v1/dns/versions/${name}`)).json().result;
    expect(list).toEqual([
      { version: 2, saved_at: clock.now().toISOString(), saved_by: session.login, record_count: 1 },
      { version: 1, saved_at: clock.now().toISOString(), saved_by: session.login, record_count: 2 },
    ]);

    const restored = await post(app(), session, `/api/v1/dns/versions/${name}/restore/1`);
    expect(restored.statusCode, restored.body).toBe(200);
    const zone: DnsZone = restored.json().result;
    expect(zone.version).toBe(3);
    expect(Object.values(zone.records).map((record) => `${record.name} ${record.value}`)).toEqual(['@ 192.0.2.50', 'www 192.0.2.51']);
    expect((await post(app(), session, `/api/v1/dns/versions/${name}/restore/9`)).json().errors[0].code).toBe(ErrorCode.DnsVersionNotFound);

    await app().services.jobs.drain();
    expect(await dig(dns.pdns.dnsPort, `www.${name}`, 'A')).toEqual(['192.0.2.51']);
  });

  it("checks a restored version by today's rules: a URL record does not come back into a zone that now refuses them", async () => {
    const { session, name } = await customerWithName('dns-restore-url');
    const url = { type: 'URL', name: '@', value: 'https://landing.example.org/', ttl: 3600, parameters: {} };
    expect((await save(session, name, 0, [url])).statusCode).toBe(200);
    expect((await save(session, name, 1, [A('@', '192.0.2.60')])).statusCode).toBe(200);
    await db().update(dnsZones).set({ denyUrl: true }).where(eq(dnsZones.domain, name));

    const refused = await post(app(), session, `/api/v1/dns/versions/${name}/restore/1`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe(ErrorCode.DnsUrlDenied);
    const zone = await zoneOf(session, name);
    expect(zone.version).toBe(2);
    expect(Object.values(zone.records).map((record) => `${record.type} ${record.value}`)).toEqual(['A 192.0.2.60']);
  });

  it("gives a name's new holder its records but not the earlier holder's versions, dynamic-DNS access or confirmed mail forwarding", async () => {
    const { session, name } = await customerWithName('dns-seller');
    const auth = (await get(app(), session, '/api/v1/dns/generate-auth')).json().result;
    const forward = { type: 'MAILFW', name: 'info', value: `seller-${++counter}@forward.example.org`, ttl: 3600 };
    expect((await save(session, name, 0, [A('@', '192.0.2.140'), forward], { ddns: { active: true, ...auth } })).statusCode).toBe(200);
    // The seller confirmed the forwarding address (as by the mailed link).
    const [zoneRow] = await db().select().from(dnsZones).where(eq(dnsZones.domain, name));
    await db().update(dnsMailfwConfirmations).set({ confirmedAt: clock.now() }).where(eq(dnsMailfwConfirmations.zoneId, zoneRow!.id));
    expect(Object.values((await zoneOf(session, name)).records).find((record) => record.type === 'MAILFW')?.state).toBe('permanent');
    const buyer = await newCustomer(app(), 'dns-buyer');
    const [buyerRow] = await db().select({ id: users.id }).from(users).where(eq(users.login, buyer.login));
    await db().update(customerDomains).set({ userId: buyerRow!.id }).where(eq(customerDomains.name, name));

    expect((await get(app(), session, `/api/v1/dns/${name}`)).statusCode).toBe(404);
    const zone = await zoneOf(buyer, name);
    expect(Object.values(zone.records).map((record) => `${record.value} ${record.state}`)).toEqual([
      '192.0.2.140 permanent',
      `${forward.value} unconfirmed`,
    ]);
    expect(zone.flags.ddns).toEqual({ active: false, username: '', password: '' });
    expect((await get(app(), buyer, `/api/v1/dns/versions/${name}`)).json().result).toEqual([]);
  });

  it('shows what a save would change before it is made (dry run), and changes nothing', async () => {
    const { session, name } = await customerWithName('dns-diff');
    expect((await save(session, name, 0, [A('@', '192.0.2.60'), A('old', '192.0.2.61')])).statusCode).toBe(200);
    await app().services.jobs.drain();
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/dns/diff/${name}`,
      headers: { cookie: session.cookie },
      payload: {
        csrf_token: session.csrfToken,
        version: 1,
        records: [A('@', '192.0.2.62'), A('new', '192.0.2.63')],
        comments: '',
        flags: { parking_page: false, dnssec: false, ddns: { active: false } },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const diff = response.json().result;
    expect(diff.added.map((change: { name: string }) => change.name)).toEqual([`new.${name}.`]);
    expect(diff.removed.map((change: { name: string }) => change.name)).toEqual([`old.${name}.`]);
    expect(diff.changed).toEqual([{ name: `${name}.`, type: 'A', ttl: 3600, before: ['192.0.2.60'], after: ['192.0.2.62'] }]);
    expect((await zoneOf(session, name)).version).toBe(1);
  });

  it('previews a zone file import without saving it and exports the active zone as a master file', async () => {
    const { session, name } = await customerWithName('dns-files');
    const zoneFile = [
      `$ORIGIN ${name}.`,
      '$TTL 3600',
      '@ IN A 192.0.2.70',
      'www IN AAAA 2001:db8::70',
      'bad IN A 999.1.1.1',
      `elsewhere.example.org. IN A 192.0.2.71`,
    ].join('\n');
    const preview = await post(app(), session, `/api/v1/dns/import/${name}`, { zone_file: zoneFile });
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json().result;
    expect(result.records.map((record: { type: string; name: string }) => `${record.type} ${record.name}`)).toEqual(['A @', 'AAAA www']);
    expect(result.refused.map((refusal: { line: number }) => refusal.line)).toEqual([5, 6]);
    expect(result.refused.every((refusal: { reason: string }) => refusal.reason.length > 0)).toBe(true);
    expect((await zoneOf(session, name)).version).toBe(0);

    expect((await save(session, name, 0, result.records)).statusCode).toBe(200);
    const exported = await get(app(), session, `/api/v1/dns/export/${name}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/plain');
    expect(exported.body).toMatch(new RegExp(`^www\\s+3600\\s+IN\\s+AAAA\\s+2001:db8::70$`, 'm'));
    expect(exported.body).toContain('192.0.2.70');
  });

  it('gives dynamic DNS credentials that a save keeps (the password sealed in the database)', async () => {
    const { session, name } = await customerWithName('dns-ddns');
    const auth = (await get(app(), session, '/api/v1/dns/generate-auth')).json().result;
    expect(auth.username).toMatch(/^[a-z0-9-]{6,}$/);
    expect(auth.password.length).toBeGreaterThanOrEqual(16);
    expect((await save(session, name, 0, [], { ddns: { active: true, ...auth } })).statusCode).toBe(200);
    const zone = await zoneOf(session, name);
    expect(zone.flags.ddns).toEqual({ active: true, ...auth });
    const [row] = await db().select().from(dnsZones).where(eq(dnsZones.domain, name));
    expect(row.ddnsPassword).not.toContain(auth.password);
  });
});

describe('MAILFW destinations confirm before mail is forwarded to them', () => {
  it('mails a new destination a link, keeps the record unconfirmed until it is followed, and mails nobody twice', async () => {
    const { session, name } = await customerWithName('dns-mailfw');
    const destination = `fw-${++counter}@forward.example.org`;
    const mailfw = { type: 'MAILFW', name: 'info', value: destination, ttl: 3600 };
    expect((await save(session, name, 0, [mailfw])).statusCode).toBe(200);
    const mail = await dns.testApp.mailbox.waitFor(destination);
    expect(mail.text).toContain(`info@${name}`);
    const before = Object.values((await zoneOf(session, name)).records)[0];
    expect([before?.state, before?.active]).toEqual(['unconfirmed', false]);

    // Saving again does not mail the destination a second time.
    expect((await save(session, name, 1, [mailfw, { ...mailfw, name: 'sales' }])).statusCode).toBe(200);

    const visitor = await startSession(app());
    const wrong = await post(app(), visitor, '/api/v1/dns/mailfw/confirm', { token: 'not-a-token' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errors[0].code).toBe(ErrorCode.TokenInvalid);
    const confirmed = await post(app(), visitor, '/api/v1/dns/mailfw/confirm', { token: linkToken(mail, '/dns/mailfw/confirm') });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toEqual({ domain: name, domain_utf8: name, destination, sources: ['info', 'sales'] });
    const after = Object.values((await zoneOf(session, name)).records);
    expect(after.map((record) => [record.state, record.active])).toEqual([
      ['permanent', true],
      ['permanent', true],
    ]);
    // The link opened again (a second click, a mail scanner after the page) still answers who is forwarded, and changes nothing.
    const again = await post(app(), visitor, '/api/v1/dns/mailfw/confirm', { token: linkToken(mail, '/dns/mailfw/confirm') });
    expect(again.json().result.sources).toEqual(['info', 'sales']);
    // Every queued mail has been handed to the mail server by now.
    await app().services.tasks.idle();
    expect(dns.testApp.mailbox.to(destination)).toHaveLength(1);
  });
});

describe('sending a MAILFW confirmation link again', () => {
  const resend = (session: TestSession, name: string, destination: string) =>
    post(app(), session, `/api/v1/dns/mailfw/resend/${name}`, { destination });

  it('mails an unconfirmed destination a new link that replaces the old one, once per 10 minutes, only for the owner', async () => {
    const { session, name } = await customerWithName('dns-mailfw-resend');
    const destination = `again-${++counter}@forward.example.org`;
    const mailfw = { type: 'MAILFW', name: 'info', value: destination, ttl: 3600 };
    expect((await save(session, name, 0, [mailfw])).statusCode).toBe(200);
    const first = await dns.testApp.mailbox.waitFor(destination);

    // Another customer cannot tell this name from an unknown one, nor mail the address.
    const other = await newCustomer(app(), 'dns-mailfw-resend-prober');
    const probed = await resend(other, name, destination);
    expect(probed.statusCode).toBe(404);
    expect(probed.json().errors[0].code).toBe(ErrorCode.DomainNotOwned);
    // Only addresses the zone forwards to.
    const stranger = await resend(session, name, 'someone-else@forward.example.org');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors[0]).toMatchObject({ code: ErrorCode.DnsMailfwNotPending, field: 'destination' });

    const sent = await resend(session, name, destination.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toEqual({ destination });
    const second = await dns.testApp.mailbox.waitFor(destination, 2);
    expect(second.text).toContain(`info@${name}`);
    const token = linkToken(second, '/dns/mailfw/confirm');
    expect(token).not.toBe(linkToken(first, '/dns/mailfw/confirm'));

    // At once again: refused with how long to wait, and no mail.
    const soon = await resend(session, name, destination);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(500);
    await app().services.tasks.idle();
    expect(dns.testApp.mailbox.to(destination)).toHaveLength(2);

    // The old link no longer works; the new one confirms.
    const visitor = await startSession(app());
    expect((await post(app(), visitor, '/api/v1/dns/mailfw/confirm', { token: linkToken(first, '/dns/mailfw/confirm') })).statusCode).toBe(
      404,
    );
    expect((await post(app(), visitor, '/api/v1/dns/mailfw/confirm', { token })).statusCode).toBe(200);
    expect(Object.values((await zoneOf(session, name)).records)[0]?.state).toBe('permanent');

    // A confirmed address is not mailed again, even after the wait.
    clock.advance(10 * 60_000 + 1_000);
    const confirmed = await resend(session, name, destination);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().errors[0].code).toBe(ErrorCode.DnsMailfwAlreadyConfirmed);
    await app().services.tasks.idle();
    expect(dns.testApp.mailbox.to(destination)).toHaveLength(2);
  });
});

describe('the saved versions of a zone', () => {
  it('keeps the newest 100 and drops older ones at the next save', async () => {
    const { session, name } = await customerWithName('dns-history');
    const [zoneRow] = await db()
      .select()
      .from(dnsZones)
      .where(eq(dnsZones.domain, (await zoneOf(session, name)).domain));
    // 101 saved versions already exist (as after many dynamic-DNS updates).
    await db().update(dnsZones).set({ version: 101 }).where(eq(dnsZones.id, zoneRow!.id));
    await db()
      .insert(dnsZoneVersions)
      .values(
        Array.from({ length: 101 }, (_, index) => ({
          zoneId: zoneRow!.id,
          version: index + 1,
          records: [],
          comments: '',
          flags: { parkingPage: false, dnssec: false, ddnsActive: false },
          savedBy: null,
          savedAt: clock.now(),
        })),
      );
    expect((await save(session, name, 101, [A('@', '192.0.2.150')])).statusCode).toBe(200);
    const versions = (await get(app(), session, `/api/v1/dns/versions/${name}`)).json().result as Array<{ version: number }>;
    expect(versions).toHaveLength(100);
    expect(Math.min(...versions.map((entry) => entry.version))).toBe(3);
    expect(Math.max(...versions.map((entry) => entry.version))).toBe(102);
  });
});

describe('the mail-forwarding destinations of one zone', () => {
  it('mails at most 50 different addresses a confirmation link, and refuses more with nothing changed', async () => {
    const { session, name } = await customerWithName('dns-mailfw-limit');
    const forwardTo = (count: number, offset = 0) =>
      Array.from({ length: count }, (_, index) => ({
        type: 'MAILFW',
        name: `box${index + offset}`,
        value: `limit-${index + offset}@forward.example.org`,
        ttl: 3600,
      }));
    expect((await save(session, name, 0, forwardTo(50))).statusCode).toBe(200);
    // Removing them and adding new ones does not reset the count: every address was mailed once.
    const refused = await save(session, name, 1, forwardTo(1, 50));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe(ErrorCode.DnsMailfwDestinationsLimit);
    const zone = await zoneOf(session, name);
    expect(zone.version).toBe(1);
    expect(Object.keys(zone.records)).toHaveLength(50);
    // Addresses used before can come back.
    expect((await save(session, name, 1, forwardTo(10))).statusCode).toBe(200);
  });
});

describe('pushing zones to PowerDNS (decision 033)', () => {
  it('keeps a save made while PowerDNS is stopped and pushes it once PowerDNS is back', async () => {
    const { session, name } = await customerWithName('dns-outage');
    expect((await save(session, name, 0, [A('@', '192.0.2.80')])).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['192.0.2.80']);

    await dns.pdns.process.stop();
    try {
      const saved = await save(session, name, 1, [A('@', '192.0.2.81')]);
      expect(saved.statusCode, saved.body).toBe(200);
      await app().services.jobs.drain();
      const pending = await zoneOf(session, name);
      expect(pending.version).toBe(2);
      expect(pending.serving).not.toBe('served');
      expect(Object.values(pending.records)[0]?.value).toBe('192.0.2.81');
      // The editor follows the push through the status call alone.
      const status = await get(app(), session, `/api/v1/dns/status/${name}`);
      expect(status.json().result).toEqual({ version: 2, serial: pending.serial, serving: pending.serving });
    } finally {
      await dns.pdns.process.start();
    }
    // The push is retried after the worker's backoff (30 s, then doubling, by the clock). On a busy
    // machine a retry right after the restart may still time out, so the clock moves on from retry
    // to retry as it would in production, until the zone is served (at most a few).
    let answer: string[] = [];
    for (let retry = 1; retry <= 5 && answer[0] !== '192.0.2.81'; retry += 1) {
      clock.advance(backoffMs(retry) + 1_000);
      await app().services.jobs.drain();
      answer = await dig(dns.pdns.dnsPort, name, 'A');
    }
    expect(answer).toEqual(['192.0.2.81']);
    expect((await zoneOf(session, name)).serving).toBe('served');
    expect((await get(app(), session, `/api/v1/dns/status/${name}`)).json().result).toMatchObject({ version: 2, serving: 'served' });
    const stranger = await newCustomer(app(), 'dns-status-stranger');
    expect((await get(app(), stranger, `/api/v1/dns/status/${name}`)).statusCode).toBe(404);
  }, 60_000);

  it("reconciliation puts back a zone PowerDNS lost and repairs RRsets changed behind the shop's back", async () => {
    const { session, name } = await customerWithName('dns-drift');
    expect((await save(session, name, 0, [A('@', '192.0.2.90'), A('www', '192.0.2.91')])).statusCode).toBe(200);
    await app().services.jobs.drain();
    await dns.pdns.publisher.removeZone(name);
    expect(await dig(dns.pdns.dnsPort, `www.${name}`, 'A')).toEqual([]);
    const lost = await app().services.dnsZones.reconcile();
    expect(lost.pushed).toContain(name);
    expect(await dig(dns.pdns.dnsPort, `www.${name}`, 'A')).toEqual(['192.0.2.91']);

    await dns.pdns.publisher.publishZone({
      name,
      rrsets: [{ name: `www.${name}.`, type: 'A', ttl: 60, records: ['198.51.100.1'] }],
      dnssec: false,
    });
    const drifted = await app().services.dnsZones.reconcile();
    expect(drifted.pushed).toEqual([name]);
    expect(await dig(dns.pdns.dnsPort, name, 'A')).toEqual(['192.0.2.90']);
    expect(await dig(dns.pdns.dnsPort, `www.${name}`, 'A')).toEqual(['192.0.2.91']);
    expect((await app().services.dnsZones.reconcile()).pushed).toEqual([]);
  });

  it('serves a scheduled record from its moment and stops a temporary one at its end, by the clock', async () => {
    const { session, name } = await customerWithName('dns-schedule');
    const start = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    const end = new Date(clock.now().getTime() + 2 * 60 * 60_000).toISOString();
    const saved = await save(session, name, 0, [
      A('@', '192.0.2.100'),
      A('launch', '192.0.2.101', { active_from: start }),
      A('promo', '192.0.2.102', { active_until: end }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    await app().services.jobs.drain();
    const states = () =>
      zoneOf(session, name).then((zone) => Object.values(zone.records).map((record) => `${record.name} ${record.state} ${record.active}`));
    expect(await states()).toEqual(['@ permanent true', 'launch scheduled false', 'promo temporary true']);
    expect(await dig(dns.pdns.dnsPort, `launch.${name}`, 'A')).toEqual([]);
    expect(await dig(dns.pdns.dnsPort, `promo.${name}`, 'A')).toEqual(['192.0.2.102']);

    clock.set(start);
    await app().services.jobs.drain();
    expect(await dig(dns.pdns.dnsPort, `launch.${name}`, 'A')).toEqual(['192.0.2.101']);
    expect(await states()).toEqual(['@ permanent true', 'launch permanent true', 'promo temporary true']);

    clock.set(end);
    await app().services.jobs.drain();
    expect(await dig(dns.pdns.dnsPort, `promo.${name}`, 'A')).toEqual([]);
    expect(await states()).toEqual(['@ permanent true', 'launch permanent true', 'promo expired false']);
  });

  it('removes the zone of a name that left the shop from the database and from PowerDNS', async () => {
    const { session, name } = await customerWithName('dns-leaves');
    expect((await save(session, name, 0, [A('@', '192.0.2.110')])).statusCode).toBe(200);
    await app().services.jobs.drain();
    await app().services.dnsZones.removeZone(name);
    expect(
      await db().select().from(dnsRecords).innerJoin(dnsZones, eq(dnsZones.id, dnsRecords.zoneId)).where(eq(dnsZones.domain, name)),
    ).toEqual([]);
    expect(await dns.pdns.publisher.zoneRrsets(name)).toBeNull();
  });
});

describe('without a DNS server', () => {
  it('keeps saved zones and says they are not served', async () => {
    const bare = await createTestApp({ clock, startJobs: false });
    try {
      const session = await newCustomer(bare.app, 'dns-unserved');
      const name = unique('dns-unserved');
      await ownAtRegistry(bare.app, session, name);
      const response = await bare.app.inject({
        method: 'POST',
        url: `/api/v1/dns/${name}?session_id=${encodeURIComponent(session.sessionId)}`,
        headers: { cookie: session.cookie },
        payload: {
          csrf_token: session.csrfToken,
          version: 0,
          records: [A('@', '192.0.2.130')],
          flags: { parking_page: false, dnssec: false, ddns: { active: false } },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      await bare.app.services.jobs.drain();
      const zone: DnsZone = (await get(bare.app, session, `/api/v1/dns/${name}`)).json().result;
      expect(zone.serving).toBe('not_served');
      expect(Object.values(zone.records).map((record) => record.value)).toEqual(['192.0.2.130']);
    } finally {
      await bare.close();
    }
  }, 30_000);
});
