import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { EppTestServer } from '../../test/epp/epp-test-server';
import { createTestPki } from '../../test/epp/test-pki';
import { createTestDatabase } from '../../test/test-database';
import type { CheckResult, PremiumName, RegistryGateway, TldPolicy } from '../registry-gateway';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { createClTridGenerator } from './cltrid';
import { checkResults, createEppRegistry } from './epp-registry';
import { EppSessionPool } from './pool';
import { parseServerFrame, readFeeCheck, type EppResponse } from './responses';
import { NS } from './xml';

/**
 * The fee extension (RFC 8748) on check (decision 064): where the registry's greeting offers it,
 * the gateway asks the one-year create and renew fees in euro with every <domain:check> and takes
 * the registry's price class: a premium name carries the registry's prices, a standard one the
 * shop's, and a premium name priced in another currency is not offered.
 */

const clock = fixedClock(new Date());
let database: Database;
let server: EppTestServer;
let pool: EppSessionPool;
let gateway: RegistryGateway;
let premium: PremiumName;

beforeAll(async () => {
  database = await createTestDatabase();
  const sandbox = createSandboxRegistry({ db: database.db, clock, registrarId: 'shop-fee' });
  // A TLD of the sandbox that sells premium names, and one of them.
  const tlds = ['xyz', 'online', 'shop', 'store', 'app', 'io', 'club', 'site'];
  const policies: Record<string, TldPolicy> = {};
  for (const tld of tlds) {
    const policy = await sandbox.policy(tld);
    if (policy) policies[tld] = policy;
  }
  const offered = await sandbox.premiumNames({ tlds: Object.keys(policies), limit: 1, offset: 0 });
  expect(offered.names.length).toBe(1);
  premium = offered.names[0]!;
  const pki = createTestPki();
  server = await EppTestServer.start({
    pki,
    backend: (registrarId) => createSandboxRegistry({ db: database.db, clock, registrarId }),
    accounts: { 'shop-fee': 'Epp-Pass-1' },
    extensionUris: [NS.rgp, NS.secDNS, NS.fee],
  });
  pool = new EppSessionPool({
    limit: 1,
    session: {
      endpoint: { host: '127.0.0.1', port: server.port, ca: pki.ca, cert: pki.client.cert, key: pki.client.key, servername: 'localhost' },
      clientId: 'shop-fee',
      password: 'Epp-Pass-1',
      timeouts: { connectMs: 5000, replyMs: 5000 },
      newClTrid: createClTridGenerator('SHOP'),
    },
  });
  gateway = createEppRegistry({ pool, clientId: 'shop-fee', policies, onTransform: () => undefined });
});

afterEach(async () => {
  // ../shared/testdata/epp has no schema of the fee extension: frames that carry it are not validated.
  for (const frame of server.frames.splice(0)) if (!frame.xml.includes(NS.fee)) await assertValidEppFrame(frame.xml);
  server.feeCurrency = 'EUR';
});

afterAll(async () => {
  await pool?.close();
  await server?.close();
  await database?.close();
});

async function checkAll(names: string[]): Promise<Map<string, CheckResult>> {
  const results = new Map<string, CheckResult>();
  for await (const result of gateway.check(names)) results.set(result.name, result);
  return results;
}

const standardName = () => `zq-fee-standard-${Date.now().toString(36)}.${premium.name.split('.').pop()}`;

describe('the fee extension on check', () => {
  it('asks the one-year create and renew fees in euro with the check, once the greeting offers the extension', async () => {
    await checkAll([standardName()]);
    const login = server.frames.find((frame) => frame.from === 'client' && frame.xml.includes('<login'));
    expect(login?.xml).toContain(`<extURI>${NS.fee}</extURI>`);
    const check = server.frames.find((frame) => frame.from === 'client' && frame.xml.includes('<domain:check'));
    expect(check?.xml).toMatch(
      /<fee:check[^>]*><fee:currency>EUR<\/fee:currency><fee:command name="create"><fee:period unit="y">1<\/fee:period><\/fee:command><fee:command name="renew"><fee:period unit="y">1<\/fee:period><\/fee:command><\/fee:check>/,
    );
  });

  it("gives a premium name the registry's prices and a standard name none (the shop's price list)", async () => {
    const standard = standardName();
    const results = await checkAll([premium.name, standard]);
    expect(results.get(premium.name)).toEqual({
      name: premium.name,
      available: true,
      premium: { registerPrice: premium.registerPrice, renewPrice: premium.renewPrice },
    });
    expect(results.get(standard)).toEqual({ name: standard, available: true });
  });

  it('does not offer a premium name whose fees are not in euro', async () => {
    server.feeCurrency = 'USD';
    const standard = standardName();
    const results = await checkAll([premium.name, standard]);
    expect(results.get(premium.name)).toMatchObject({ available: false, reason: 'policy' });
    expect(results.get(standard)).toEqual({ name: standard, available: true });
  });
});

describe('reading <fee:chkData>', () => {
  const response = (xml: string): EppResponse => {
    const frame = parseServerFrame(xml);
    if (frame.type !== 'response') throw new Error('not a response');
    return frame.response;
  };
  const reply = (cds: string) =>
    response(
      `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="1000"><msg>ok</msg></result>` +
        `<resData><domain:chkData xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:cd><domain:name avail="1">a.example</domain:name></domain:cd>` +
        `<domain:cd><domain:name avail="1">b.example</domain:name></domain:cd></domain:chkData></resData>` +
        `<extension><f:chkData xmlns:f="${NS.fee}"><f:currency>EUR</f:currency>${cds}</f:chkData></extension>` +
        `<trID><clTRID>C-1</clTRID><svTRID>S-1</svTRID></trID></response></epp>`,
    );

  it('sums the fees of a command, by the registry own prefix, and keeps only the one-year price', () => {
    const fees = readFeeCheck(
      reply(
        `<f:cd avail="1"><f:objID>A.example</f:objID><f:class>PREMIUM</f:class>` +
          `<f:command name="create"><f:period unit="y">1</f:period><f:fee description="Registration">100.00</f:fee><f:fee description="Surcharge">5.5</f:fee></f:command>` +
          `<f:command name="renew"><f:period unit="y">2</f:period><f:fee>180.00</f:fee></f:command></f:cd>` +
          `<f:cd avail="0"><f:objID>b.example</f:objID><f:class>premium</f:class><f:reason>no price</f:reason></f:cd>`,
      ),
    );
    expect(fees.get('a.example')).toEqual({ name: 'a.example', available: true, priceClass: 'premium', currency: 'EUR', create: 10_550 });
    expect(fees.get('b.example')).toMatchObject({ available: false, priceClass: 'premium' });
  });

  it('a premium name without a one-year create fee, or without fee data, is not sold at the standard price', () => {
    const items = [
      { name: 'a.example', available: true, reason: null },
      { name: 'b.example', available: true, reason: null },
      { name: 'c.example', available: true, reason: null },
    ];
    const fees = readFeeCheck(
      reply(
        `<f:cd avail="1"><f:objID>a.example</f:objID><f:class>premium</f:class><f:command name="renew"><f:period unit="y">1</f:period><f:fee>9.00</f:fee></f:command></f:cd>` +
          `<f:cd avail="0"><f:objID>b.example</f:objID><f:class>premium</f:class></f:cd>`,
      ),
    );
    expect(checkResults(items, fees)).toEqual([
      { name: 'a.example', available: false, reason: 'policy' },
      { name: 'b.example', available: false, reason: 'policy' },
      { name: 'c.example', available: true },
    ]);
  });
});
