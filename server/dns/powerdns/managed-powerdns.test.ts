import { createSocket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dig } from '@server/test/dig';
import { freeLoopbackPort } from './loopback-ports';
import { startManagedPowerDns } from './managed-powerdns';

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-managed-pdns-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the managed PowerDNS', () => {
  it('starts on free ports when asked for port 0 and serves what is published', async () => {
    const managed = await startManagedPowerDns({
      dir,
      dnsPort: 0,
      apiPort: 0,
      nameservers: ['ns1.shop.example', 'ns2.shop.example'],
      log: quietLog,
    });
    if (!managed.running) throw new Error(managed.reason);
    try {
      await managed.publisher.publishZone({
        name: 'managed.test.',
        rrsets: [{ name: 'managed.test.', type: 'A', ttl: 60, records: ['192.0.2.7'] }],
        dnssec: false,
      });
      expect(await dig(managed.dnsPort, 'managed.test', 'A')).toEqual(['192.0.2.7']);
      expect(await dig(managed.dnsPort, 'managed.test', 'NS')).toEqual(['ns1.shop.example.', 'ns2.shop.example.']);
    } finally {
      await managed.stop();
    }
  });

  it('answers the reason instead of starting when PowerDNS is not installed', async () => {
    const managed = await startManagedPowerDns({
      dir,
      dnsPort: 0,
      apiPort: 0,
      nameservers: ['ns1.shop.example'],
      log: quietLog,
      ensure: async () => ({
        ready: false,
        reason: 'PowerDNS is not installed (missing pdns_server); install it with: sudo apt-get install -y pdns-server',
      }),
    });
    expect(managed).toEqual({
      running: false,
      reason: 'PowerDNS is not installed (missing pdns_server); install it with: sudo apt-get install -y pdns-server',
    });
  });

  it('answers PowerDNS own complaint when its DNS port is taken', async () => {
    const port = await freeLoopbackPort();
    const squatter = createSocket('udp4');
    await new Promise<void>((resolve) => squatter.bind(port, '127.0.0.1', resolve));
    try {
      const managed = await startManagedPowerDns({ dir, dnsPort: port, apiPort: 0, nameservers: ['ns1.shop.example'], log: quietLog });
      expect(managed.running).toBe(false);
      expect(!managed.running && managed.reason).toMatch(
        new RegExp(`^PowerDNS could not be started: pdns_server exited while starting .*127\\.0\\.0\\.1:${port}`),
      );
    } finally {
      squatter.close();
    }
  });
});
