import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCheckStream, type CheckedDomain } from '@common/api/domain-results';
import { ConfigError, loadConfig } from '../config';
import { assertValidEppFrame } from '../test/epp/epp-schema';
import { EPP_TEST_PASSWORD } from '../test/epp/epp-test-registry';
import { registerAtRegistry } from '../test/registry-fixtures';
import { createTestApp, post, startSession, type TestApp } from '../test/test-app';

/**
 * REGISTRY=epp in the composition root (decision 045): the TLDs of the EPP configuration go to the
 * EPP registry over TLS, every other TLD stays on the sandbox, the sessions are logged out when
 * the app closes, and neither the password nor the key ever reaches the log.
 */

let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  testApp = await createTestApp({ registry: 'epp', logStream, env: { LOG_LEVEL: 'debug' } });
});
afterAll(async () => {
  await testApp?.close();
});

async function check(domains: string[]): Promise<CheckedDomain[]> {
  const session = await startSession(testApp.app);
  const response = await post(testApp.app, session, '/api/v1/domain/check', { domains });
  expect(response.statusCode).toBe(200);
  return parseCheckStream(response.body).segments.filter((segment): segment is CheckedDomain => segment.type === 'result');
}

describe('the shop with REGISTRY=epp', () => {
  it('checks .com names at the EPP registry and other TLDs at the sandbox, with the same answers', async () => {
    const server = testApp.eppRegistry!.server;
    await registerAtRegistry(testApp.app, 'zq-composed-taken.com');
    const results = await check(['zq-composed-free.com', 'zq-composed-taken.com', 'zq-composed-free.info']);
    expect(results.find((r) => r.domain === 'zq-composed-free.com')).toMatchObject({ available: true });
    expect(results.find((r) => r.domain === 'zq-composed-taken.com')).toMatchObject({ available: false, reason: 'registered' });
    expect(results.find((r) => r.domain === 'zq-composed-free.info')).toMatchObject({ available: true });
    const checked = server.frames
      .filter((frame) => frame.from === 'client' && frame.xml.includes('<domain:check'))
      .map((frame) => frame.xml);
    expect(checked.some((xml) => xml.includes('zq-composed-free.com') && xml.includes('zq-composed-taken.com'))).toBe(true);
    expect(checked.some((xml) => xml.includes('zq-composed-free.info'))).toBe(false);
    for (const frame of server.frames) await assertValidEppFrame(frame.xml);
  });

  it('stays a test environment on a registry marked as OT&E (the test stamp and sandbox payments)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/config/app-settings' });
    expect(response.json().result.ote).toBe(true);
  });

  it('logs the registry it uses without its password or key, and logs out when the app closes', async () => {
    const server = testApp.eppRegistry!.server;
    const sessionsBefore = server.commandLog.filter((entry) => entry.command === 'login').length;
    expect(sessionsBefore).toBeGreaterThan(0);
    await testApp.app.close();
    const logouts = server.commandLog.filter((entry) => entry.command === 'logout').length;
    expect(logouts).toBe(sessionsBefore);
    const log = logLines.join('');
    expect(log).toContain('EPP registry epp-test serves .com');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(EPP_TEST_PASSWORD);
    expect(log).not.toContain('PRIVATE KEY');
  });
});

describe('the REGISTRY setting', () => {
  it('defaults to the sandbox and takes no EPP configuration there', () => {
    expect(loadConfig({}).registry).toBe('sandbox');
    expect(loadConfig({}).eppRegistries).toEqual([]);
    expect(() => loadConfig({ EPP_REGISTRIES: '{"registries":[]}' })).toThrow(/EPP_REGISTRIES: is only read with REGISTRY=epp/);
  });

  it('needs an EPP configuration with REGISTRY=epp and names what is wrong, never the secret', () => {
    expect(() => loadConfig({ REGISTRY: 'epp' })).toThrow(/REGISTRY: epp needs EPP_CONFIG_FILE or EPP_REGISTRIES/);
    expect(() => loadConfig({ REGISTRY: 'epp', EPP_CONFIG_FILE: '/nonexistent/epp.json' })).toThrow(ConfigError);
    const missingVariable = JSON.stringify({
      registries: [
        {
          id: 'r1',
          tlds: ['com'],
          host: 'epp.example',
          certFile: '/x',
          keyFile: '/y',
          caFile: '/z',
          clientId: 'shop1',
          passwordEnv: 'NOT_SET_PW',
        },
      ],
    });
    expect(() => loadConfig({ REGISTRY: 'epp', EPP_REGISTRIES: missingVariable })).toThrow(/EPP_REGISTRIES: .*r1/);
  });

  it('reads the registries of a working configuration, printed without password or key', () => {
    const config = loadConfig(testApp.eppRegistry!.env);
    expect(config.registry).toBe('epp');
    expect(config.eppRegistries).toHaveLength(1);
    expect(config.eppRegistries[0]).toMatchObject({
      id: 'epp-test',
      tlds: ['com', 'net', 'org', 'de'],
      clientId: 'shop',
      sessionLimit: 2,
      ote: true,
    });
    expect(config.eppRegistries[0].password).toBe(EPP_TEST_PASSWORD);
    const printed = JSON.stringify(config);
    expect(printed).not.toContain(EPP_TEST_PASSWORD);
    expect(printed).not.toContain('PRIVATE KEY');
  });
});
