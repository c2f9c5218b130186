import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { assertValidEppFrame, EPP_SCHEMA_DIR } from '../../test/epp/epp-schema';
import { EppTestServer } from '../../test/epp/epp-test-server';
import { createTestPki, type TestPki } from '../../test/epp/test-pki';
import { SANDBOX_REGISTRANT } from '../../test/registry-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { createClTridGenerator } from './cltrid';
import { EppConnection } from './connection';
import * as commands from './commands';
import { EppConnectionError, EppLoginRefusedError, type EppCommandError } from './epp-result';
import { EppSessionPool } from './pool';
import { readDomainCheck } from './responses';
import { EppSession, type SessionOptions } from './session';
import { child, NS, parseEppXml, children, text } from './xml';

let database: Database;
let pki: TestPki;
let server: EppTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  pki = createTestPki();
  server = await EppTestServer.start({
    pki,
    backend: (registrarId) => createSandboxRegistry({ db: database.db, clock: systemClock, registrarId }),
    accounts: { 'shop-epp': 'Epp-Pass-1' },
    extensionUris: [NS.rgp, NS.secDNS],
    maxSessions: 3,
  });
});

/** Every frame either side wrote in a test validates against all.xsd. */
afterEach(async () => {
  const frames = server.frames.splice(0);
  for (const frame of frames) await assertValidEppFrame(frame.xml);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

function options(overrides: Partial<SessionOptions> = {}): SessionOptions {
  return {
    endpoint: { host: '127.0.0.1', port: server.port, ca: pki.ca, cert: pki.client.cert, key: pki.client.key, servername: 'localhost' },
    clientId: 'shop-epp',
    password: 'Epp-Pass-1',
    timeouts: { connectMs: 3000, replyMs: 3000 },
    transientRetryDelayMs: 10,
    newClTrid: createClTridGenerator('T'),
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('EPP session over TLS', () => {
  it('reads the greeting, logs in with the URIs it offers, checks many names in one command, and logs out', async () => {
    const session = await EppSession.start(options({ extensionUris: [NS.rgp, NS.fee] }));
    expect(session.greeting.serverId).toBe('Sandbox EPP test server');
    expect(session.objectUris).toEqual([NS.domain, NS.contact, NS.host]);
    // fee is wanted but not offered; secDNS is offered but not wanted
    expect(session.extensionUris).toEqual([NS.rgp]);
    const login = parseEppXml(server.frames.find((f) => f.from === 'client')!.xml);
    const svcs = child(child(child(login, NS.epp, 'command'), NS.epp, 'login'), NS.epp, 'svcs');
    expect(children(svcs, NS.epp, 'objURI').map(text)).toEqual([NS.domain, NS.contact, NS.host]);
    expect(children(child(svcs, NS.epp, 'svcExtension'), NS.epp, 'extURI').map(text)).toEqual([NS.rgp]);

    const rival = createSandboxRegistry({ db: database.db, clock: systemClock, registrarId: 'rival-epp' });
    await rival.create({
      name: 'zq-epp-taken.com',
      periodYears: 1,
      registrant: SANDBOX_REGISTRANT,
      nameservers: [],
      authInfo: 'Rival-Code-1',
    });
    const names = ['zq-epp-free-1.com', 'zq-epp-taken.com', 'zq-epp-free-2.net'];
    const outcome = await session.execute(commands.domainCheck(names));
    expect(outcome.kind).toBe('completed');
    expect(outcome.response.transaction.clTRID).toBe(outcome.clTRID);
    expect(outcome.response.transaction.svTRID).toMatch(/^SBX-\d+$/);
    const checked = readDomainCheck(outcome.response);
    expect(checked.map((c) => [c.name, c.available])).toEqual([
      ['zq-epp-free-1.com', true],
      ['zq-epp-taken.com', false],
      ['zq-epp-free-2.net', true],
    ]);
    expect(server.commandLog.filter((c) => c.command === 'domain:check').at(-1)?.clTRID).toBe(outcome.clTRID);

    await session.logout();
    expect(session.alive).toBe(false);
    expect(server.commandLog.at(-1)?.command).toBe('logout');
  });

  it('refuses a server whose certificate does not chain to the configured CA', async () => {
    const other = createTestPki('Some other CA');
    const error = await failure(EppSession.start(options({ endpoint: { ...options().endpoint, ca: other.ca } })));
    expect(error).toBeInstanceOf(EppConnectionError);
    expect((error as Error).message).toMatch(/certificate/i);
    expect((error as EppConnectionError).outcomeUnknown).toBe(false);
  });

  it('refuses a server certificate for another name', async () => {
    const error = await failure(EppSession.start(options({ endpoint: { ...options().endpoint, servername: 'epp.registry.example' } })));
    expect(error).toBeInstanceOf(EppConnectionError);
    expect((error as Error).message).toMatch(/altnames|does not match|hostname/i);
  });

  it('is refused by the server without a client certificate from its CA', async () => {
    const stranger = createTestPki('Stranger CA').client;
    const error = await failure(EppSession.start(options({ endpoint: { ...options().endpoint, cert: stranger.cert, key: stranger.key } })));
    expect(error).toBeInstanceOf(EppConnectionError);
  });

  it('reports a refused login as 2200, for the operator and worth a retry, and closes the connection', async () => {
    const error = await failure(EppSession.start(options({ password: 'Wrong-Pass-1' })));
    expect(error).toBeInstanceOf(EppLoginRefusedError);
    expect((error as EppCommandError).eppCode).toBe(2200);
    expect((error as EppCommandError).failureClass).toBe('security');
    // An order waits for the operator instead of being refunded (decision 059).
    expect((error as EppCommandError).transient).toBe(true);
  });

  it('says hello while idle, and the server answers with a greeting', async () => {
    const session = await EppSession.start(options({ keepaliveMs: 80 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const hellos = server.frames.filter((f) => f.from === 'client' && f.xml.includes('<hello/>'));
    expect(hellos.length).toBeGreaterThanOrEqual(2);
    expect(session.alive).toBe(true);
    await session.logout();
  });

  it('retries a 2400 with the same clTRID and gets the answer', async () => {
    const session = await EppSession.start(options());
    server.injectFault({ kind: 'code', code: 2400, command: 'check' });
    const outcome = await session.execute(commands.domainCheck(['zq-epp-retry.com']));
    expect(readDomainCheck(outcome.response)[0].available).toBe(true);
    const tries = server.commandLog.filter((c) => c.clTRID === outcome.clTRID);
    expect(tries).toHaveLength(2);
    await session.logout();
  });

  it('gives up after the configured retries of 2400 with the registry error', async () => {
    const session = await EppSession.start(options({ transientRetries: 1 }));
    server.injectFault({ kind: 'code', code: 2400, command: 'check' });
    server.injectFault({ kind: 'code', code: 2400, command: 'check' });
    const error = await failure(session.execute(commands.domainCheck(['zq-epp-retry2.com'])));
    expect((error as EppCommandError).eppCode).toBe(2400);
    expect(session.alive).toBe(true);
    await session.logout();
  });

  it('times out a slow reply and ends the session, saying the outcome is unknown', async () => {
    const session = await EppSession.start(options({ timeouts: { connectMs: 3000, replyMs: 150 } }));
    server.injectFault({ kind: 'delay', ms: 400, command: 'check' });
    const error = await failure(session.execute(commands.domainCheck(['zq-epp-slow.com'])));
    expect(error).toBeInstanceOf(EppConnectionError);
    expect((error as EppConnectionError).outcomeUnknown).toBe(true);
    expect((error as Error).message).toMatch(/in time/);
    expect(session.alive).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it.each(['garbage', 'not-epp', 'close-before'] as const)('ends the session when the server answers %s', async (kind) => {
    const session = await EppSession.start(options());
    server.injectFault({ kind, command: 'info' });
    const error = await failure(session.execute(commands.domainInfo('google.com')));
    expect(error).toBeInstanceOf(EppConnectionError);
    expect(session.alive).toBe(false);
  });

  it('ends the session on 2502 from the server', async () => {
    const session = await EppSession.start(options());
    server.injectFault({ kind: 'code', code: 2502, command: 'check' });
    const error = await failure(session.execute(commands.domainCheck(['zq-epp-limit.com'])));
    expect((error as EppCommandError).eppCode).toBe(2502);
    expect((error as EppCommandError).sessionEnded).toBe(true);
    expect(session.alive).toBe(false);
  });
});

describe('the registry sample commands sent as they are', () => {
  it.each(['info_domain.xml', 'update_domain_change_nameserver.xml'])('%s is read by the test server and answered', async (file) => {
    const { connection } = await EppConnection.open(options().endpoint, { connectMs: 3000, replyMs: 3000 });
    const login = await connection.send(
      commands.commandFrame(
        commands.login({ clientId: 'shop-epp', password: 'Epp-Pass-1', objectUris: [NS.domain], extensionUris: [] }),
        'SAMPLE-1',
      ),
    );
    expect(login.type === 'response' && login.response.code).toBe(1000);
    const reply = await connection.send(readFileSync(resolve(EPP_SCHEMA_DIR, 'samples', file), 'utf8'));
    // example.com is not registered in the sandbox: the registry says so, for the sample's clTRID
    expect(reply.type === 'response' && [reply.response.code, reply.response.transaction.clTRID]).toEqual([2303, 'ABC-12345']);
    expect(server.commandLog.at(-1)?.command).toBe(file.startsWith('info') ? 'domain:info' : 'domain:update');
    connection.close();
  });
});

describe('EPP session pool', () => {
  it('keeps to its limit under load and reuses sessions', async () => {
    const before = server.connections;
    const pool = new EppSessionPool({ session: options(), limit: 2 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pool.run(async (session) => readDomainCheck((await session.execute(commands.domainCheck([`zq-epp-pool-${i}.com`]))).response)[0], {
          idempotent: true,
        }),
      ),
    );
    expect(results.every((r) => r.available)).toBe(true);
    expect(server.connections - before).toBe(2);
    expect(pool.startedSessions).toBe(2);
    await pool.close();
  });

  it('reconnects after a dropped connection and after 2502, repeating a query once', async () => {
    const pool = new EppSessionPool({ session: options(), limit: 1 });
    const check = () =>
      pool.run(
        async (session) => readDomainCheck((await session.execute(commands.domainCheck(['zq-epp-again.com']))).response)[0].available,
        { idempotent: true },
      );
    expect(await check()).toBe(true);
    server.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await check()).toBe(true);
    expect(pool.startedSessions).toBe(2);
    server.injectFault({ kind: 'code', code: 2502, command: 'check' });
    expect(await check()).toBe(true);
    expect(pool.startedSessions).toBe(3);
    await pool.close();
  });

  it('never resends a transform whose reply was lost: the caller gets an unknown outcome', async () => {
    const pool = new EppSessionPool({ session: options(), limit: 1 });
    server.injectFault({ kind: 'close-after', command: 'delete' });
    const sent = server.commandLog.length;
    const error = await failure(
      pool.run((session) => session.execute(commands.domainDelete('zq-epp-not-there.com')), { idempotent: false }),
    );
    expect(error).toBeInstanceOf(EppConnectionError);
    expect((error as EppConnectionError).outcomeUnknown).toBe(true);
    expect(server.commandLog.slice(sent).filter((c) => c.command === 'domain:delete')).toHaveLength(1);
    await pool.close();
  });
});
