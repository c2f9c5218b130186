import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TldPolicy } from '../../registry/registry-gateway';
import { createSandboxRegistry } from '../../registry/sandbox/sandbox-registry';
import { NS } from '../../registry/epp/xml';
import { EppTestServer, type EppTestServerOptions } from './epp-test-server';
import { createTestPki } from './test-pki';

/**
 * Test support: the EPP test server on a shop's database, and the environment that points the
 * shop at it (REGISTRY=epp, EPP_REGISTRIES with certificate files in a temporary folder and the
 * password in a variable of its own). The shop logs in as `shop`, the sandbox's id for it, so the
 * names it holds at the sandbox are the ones it holds over EPP. The TLDs given go over EPP with the
 * sandbox's own policies; every other TLD stays on the sandbox.
 */

export const EPP_TEST_PASSWORD = 'Epp-Test-Pw1';
export const EPP_TEST_TLDS = ['com', 'net', 'org', 'de'];

export interface EppTestRegistry {
  server: EppTestServer;
  /** What createTestApp's `env` needs for the shop to use it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startEppTestRegistry(options: {
  database: Database;
  clock: Clock;
  tlds?: string[];
  /** The shop's registrar id at the sandbox (the login's clID). */
  clientId?: string;
  sessionLimit?: number;
  replyTimeoutSeconds?: number;
  server?: Partial<Pick<EppTestServerOptions, 'maxSessions' | 'extensionUris'>>;
  /** The currency the registry bills in: its fee extension's amounts, and the shop's configuration of it (decision 070). */
  currency?: 'EUR' | 'USD' | 'GBP';
}): Promise<EppTestRegistry> {
  const clientId = options.clientId ?? 'shop';
  const tlds = options.tlds ?? EPP_TEST_TLDS;
  const pki = createTestPki();
  const server = await EppTestServer.start({
    pki,
    backend: (registrarId) => createSandboxRegistry({ db: options.database.db, clock: options.clock, registrarId }),
    accounts: { [clientId]: EPP_TEST_PASSWORD },
    extensionUris: options.server?.extensionUris ?? [NS.rgp, NS.secDNS, NS.idnLang],
    maxSessions: options.server?.maxSessions,
  });
  // Its prices (the sandbox's premium list, premiumFees) are read as minor units of that currency.
  server.feeCurrency = options.currency ?? 'EUR';
  const dir = mkdtempSync(join(tmpdir(), 'epp-shop-'));
  writeFileSync(join(dir, 'client.pem'), pki.client.cert);
  writeFileSync(join(dir, 'client.key'), pki.client.key, { mode: 0o600 });
  writeFileSync(join(dir, 'ca.pem'), pki.ca);
  // The registry publishes its policies; here they are the sandbox's, so both gateways agree.
  const sandbox = createSandboxRegistry({ db: options.database.db, clock: options.clock, registrarId: clientId });
  const policies: Record<string, Partial<TldPolicy>> = {};
  for (const tld of tlds) {
    const policy = await sandbox.policy(tld);
    if (!policy) continue;
    const { tld: _tld, ...rest } = policy;
    policies[tld] = rest;
  }
  const config = {
    registries: [
      {
        id: 'epp-test',
        tlds,
        host: '127.0.0.1',
        port: server.port,
        servername: 'localhost',
        certFile: join(dir, 'client.pem'),
        keyFile: join(dir, 'client.key'),
        caFile: join(dir, 'ca.pem'),
        clientId,
        passwordEnv: 'EPP_TEST_REGISTRY_PASSWORD',
        sessionLimit: options.sessionLimit ?? 2,
        replyTimeoutSeconds: options.replyTimeoutSeconds ?? 10,
        connectTimeoutSeconds: 5,
        clTridPrefix: 'SHOPT',
        policies,
        ote: true,
        currency: options.currency ?? 'EUR',
      },
    ],
  };
  return {
    server,
    env: { REGISTRY: 'epp', EPP_REGISTRIES: JSON.stringify(config), EPP_TEST_REGISTRY_PASSWORD: EPP_TEST_PASSWORD },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
