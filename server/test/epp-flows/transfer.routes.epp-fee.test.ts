// test tier: db
import { afterAll, expect } from 'vitest';
import { eppCommandsServed, useRegistryForTestApps } from '../test-app';

/**
 * The flow suite of transfers in and out (transfer.routes.test.ts) through the EPP gateway with the fee extension (RFC 8748) offered in
 * the test server's greeting (decision 070): the same tests and assertions as on the sandbox and
 * on EPP without it. The other TLDs stay on the sandbox.
 */
useRegistryForTestApps('epp', { feeExtension: true });
// Runs after the suite's own afterAll has closed its apps: the flows did reach the registry over EPP.
afterAll(() => {
  expect(eppCommandsServed()).toEqual(expect.arrayContaining(['domain:transfer', 'poll']));
});
await import('../../modules/transfer/transfer.routes.test');
