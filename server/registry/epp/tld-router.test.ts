import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { EppTestServer } from '../../test/epp/epp-test-server';
import { createTestPki } from '../../test/epp/test-pki';
import { SANDBOX_REGISTRANT } from '../../test/registry-fixtures';
import { createTestDatabase } from '../../test/test-database';
import type { CheckResult, RegistryGateway } from '../registry-gateway';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { createClTridGenerator } from './cltrid';
import { createEppRegistry } from './epp-registry';
import { EppSessionPool } from './pool';
import { createTldRouter } from './tld-router';

let database: Database;
let server: EppTestServer;
let pool: EppSessionPool;
let sandbox: RegistryGateway;
let router: RegistryGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  const pki = createTestPki();
  server = await EppTestServer.start({
    pki,
    backend: (registrarId) => createSandboxRegistry({ db: database.db, clock: systemClock, registrarId }),
    accounts: { 'shop-rt': 'Epp-Pass-1' },
  });
  pool = new EppSessionPool({
    limit: 2,
    session: {
      endpoint: { host: '127.0.0.1', port: server.port, ca: pki.ca, cert: pki.client.cert, key: pki.client.key, servername: 'localhost' },
      clientId: 'shop-rt',
      password: 'Epp-Pass-1',
      newClTrid: createClTridGenerator('RT'),
    },
  });
  sandbox = createSandboxRegistry({ db: database.db, clock: systemClock, registrarId: 'shop-rt' });
  const netPolicy = await sandbox.policy('net');
  const epp = createEppRegistry({ pool, clientId: 'shop-rt', policies: { net: { ...netPolicy!, transferLockDays: 33 } } });
  router = createTldRouter({ fallback: sandbox, routes: { net: epp } });
});

afterAll(async () => {
  await pool?.close();
  await server?.close();
  await database?.close();
  for (const frame of server?.frames ?? []) await assertValidEppFrame(frame.xml);
});

describe('TLD router', () => {
  it('sends .net to the EPP registry and everything else to the sandbox', async () => {
    expect(router.kind).toBe('epp');
    expect((await router.policy('net'))?.transferLockDays).toBe(33);
    expect((await router.policy('com'))?.transferLockDays).toBe((await sandbox.policy('com'))?.transferLockDays);

    const names = ['zq-rt-a.com', 'zq-rt-b.net', 'zq-rt-c.de', 'zq-rt-d.net'];
    const results: CheckResult[] = [];
    for await (const result of router.check(names)) results.push(result);
    expect(results.map((r) => r.name).sort()).toEqual([...names].sort());
    expect(results.every((r) => r.available)).toBe(true);
    const checkFrames = server.frames.filter((f) => f.from === 'client' && f.xml.includes('<domain:check'));
    expect(checkFrames).toHaveLength(1);
    expect(checkFrames[0].xml).toContain('zq-rt-b.net');
    expect(checkFrames[0].xml).toContain('zq-rt-d.net');
    expect(checkFrames[0].xml).not.toContain('zq-rt-a.com');

    const before = server.commandLog.filter((c) => c.command === 'domain:create').length;
    await router.create({
      name: 'zq-rt-new.net',
      periodYears: 1,
      registrant: SANDBOX_REGISTRANT,
      nameservers: [],
      authInfo: 'Secret-Code-1',
    });
    await router.create({
      name: 'zq-rt-new.com',
      periodYears: 1,
      registrant: SANDBOX_REGISTRANT,
      nameservers: [],
      authInfo: 'Secret-Code-1',
    });
    expect(server.commandLog.filter((c) => c.command === 'domain:create').length - before).toBe(1);
    expect((await router.info('zq-rt-new.net'))?.sponsoredByUs).toBe(true);
    expect((await router.info('zq-rt-new.com'))?.sponsoredByUs).toBe(true);
  });

  it('merges lists from each registry for its TLDs', async () => {
    const fromSandbox = await sandbox.premiumNames({ tlds: ['com'], limit: 5, offset: 2 });
    const merged = await router.premiumNames({ tlds: ['com', 'net'], limit: 5, offset: 2 });
    expect(merged).toEqual(fromSandbox);
    expect(await router.premiumNames({ tlds: ['net'], limit: 5, offset: 0 })).toEqual({ names: [], total: 0 });
  });

  it('is a sandbox when no TLD is routed', () => {
    expect(createTldRouter({ fallback: sandbox, routes: {} }).kind).toBe('sandbox');
  });
});
