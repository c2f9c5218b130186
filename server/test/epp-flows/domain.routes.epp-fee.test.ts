// test tier: db
import { afterAll, expect } from 'vitest';
import { eppCommandsServed, useRegistryForTestApps } from '../test-app';

/**
 * The flow suite of search and availability (domain.routes.test.ts) through the EPP gateway with the fee extension (RFC 8748) offered in
 * the test server's greeting (decision 070): the same tests and assertions as on the sandbox and
 * on EPP without it. The other TLDs stay on the sandbox.
 */
useRegistryForTestApps('epp', { feeExtension: true });
// Runs after the suite's own afterAll has closed its apps: the flows did reach the registry over EPP.
afterAll(() => {
  expect(eppCommandsServed()).toEqual(expect.arrayContaining(['domain:check', 'domain:check+fee-1.0']));
});
await import('../../modules/domain/domain.routes.test');
