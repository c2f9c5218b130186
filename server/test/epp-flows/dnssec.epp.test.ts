// test tier: db
import { afterAll, expect } from 'vitest';
import { eppCommandsServed, useRegistryForTestApps } from '../test-app';

/**
 * The DNSSEC flows (dnssec.test.ts: a zone signed by PowerDNS, its DS sent to the registry,
 * withdrawn before the unsigning, replaced after a new key) through the EPP gateway (decisions 045,
 * 059): the DS set travels as secDNS-1.1 (RFC 5910) add and rem in domain:update, and is read back
 * from secDNS:infData in domain:info. .com is on EPP; .gg (refused) stays on the sandbox.
 */
useRegistryForTestApps('epp');
// Runs after the suite's own afterAll has closed its apps: the DS went to the registry over EPP.
afterAll(() => {
  expect(eppCommandsServed()).toEqual(expect.arrayContaining(['domain:update+secDNS-1.1', 'domain:info']));
});
await import('../../modules/dns-zone/dnssec.test');
