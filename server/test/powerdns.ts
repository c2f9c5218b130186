import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DnsPublisher } from '@server/dns/dns-publisher';
import { freeLoopbackPort } from '@server/dns/powerdns/loopback-ports';
import { preparePowerDnsFolder } from '@server/dns/powerdns/powerdns-config';
import { createPowerDnsPublisher } from '@server/dns/powerdns/powerdns-client';
import { createPowerDnsProcess, type PowerDnsProcess } from '@server/dns/powerdns/powerdns-process';

/** The nameservers test zones are delegated to (apex NS and SOA primary). */
export const TEST_NAMESERVERS = ['ns1.shop-test.example', 'ns2.shop-test.example'];

export interface TestPowerDns {
  publisher: DnsPublisher;
  dnsPort: number;
  apiUrl: string;
  apiKey: string;
  configDir: string;
  /** The child process, for tests that kill or stop it. */
  process: PowerDnsProcess;
  stop(): Promise<void>;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A real PowerDNS on free loopback ports with its configuration and database in a temp folder:
 * one per test file, ready when both its API and its DNS port answer (about half a second).
 * Ports are picked just before the start, so a port taken in between is retried.
 */
export async function startTestPowerDns(options: { restartDelayMs?: number } = {}): Promise<TestPowerDns> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-pdns-'));
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const prepared = await preparePowerDnsFolder({
      dir,
      dnsPort: await freeLoopbackPort(),
      apiPort: await freeLoopbackPort(),
      nameservers: TEST_NAMESERVERS,
    });
    const process = createPowerDnsProcess({ ...prepared, log: silentLog, restartDelayMs: options.restartDelayMs ?? 100 });
    try {
      await process.start();
    } catch (error) {
      lastError = error;
      continue;
    }
    const publisher = createPowerDnsPublisher({
      apiUrl: prepared.apiUrl,
      apiKey: prepared.apiKey,
      nameservers: TEST_NAMESERVERS,
      timeoutMs: 3_000,
    });
    return {
      publisher,
      dnsPort: prepared.dnsPort,
      apiUrl: prepared.apiUrl,
      apiKey: prepared.apiKey,
      configDir: prepared.configDir,
      process,
      async stop() {
        await process.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  await rm(dir, { recursive: true, force: true });
  throw lastError;
}
