// test tier: db
import { afterAll, expect } from 'vitest';
import { eppCommandsServed, useRegistryForTestApps } from '../test-app';

/**
 * The flow suite of search and check (domain.routes.test.ts) through the EPP gateway (decision 045): the same tests,
 * with the EPP TLDs (.com, .net, .org, .de) checked with <domain:check> over TLS at the EPP test
 * server that serves the sandbox's data; the other TLDs stay on the sandbox.
 */
useRegistryForTestApps('epp');
// Runs after the suite's own afterAll has closed its apps: availability was asked over EPP.
afterAll(() => {
  expect(eppCommandsServed()).toEqual(expect.arrayContaining(['domain:check']));
});
await import('../../modules/domain/domain.routes.test');
