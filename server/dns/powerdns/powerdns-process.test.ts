import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsServerError } from '../dns-publisher';
import { dig } from '@server/test/dig';
import { startTestPowerDns, type TestPowerDns } from '@server/test/powerdns';
import { createPowerDnsPublisher } from './powerdns-client';
import { createPowerDnsProcess } from './powerdns-process';
import { dnsAnswers } from './dns-probe';

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

let pdns: TestPowerDns;

beforeAll(async () => {
  pdns = await startTestPowerDns({ restartDelayMs: 100 });
});

afterAll(async () => {
  await pdns?.stop();
});

const zone = { name: 'kept.test.', rrsets: [{ name: 'kept.test.', type: 'A', ttl: 300, records: ['192.0.2.5'] }], dnssec: false };

describe('PowerDNS as a child process', () => {
  it('starts it again after it was killed, with the zones it had', async () => {
    await pdns.publisher.publishZone(zone);
    const firstPid = pdns.process.pid;
    expect(firstPid).not.toBeNull();

    process.kill(firstPid!, 'SIGKILL');
    await expect.poll(() => pdns.process.restarts, { timeout: 10_000 }).toBe(1);
    await pdns.process.waitUntilReady();

    expect(pdns.process.pid).not.toBe(firstPid);
    expect(await dig(pdns.dnsPort, 'kept.test', 'A')).toEqual(['192.0.2.5']);
    expect(await pdns.publisher.listZones()).toEqual([expect.objectContaining({ name: 'kept.test.' })]);
    expect(pdns.publisher.status()).toEqual({ serving: true, reason: null });
  });

  it('a wrong API key is refused, not taken for a server that is down', async () => {
    const wrongKey = createPowerDnsPublisher({ apiUrl: pdns.apiUrl, apiKey: 'not-the-key', nameservers: ['ns1.shop-test.example'] });
    const error = await wrongKey.listZones().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DnsServerError);
    expect(error).toMatchObject({ kind: 'refused', httpStatus: 401 });
  });

  it('once stopped, calls fail as unreachable (worth a retry) and the status says why', async () => {
    await pdns.process.stop();
    expect(pdns.process.pid).toBeNull();

    const error = await pdns.publisher.publishZone(zone).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DnsServerError);
    expect(error).toMatchObject({ kind: 'unreachable', transient: true });
    expect((error as Error).message).toMatch(/did not answer: connection refused/);
    expect(pdns.publisher.status()).toEqual({ serving: false, reason: expect.stringMatching(/did not answer/) });

    // A stopped process stays stopped: the manager only restarts one that died on its own.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pdns.process.pid).toBeNull();
    expect(pdns.process.restarts).toBe(1);
  });

  it('a PowerDNS left running by a shop killed outright is stopped before the next one starts', async () => {
    // What a SIGKILLed shop leaves behind: its pdns_server still running, its pid in the folder.
    const leftover = spawn('/usr/sbin/pdns_server', [`--config-dir=${pdns.configDir}`], { stdio: 'ignore', detached: true });
    await writeFile(path.join(pdns.configDir, 'pdns_server.pid'), `${leftover.pid}\n`);
    await expect.poll(() => dnsAnswers(pdns.dnsPort), { timeout: 10_000 }).toBe(true);

    const next = createPowerDnsProcess({
      configDir: pdns.configDir,
      apiUrl: pdns.apiUrl,
      apiKey: pdns.apiKey,
      dnsPort: pdns.dnsPort,
      log: quietLog,
    });
    await next.start();
    try {
      await expect.poll(() => leftover.signalCode).toBe('SIGTERM');
      expect(next.pid).not.toBe(leftover.pid);
      expect(await dig(pdns.dnsPort, 'kept.test', 'A')).toEqual(['192.0.2.5']);
    } finally {
      await next.stop();
    }
  });
});
