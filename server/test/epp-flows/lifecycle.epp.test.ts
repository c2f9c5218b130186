// test tier: db
import { afterAll, expect } from 'vitest';
import { eppCommandsServed, useRegistryForTestApps } from '../test-app';

/**
 * The flow suite of the domain lifecycle (lifecycle.test.ts) through the EPP gateway (decision 045): the
 * same tests, with their test apps sending the EPP TLDs (.com, .net, .org, .de) over TLS to the
 * EPP test server that serves the sandbox's data; the other TLDs stay on the sandbox.
 */
useRegistryForTestApps('epp');
// Runs after the suite's own afterAll has closed its apps: the flows did reach the registry over EPP.
afterAll(() => {
  expect(eppCommandsServed()).toEqual(expect.arrayContaining(['domain:info']));
});
await import('../../modules/lifecycle/lifecycle.test');
