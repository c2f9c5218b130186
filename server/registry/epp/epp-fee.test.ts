import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { EppTestServer } from '../../test/epp/epp-test-server';
import { createTestPki } from '../../test/epp/test-pki';
import { createTestDatabase } from '../../test/test-database';
import { SANDBOX_REGISTRANT } from '../../test/registry-fixtures';
import { RegistryError, type CheckResult, type PremiumName, type RegistryGateway, type TldPolicy } from '../registry-gateway';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { createClTridGenerator } from './cltrid';
import { checkResults, createEppRegistry, renewalFeesOf } from './epp-registry';
import { EppSessionPool } from './pool';
import { parseServerFrame, readFeeCheck, type EppResponse } from './responses';
import { NS } from './xml';

/**
 * The fee extension (RFC 8748) on check (decision 064): where the registry's greeting offers it,
 * the gateway asks the one-year create and renew fees in euro with every <domain:check> and takes
 * the registry's price class: a premium name carries the registry's prices, a standard one the
 * shop's, and a premium name priced in another currency is not offered.
 * On the transforms (decision 068): a create, renew or restore request of a name outside the
 * standard class carries the agreed fee (<fee:create>, <fee:renew>, <fee:update>); a registry
 * whose price is higher refuses with 2004, which the gateway marks `priceChanged`. Every frame,
 * fee elements included, validates against all.xsd and the fee-1.0 schema of the tests.
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
  // The fee-1.0 schema of the tests (server/test/epp/schemas) validates the fee elements too.
  for (const frame of server.frames.splice(0)) await assertValidEppFrame(frame.xml);
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

describe('the renewal and restore fees of a held name (decision 070)', () => {
  it("asks a year's renew and the restore in one check; a premium name carries the registry's fees, a standard one is left out", async () => {
    const held = freshName('held');
    await gateway.create({ name: held, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Fee-Code-1' });
    server.premiumFees.set(held, { create: 20_000, renew: 15_000, restore: 12_000 });
    const standard = standardName();
    server.frames.splice(0);

    expect(await gateway.renewalFees([held, standard, premium.name])).toEqual(
      new Map([
        [held, { renew: 15_000, restore: 12_000 }],
        // The sandbox's premium name: its renewal price, the standard restore fee.
        [premium.name, { renew: premium.renewPrice, restore: null }],
      ]),
    );
    const checks = clientFrames('<domain:check');
    expect(checks).toHaveLength(1);
    expect(checks[0].xml).toMatch(
      /<fee:command name="renew"><fee:period unit="y">1<\/fee:period><\/fee:command><fee:command name="restore"\/><\/fee:check>/,
    );
    // The sandbox gives the same answer for its own premium name.
    const sandbox = createSandboxRegistry({ db: database.db, clock, registrarId: 'shop-fee' });
    expect(await sandbox.renewalFees([premium.name, standard])).toEqual(
      new Map([[premium.name, { renew: premium.renewPrice, restore: null }]]),
    );
  });

  it('reads a restore at the standard fee as none, and a premium class without a euro renew fee as no fees', () => {
    const frame = parseServerFrame(
      `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="1000"><msg>ok</msg></result>` +
        `<extension><fee:chkData xmlns:fee="${NS.fee}"><fee:currency>EUR</fee:currency>` +
        `<fee:cd avail="1"><fee:objID>a.example</fee:objID><fee:class>premium</fee:class><fee:command name="renew"><fee:period unit="y">1</fee:period><fee:fee>80.00</fee:fee></fee:command><fee:command name="restore" standard="1"><fee:fee>40.00</fee:fee></fee:command></fee:cd>` +
        `<fee:cd avail="1"><fee:objID>b.example</fee:objID><fee:class>premium</fee:class><fee:command name="restore"><fee:fee>140.00</fee:fee></fee:command></fee:cd>` +
        `</fee:chkData></extension><trID><svTRID>S1</svTRID></trID></response></epp>`,
    );
    if (frame.type !== 'response') throw new Error('not a response');
    const reply = frame.response;
    const fees = readFeeCheck(reply);
    expect(fees.get('a.example')?.renew).toBe(8_000);
    expect(fees.get('a.example')?.restore).toBeUndefined();
    expect(renewalFeesOf(fees.get('a.example')!)).toEqual({ renew: 8_000, restore: null });
    expect(fees.get('b.example')).toMatchObject({ restore: 14_000 });
    expect(renewalFeesOf(fees.get('b.example')!)).toBeNull();
  });
});

const DAY = 86_400_000;
// Without nameservers: the sandbox wants host objects for them, which these tests do not need.
const nameservers: string[] = [];
const tldOf = () => premium.name.split('.').pop()!;
let counter = 0;
const freshName = (label: string) => `zq-fee-${label}-${Date.now().toString(36)}-${++counter}.${tldOf()}`;
const clientFrames = (marker: string) => server.frames.filter((frame) => frame.from === 'client' && frame.xml.includes(marker));
const eur = (amount: number) => ({ currency: 'EUR' as const, amount });

async function refusal(promise: Promise<unknown>): Promise<RegistryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RegistryError);
  return error as RegistryError;
}

/** A name of ours, with the test registry's premium prices set for it. */
async function premiumOwned(label: string, prices: { create: number; renew: number; restore: number | null }): Promise<string> {
  const name = freshName(label);
  await gateway.create({ name, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Fee-Code-1' });
  server.premiumFees.set(name, prices);
  return name;
}

describe('the agreed fee on create, renew and restore (decision 068)', () => {
  it('a premium create carries <fee:create> with the currency and the amount paid, and registers', async () => {
    const name = premium.name;
    const created = await gateway.create({
      name,
      periodYears: 1,
      registrant: SANDBOX_REGISTRANT,
      nameservers,
      authInfo: 'Fee-Code-1',
      fee: eur(premium.registerPrice),
    });
    expect(created.expiresAt.getTime()).toBeGreaterThan(created.createdAt.getTime());
    const create = clientFrames('<domain:create').at(-1)!;
    expect(create.xml).toContain(
      `<fee:create xmlns:fee="${NS.fee}"><fee:currency>EUR</fee:currency><fee:fee>${(premium.registerPrice / 100).toFixed(2)}</fee:fee></fee:create>`,
    );
    // The class was asked for the create of that period before.
    const asked = clientFrames('<domain:check').at(-1)!;
    expect(asked.xml).toMatch(/<fee:command name="create"><fee:period unit="y">1<\/fee:period><\/fee:command>/);
    // The registry tells what it charged.
    const reply = server.frames.filter((frame) => frame.from === 'server' && frame.xml.includes('<domain:creData')).at(-1)!;
    expect(reply.xml).toContain('<fee:creData');
    expect((await gateway.info(name))?.sponsoredByUs).toBe(true);
  });

  it('a premium create whose price rose above the amount paid is refused (2004) and marked price changed; nothing registered', async () => {
    const name = freshName('rose');
    server.premiumFees.set(name, { create: 50_000, renew: 40_000, restore: 10_000 });
    const error = await refusal(
      gateway.create({ name, periodYears: 2, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Fee-Code-1', fee: eur(89_999) }),
    );
    expect(error.eppCode).toBe(2004);
    expect(error.priceChanged).toBe(true);
    expect(error.transient).toBe(false);
    expect(clientFrames('<domain:create').at(-1)!.xml).toContain('<fee:fee>899.99</fee:fee>');
    expect(await gateway.info(name)).toBeNull();
    // At the registry's price for two years (create + one renewal) it goes through.
    await gateway.create({ name, periodYears: 2, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Fee-Code-1', fee: eur(90_000) });
    expect((await gateway.info(name))?.sponsoredByUs).toBe(true);
  });

  it('the test registry refuses a premium create without a fee (2003), which is no price change', async () => {
    const name = freshName('nofee');
    server.premiumFees.set(name, { create: 50_000, renew: 40_000, restore: 10_000 });
    const error = await refusal(
      gateway.create({ name, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Fee-Code-1' }),
    );
    expect(error.eppCode).toBe(2003);
    expect(error.priceChanged).toBe(false);
    server.premiumFees.delete(name);
  });

  it('a standard name gets no fee element, though the amount paid is given', async () => {
    const name = freshName('standard');
    await gateway.create({ name, periodYears: 1, registrant: SANDBOX_REGISTRANT, nameservers, authInfo: 'Fee-Code-1', fee: eur(1_000) });
    expect(clientFrames('<domain:create').at(-1)!.xml).not.toContain(NS.fee);
    const expiry = (await gateway.info(name))!.expiresAt;
    await gateway.renew({ name, currentExpiry: expiry, periodYears: 1, fee: eur(1_000) });
    expect(clientFrames('<domain:renew').at(-1)!.xml).not.toContain(NS.fee);
  });

  it('a premium renew carries <fee:renew>; one below the registry price is refused (2004, price changed) and the expiry stays', async () => {
    const name = await premiumOwned('renew', { create: 20_000, renew: 15_000, restore: 10_000 });
    const expiry = (await gateway.info(name))!.expiresAt;
    const error = await refusal(gateway.renew({ name, currentExpiry: expiry, periodYears: 2, fee: eur(29_999) }));
    expect(error).toMatchObject({ eppCode: 2004, priceChanged: true });
    expect((await gateway.info(name))!.expiresAt).toEqual(expiry);
    const renewed = await gateway.renew({ name, currentExpiry: expiry, periodYears: 2, fee: eur(30_000) });
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(expiry.getTime());
    expect(clientFrames('<domain:renew').at(-1)!.xml).toContain(
      `<fee:renew xmlns:fee="${NS.fee}"><fee:currency>EUR</fee:currency><fee:fee>300.00</fee:fee></fee:renew>`,
    );
    expect(clientFrames('<domain:check').at(-1)!.xml).toMatch(/<fee:command name="renew"><fee:period unit="y">2<\/fee:period>/);
  });

  it('a premium restore request carries the restore fee as <fee:update>; one below the price is refused (2004, price changed)', async () => {
    const name = await premiumOwned('restore', { create: 20_000, renew: 15_000, restore: 12_000 });
    // Past the add grace period, a delete puts the name in redemption.
    clock.advance(6 * DAY);
    await gateway.delete(name);
    const error = await refusal(gateway.restore({ name, op: 'request', fee: eur(11_999) }));
    expect(error).toMatchObject({ eppCode: 2004, priceChanged: true });
    expect((await gateway.info(name))?.rgpStatus).toBe('redemptionPeriod');
    const restored = await gateway.restore({ name, op: 'request', fee: eur(12_000) });
    expect(restored.rgpStatus).toBe('pendingRestore');
    const request = clientFrames('<rgp:restore op="request"').at(-1)!;
    expect(request.xml).toContain(
      `<fee:update xmlns:fee="${NS.fee}"><fee:currency>EUR</fee:currency><fee:fee>120.00</fee:fee></fee:update>`,
    );
    expect(clientFrames('<domain:check').at(-1)!.xml).toContain('<fee:command name="restore"/>');
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
