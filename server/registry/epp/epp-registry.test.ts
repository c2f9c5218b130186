import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { EppTestServer } from '../../test/epp/epp-test-server';
import { createTestPki } from '../../test/epp/test-pki';
import { SANDBOX_REGISTRANT } from '../../test/registry-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { RegistryError, type CheckResult, type RegistryGateway, type TldPolicy } from '../registry-gateway';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { createClTridGenerator } from './cltrid';
import { createEppRegistry, unavailableReason, type TransformRecord } from './epp-registry';
import { EppSessionPool } from './pool';
import { NS } from './xml';

/**
 * The gateway contract on both gateways: the sandbox directly, and the EPP gateway over TLS to
 * the EPP test server that serves the same sandbox data. The same assertions hold on both.
 */

const DAY = 86_400_000;
const clock = fixedClock(new Date());
let database: Database;
let server: EppTestServer;
let pool: EppSessionPool;
const transforms: TransformRecord[] = [];
const gateways: Record<'sandbox' | 'epp', RegistryGateway> = {} as never;
let rival: RegistryGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  const pki = createTestPki();
  server = await EppTestServer.start({
    pki,
    backend: (registrarId) => createSandboxRegistry({ db: database.db, clock, registrarId }),
    accounts: { 'shop-epp': 'Epp-Pass-1' },
    extensionUris: [NS.rgp, NS.secDNS],
  });
  pool = new EppSessionPool({
    limit: 2,
    session: {
      endpoint: { host: '127.0.0.1', port: server.port, ca: pki.ca, cert: pki.client.cert, key: pki.client.key, servername: 'localhost' },
      clientId: 'shop-epp',
      password: 'Epp-Pass-1',
      timeouts: { connectMs: 5000, replyMs: 5000 },
      newClTrid: createClTridGenerator('SHOP'),
    },
  });
  const sandbox = createSandboxRegistry({ db: database.db, clock, registrarId: 'shop-sbx' });
  const policies: Record<string, TldPolicy> = {};
  for (const tld of ['com', 'net', 'de']) {
    const policy = await sandbox.policy(tld);
    if (policy) policies[tld] = policy;
  }
  gateways.sandbox = sandbox;
  gateways.epp = createEppRegistry({
    pool,
    clientId: 'shop-epp',
    policies,
    firstCheckBatchSize: 5,
    checkBatchSize: 10,
    onTransform: (record) => void transforms.push(record),
  });
  rival = createSandboxRegistry({ db: database.db, clock, registrarId: 'rival-gw' });
});

afterEach(async () => {
  for (const frame of server.frames.splice(0)) await assertValidEppFrame(frame.xml);
});

afterAll(async () => {
  await pool?.close();
  await server?.close();
  await database?.close();
});

async function code(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof RegistryError) return error.eppCode;
    throw error;
  }
}

async function checkAll(registry: RegistryGateway, names: string[]): Promise<Map<string, CheckResult>> {
  const results = new Map<string, CheckResult>();
  for await (const result of registry.check(names)) results.set(result.name, result);
  return results;
}

const nameservers = ['ns1.sandbox-dns.example', 'ns2.sandbox-dns.example'];
const ds = { keyTag: 2371, alg: 13, digestType: 2, digest: 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90' };

describe.each(['sandbox', 'epp'] as const)('registry gateway on %s', (kind) => {
  const registry = () => gateways[kind];
  const name = (label: string, tld = 'com') => `zq-gw-${kind}-${label}.${tld}`;
  const create = (domain: string, authInfo = 'Secret-Code-1') =>
    registry().create({ name: domain, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo });

  it('checks many names and answers each once, with the reason for those taken', async () => {
    await rival.create({ name: name('taken'), periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Rival-Code-1' });
    const free = Array.from({ length: 23 }, (_, i) => name(`free-${i}`));
    const results = await checkAll(registry(), [name('taken'), ...free, 'zq-gw-x.invalidtld']);
    expect(results.size).toBe(25);
    expect(results.get(name('taken'))).toMatchObject({ available: false, reason: 'registered' });
    expect(free.every((n) => results.get(n)?.available)).toBe(true);
    expect(results.get('zq-gw-x.invalidtld')).toMatchObject({ available: false, reason: 'unsupported-tld' });
  });

  it('creates a name, shows it as ours, and refuses it a second time with 2302', async () => {
    const domain = name('create');
    const created = await create(domain);
    expect(created.expiresAt.getTime() - created.createdAt.getTime()).toBeGreaterThanOrEqual(365 * DAY);
    const info = await registry().info(domain);
    expect(info).toMatchObject({ name: domain, sponsoredByUs: true, nameservers, authInfo: 'Secret-Code-1', rgpStatus: 'addPeriod' });
    expect(info?.registrant).toMatchObject({
      name: SANDBOX_REGISTRANT.name,
      email: SANDBOX_REGISTRANT.email,
      countryCode: SANDBOX_REGISTRANT.countryCode,
    });
    expect(info?.expiresAt.toISOString()).toBe(created.expiresAt.toISOString());
    expect(await code(create(domain))).toBe(2302);
    expect(await registry().info(name('never-registered'))).toBeNull();
  });

  it('renews from the current expiry once; the same renew again is refused', async () => {
    const domain = name('renew');
    const created = await create(domain);
    const renewed = await registry().renew({ name: domain, currentExpiry: created.expiresAt, periodYears: 2 });
    expect(renewed.expiresAt.getUTCFullYear()).toBe(created.expiresAt.getUTCFullYear() + 2);
    expect(await code(registry().renew({ name: domain, currentExpiry: created.expiresAt, periodYears: 2 }))).toBe(2306);
    expect((await registry().info(domain))?.expiresAt.toISOString()).toBe(renewed.expiresAt.toISOString());
  });

  it('updates nameservers, statuses, auth code and DS records', async () => {
    const domain = name('update');
    await create(domain);
    await registry().update({
      name: domain,
      nameservers: ['ns1.sandbox-dns.example', 'ns3.sandbox-dns.example'],
      addStatuses: ['clientTransferProhibited'],
      authInfo: 'New-Secret-2',
    });
    await registry().update({ name: domain, secDns: { add: [ds] } });
    const info = await registry().info(domain);
    expect([...(info?.nameservers ?? [])].sort()).toEqual(['ns1.sandbox-dns.example', 'ns3.sandbox-dns.example']);
    expect(info?.statuses).toContain('clientTransferProhibited');
    expect(info?.authInfo).toBe('New-Secret-2');
    expect(info?.dsData).toEqual([ds]);
    await registry().update({ name: domain, removeStatuses: ['clientTransferProhibited'], secDns: { removeAll: true } });
    const after = await registry().info(domain);
    expect(after?.statuses).not.toContain('clientTransferProhibited');
    expect(after?.dsData ?? []).toEqual([]);
  });

  it('transfers a name in with its auth code; a wrong code is refused with 2202', async () => {
    const domain = name('transfer-in');
    await rival.create({ name: domain, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Rival-Code-9' });
    clock.advance(61 * DAY);
    expect(await code(registry().infoWithAuth(domain, 'Wrong-Code-1'))).toBe(2202);
    expect((await registry().infoWithAuth(domain, 'Rival-Code-9'))?.sponsoredByUs).toBe(false);
    expect(await code(registry().transfer({ op: 'request', name: domain, authInfo: 'Wrong-Code-1' }))).toBe(2202);
    const requested = await registry().transfer({ op: 'request', name: domain, authInfo: 'Rival-Code-9' });
    expect(requested.status).toBe('pending');
    expect((await registry().transfer({ op: 'query', name: domain })).status).toBe('pending');
    await rival.transfer({ op: 'approve', name: domain });
    const info = await registry().info(domain);
    expect(info?.sponsoredByUs).toBe(true);
  });

  it('rejects a transfer out, and cancels a transfer in it asked for', async () => {
    const ours = name('transfer-out');
    await create(ours, 'Our-Code-1');
    const theirs = name('transfer-cancel');
    await rival.create({ name: theirs, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Rival-Code-8' });
    clock.advance(61 * DAY);
    await rival.transfer({ op: 'request', name: ours, authInfo: 'Our-Code-1' });
    expect((await registry().info(ours))?.pendingTransfer?.requestedBy).toBe('rival-gw');
    expect((await registry().transfer({ op: 'reject', name: ours })).status).toBe('clientRejected');
    expect((await registry().info(ours))?.pendingTransfer).toBeNull();

    await registry().transfer({ op: 'request', name: theirs, authInfo: 'Rival-Code-8' });
    expect((await registry().transfer({ op: 'cancel', name: theirs })).status).toBe('clientCancelled');
    expect((await registry().info(theirs))?.sponsoredByUs).toBe(false);
  });

  it('deletes a name in the add grace period at once, and restores one deleted later', async () => {
    const early = name('delete-early');
    await create(early);
    expect((await registry().delete(early)).rgpStatus).toBeNull();
    expect(await registry().info(early)).toBeNull();

    const late = name('restore');
    await create(late);
    clock.advance(6 * DAY);
    expect((await registry().delete(late)).rgpStatus).toBe('redemptionPeriod');
    expect((await registry().info(late))?.statuses).toContain('pendingDelete');
    expect((await registry().restore({ name: late, op: 'request' })).rgpStatus).toBe('pendingRestore');
    const now = clock.now();
    await registry().restore({
      name: late,
      op: 'report',
      report: {
        preData: 'before',
        postData: 'after',
        deletedAt: new Date(now.getTime() - DAY),
        restoredAt: now,
        reason: 'Registrant error',
        statements: ['Not restored for our own use or sale.', 'This report is true.'],
      },
    });
    const info = await registry().info(late);
    expect(info?.statuses).not.toContain('pendingDelete');
  });

  it('creates glue hosts under its name, changes their addresses, and refuses to delete a linked one', async () => {
    const domain = name('hosts');
    await create(domain);
    const host = `ns1.${domain}`;
    expect(await registry().checkHosts([host])).toEqual([{ name: host, available: true }]);
    await registry().createHost({ name: host, addresses: ['185.12.64.10'] });
    await registry().updateHost({ name: host, addAddresses: ['2a01:4f8::10'], removeAddresses: ['185.12.64.10'] });
    const info = await registry().hostInfo(host);
    expect(info).toMatchObject({
      name: host,
      superordinateDomain: domain,
      addresses: ['2a01:4f8::10'],
      sponsoredByUs: true,
      linked: false,
    });
    await registry().update({ name: domain, nameservers: [host, 'ns2.sandbox-dns.example'] });
    expect(await code(registry().deleteHost(host))).toBe(2305);
    await registry().update({ name: domain, nameservers });
    await registry().deleteHost(host);
    expect(await registry().hostInfo(host)).toBeNull();
  });
});

describe('EPP gateway faults', () => {
  it('resolves a create whose reply was lost with info, and never sends it twice', async () => {
    const domain = 'zq-gw-lost-create.com';
    const before = server.commandLog.length;
    server.injectFault({ kind: 'close-after', command: 'domain:create' });
    const created = await gateways.epp.create({
      name: domain,
      periodYears: 1,
      registrant: SANDBOX_REGISTRANT,
      nameservers,
      authInfo: 'Secret-Code-1',
    });
    expect(created.expiresAt.getTime()).toBeGreaterThan(created.createdAt.getTime());
    expect(server.commandLog.slice(before).filter((c) => c.command === 'domain:create')).toHaveLength(1);
    expect((await gateways.epp.info(domain))?.sponsoredByUs).toBe(true);
  });

  it('passes on a create lost before the registry carried it out, as a transient error, without a second create', async () => {
    const domain = 'zq-gw-lost-before.com';
    const before = server.commandLog.length;
    server.injectFault({ kind: 'close-before', command: 'domain:create' });
    const error = await gateways.epp
      .create({ name: domain, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Secret-Code-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).transient).toBe(true);
    expect(server.commandLog.slice(before).filter((c) => c.command === 'domain:create')).toHaveLength(1);
    expect(await gateways.epp.info(domain)).toBeNull();
  });

  it('resolves a renew whose reply was lost with info, and never renews twice', async () => {
    const domain = 'zq-gw-lost-renew.com';
    const created = await gateways.epp.create({
      name: domain,
      periodYears: 1,
      registrant: SANDBOX_REGISTRANT,
      nameservers,
      authInfo: 'Secret-Code-1',
    });
    const before = server.commandLog.length;
    server.injectFault({ kind: 'close-after', command: 'domain:renew' });
    const renewed = await gateways.epp.renew({ name: domain, currentExpiry: created.expiresAt, periodYears: 1 });
    expect(renewed.expiresAt.getUTCFullYear()).toBe(created.expiresAt.getUTCFullYear() + 1);
    expect(server.commandLog.slice(before).filter((c) => c.command === 'domain:renew')).toHaveLength(1);
  });

  it('answers a check after garbage from the registry by asking again on a new session', async () => {
    server.injectFault({ kind: 'garbage', command: 'domain:check' });
    const results = await checkAll(gateways.epp, ['zq-gw-after-garbage.com']);
    expect(results.get('zq-gw-after-garbage.com')?.available).toBe(true);
  });

  it('reports a refused login as a transient registry error, and works again once the registry lets it in', async () => {
    server.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.injectFault({ kind: 'code', code: 2502, command: 'login' });
    server.injectFault({ kind: 'code', code: 2502, command: 'login' });
    server.injectFault({ kind: 'code', code: 2502, command: 'login' });
    const error = await gateways.epp.info('zq-gw-create-never.com').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).eppCode).toBe(2502);
    expect((error as RegistryError).transient).toBe(true);
    // the faults left over are used up by the next logins
    for (let i = 0; i < 3; i += 1) await gateways.epp.info('zq-gw-create-never.com').catch(() => undefined);
    expect(await gateways.epp.info('zq-gw-create-never.com')).toBeNull();
  });

  it('reports every transform with its clTRID and svTRID, refusals included', async () => {
    const domain = 'zq-gw-reported.com';
    const before = transforms.length;
    await gateways.epp.create({ name: domain, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Secret-Code-1' });
    await gateways.epp
      .create({ name: domain, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Secret-Code-1' })
      .catch(() => undefined);
    const records = transforms.slice(before);
    expect(records.map((r) => [r.command, r.code])).toEqual([
      ['contact-create', 1000],
      ['create', 1000],
      ['contact-create', 1000],
      ['create', 2302],
    ]);
    for (const record of records) {
      expect(record.clTRID).toMatch(/^SHOP-/);
      expect(record.svTRID).toMatch(/^SBX-\d+$/);
    }
    // the registry saw exactly these clTRIDs
    const seen = new Set(server.commandLog.map((c) => c.clTRID));
    expect(records.every((r) => seen.has(r.clTRID))).toBe(true);
  });

  it('maps registries’ free-text reasons', () => {
    expect(
      ['In use', 'Reserved name', 'pendingDelete', 'In redemption', 'TLD not supported', 'Invalid domain name', 'registered'].map(
        unavailableReason,
      ),
    ).toEqual(['registered', 'reserved', 'pending-delete', 'redemption', 'unsupported-tld', 'policy', 'registered']);
  });
});
