import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../lib/clock';
import { newCustomer } from '../modules/payment/payment-test-helpers';
import { startTestPowerDns, type TestPowerDns } from './powerdns';
import { ownAtRegistry } from './registry-fixtures';
import { createTestApp, type TestApp, type TestSession } from './test-app';

export interface DnsTestApp {
  /** The test app (after the file's beforeAll). */
  readonly testApp: TestApp;
  app(): FastifyInstance;
  /** Whether a PowerDNS serves the zones (false with `withDns: false`). */
  readonly servesDns: boolean;
  /** The PowerDNS the zones are pushed to (throws when none was started). */
  readonly pdns: TestPowerDns;
  /** A name no other test of the file uses: `<label>-<time>-<n>.<tld>`. */
  uniqueName(label: string, tld?: string): string;
  /** A new customer who owns a new name at the registry (sponsored by the shop). */
  customerWithName(label: string, tld?: string): Promise<{ session: TestSession & { login: string }; name: string }>;
}

/**
 * The DNS tests' common start: a real PowerDNS (server/test/powerdns.ts) and a test app whose
 * zones are pushed to it, started before the file's tests and stopped after them. The jobs are
 * driven by the tests (drain), so that every push happens where a test expects it. With
 * `withDns: false` the app runs without a DNS server (the same API, nothing served).
 */
export function useDnsTestApp(options: { clock: Clock; env?: Record<string, string>; withDns?: boolean }): DnsTestApp {
  let testApp: TestApp | undefined;
  let pdns: TestPowerDns | null = null;
  let counter = 0;

  beforeAll(async () => {
    if (options.withDns ?? true) pdns = await startTestPowerDns();
    testApp = await createTestApp({
      clock: options.clock,
      startJobs: false,
      env: options.env,
      ...(pdns ? { dnsPublisher: pdns.publisher } : {}),
    });
  }, 30_000);
  afterAll(async () => {
    await testApp?.close();
    await pdns?.stop();
  });

  const started = (): TestApp => {
    if (!testApp) throw new Error('the DNS test app is not started yet (use it inside a test or a later hook)');
    return testApp;
  };
  const dns: DnsTestApp = {
    get testApp() {
      return started();
    },
    app: () => started().app,
    get servesDns() {
      return pdns !== null;
    },
    get pdns() {
      if (!pdns) throw new Error('no PowerDNS runs in this test file');
      return pdns;
    },
    uniqueName: (label, tld = 'com') => `${label}-${Date.now().toString(36)}-${++counter}.${tld}`,
    async customerWithName(label, tld = 'com') {
      const session = await newCustomer(dns.app(), label);
      const name = dns.uniqueName(label, tld);
      await ownAtRegistry(dns.app(), session, name);
      return { session, name };
    },
  };
  return dns;
}
