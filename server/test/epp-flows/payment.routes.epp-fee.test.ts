// test tier: db
import { afterAll, expect } from 'vitest';
import { eppCommandsServed, useRegistryForTestApps } from '../test-app';

/**
 * The flow suite of checkout and registration (payment.routes.test.ts) through the EPP gateway with the fee extension (RFC 8748) offered in
 * the test server's greeting (decision 070): the same tests and assertions as on the sandbox and
 * on EPP without it, so the fee path (the check's price classes, the renewal and restore fees of
 * held names, the fee on the transforms) is covered by them. The other TLDs stay on the sandbox.
 */
useRegistryForTestApps('epp', { feeExtension: true });
// Runs after the suite's own afterAll has closed its apps: the flows did reach the registry over EPP, fee checks included.
afterAll(() => {
  expect(eppCommandsServed()).toEqual(expect.arrayContaining(['domain:check', 'domain:check+fee-1.0', 'contact:create', 'domain:create']));
});
await import('../../modules/payment/payment.routes.test');
