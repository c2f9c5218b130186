import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { EppTestServer } from '../../test/epp/epp-test-server';
import { createTestPki, type TestPki } from '../../test/epp/test-pki';
import { createTestDatabase } from '../../test/test-database';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { EppConfigError, loadEppConfig } from './epp-config';
import { createEppGatewayFromConfig } from './epp-gateway-factory';

let dir: string;
let pki: TestPki;

beforeAll(() => {
  pki = createTestPki();
  dir = mkdtempSync(join(tmpdir(), 'epp-config-'));
  writeFileSync(join(dir, 'client.pem'), pki.client.cert);
  writeFileSync(join(dir, 'client.key'), pki.client.key);
  writeFileSync(join(dir, 'ca.pem'), pki.ca);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const registry = (overrides: Record<string, unknown> = {}) => ({
  id: 'test-registry',
  tlds: ['com', 'net'],
  host: '127.0.0.1',
  servername: 'localhost',
  certFile: join(dir, 'client.pem'),
  keyFile: join(dir, 'client.key'),
  caFile: join(dir, 'ca.pem'),
  clientId: 'shop-epp',
  passwordEnv: 'TEST_EPP_PASSWORD',
  ...overrides,
});

describe('EPP configuration', () => {
  it('is empty when nothing is configured: every TLD stays on the sandbox', () => {
    expect(loadEppConfig({})).toEqual([]);
  });

  it('reads registries per TLD with the password from the environment, the defaults filled in', () => {
    const [config] = loadEppConfig({
      EPP_REGISTRIES: JSON.stringify({ registries: [registry({ policies: { net: { transferLockDays: 30 } } })] }),
      TEST_EPP_PASSWORD: 'Sup3r-Secret',
    });
    expect(config).toMatchObject({ id: 'test-registry', port: 700, sessionLimit: 2, password: 'Sup3r-Secret', ca: pki.ca });
    expect(config.policies.com).toMatchObject({ tld: 'com', transferLockDays: 60, autoRenewGraceDays: 45 });
    expect(config.policies.net.transferLockDays).toBe(30);
    // A registry bills in euro unless configured otherwise (decision 070).
    expect(config.currency).toBe('EUR');
  });

  it('reads the currency a registry bills in (EUR, USD, GBP) and refuses another', () => {
    const load = (currency: string) =>
      loadEppConfig({ EPP_REGISTRIES: JSON.stringify({ registries: [registry({ currency })] }), TEST_EPP_PASSWORD: 'Sup3r-Secret' });
    expect(load('USD')[0].currency).toBe('USD');
    expect(load('GBP')[0].currency).toBe('GBP');
    expect(() => load('JPY')).toThrow(EppConfigError);
  });

  it('never shows the password or the key when logged, inspected or serialised', () => {
    const configs = loadEppConfig({ EPP_REGISTRIES: JSON.stringify({ registries: [registry()] }), TEST_EPP_PASSWORD: 'Sup3r-Secret' });
    const keyLine = pki.client.key.split('\n')[1];
    for (const shown of [JSON.stringify(configs), inspect(configs, { depth: 5 }), `${inspect(configs[0])}`]) {
      expect(shown).not.toContain('Sup3r-Secret');
      expect(shown).not.toContain(keyLine);
      expect(shown).toContain('[redacted]');
      expect(shown).toContain('test-registry');
    }
  });

  it('refuses a TLD configured twice, a missing password variable, an unreadable file and bad JSON, naming no secret', () => {
    const env = (registries: unknown[]) => ({ EPP_REGISTRIES: JSON.stringify({ registries }), TEST_EPP_PASSWORD: 'Sup3r-Secret' });
    expect(() => loadEppConfig(env([registry(), registry({ id: 'other', tlds: ['net'] })]))).toThrow(
      /\.net is configured for both test-registry and other/,
    );
    expect(() => loadEppConfig({ EPP_REGISTRIES: JSON.stringify({ registries: [registry()] }) })).toThrow(/TEST_EPP_PASSWORD is not set/);
    expect(() => loadEppConfig(env([registry({ keyFile: join(dir, 'missing.key') })]))).toThrow(/key file .*missing.key cannot be read/);
    expect(() => loadEppConfig({ EPP_REGISTRIES: '{nope' })).toThrow(EppConfigError);
    const error = (() => {
      try {
        loadEppConfig(env([registry({ password: 'Inline-Secret1', passwordEnv: 'TEST_EPP_PASSWORD' })]));
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/exactly one of password and passwordEnv/);
    expect(error?.message).not.toContain('Inline-Secret1');
  });

  it('reads the same JSON from EPP_CONFIG_FILE', () => {
    const file = join(dir, 'epp.json');
    writeFileSync(file, JSON.stringify({ registries: [registry({ password: 'Inline-Secret1', passwordEnv: undefined })] }));
    expect(loadEppConfig({ EPP_CONFIG_FILE: file })[0].password).toBe('Inline-Secret1');
    expect(() => loadEppConfig({ EPP_CONFIG_FILE: join(dir, 'none.json') })).toThrow(/cannot be read/);
  });
});

describe('a gateway made from the configuration', () => {
  let database: Database;
  let server: EppTestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await EppTestServer.start({
      pki,
      backend: (registrarId) => createSandboxRegistry({ db: database.db, clock: systemClock, registrarId }),
      accounts: { 'shop-epp': 'Sup3r-Secret' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('connects over TLS with the configured certificate and answers a check', async () => {
    const [config] = loadEppConfig({
      EPP_REGISTRIES: JSON.stringify({ registries: [registry({ port: server.port })] }),
      TEST_EPP_PASSWORD: 'Sup3r-Secret',
    });
    const { gateway, close } = createEppGatewayFromConfig(config);
    try {
      expect(gateway.kind).toBe('epp');
      expect(await gateway.policy('com')).toMatchObject({ tld: 'com', maxPeriodYears: 10 });
      expect(await gateway.policy('org')).toBeNull();
      const results = [];
      for await (const result of gateway.check(['zq-config-free.com'])) results.push(result);
      expect(results).toEqual([{ name: 'zq-config-free.com', available: true }]);
    } finally {
      await close();
    }
    for (const frame of server.frames) await assertValidEppFrame(frame.xml);
    expect(server.frames.some((f) => f.xml.includes('<logout/>'))).toBe(true);
  });
});
