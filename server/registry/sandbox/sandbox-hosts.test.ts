import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { SANDBOX_REGISTRANT, sandboxTestDatabase } from '../../test/registry-fixtures';
import { RegistryError, type RegistryGateway } from '../registry-gateway';
import { createSandboxRegistry } from './sandbox-registry';

const SEEDED_AT = new Date('2026-11-22T10:00:00Z');

let database: Database;

beforeAll(async () => {
  database = await sandboxTestDatabase(SEEDED_AT);
});
afterAll(async () => {
  await database.close();
});

const registrant = SANDBOX_REGISTRANT;
const external = ['ns1.sandbox-dns.example', 'ns2.sandbox-dns.example'];

let scenario = 0;

/** Each test gets its own registrars and names (the database is shared by the file). */
function setup() {
  scenario += 1;
  const clock = fixedClock(SEEDED_AT);
  const ours = createSandboxRegistry({ db: database.db, clock, registrarId: `hosts-us-${scenario}` });
  const rival = createSandboxRegistry({ db: database.db, clock, registrarId: `hosts-rival-${scenario}` });
  const domain = (suffix = '') => `zq-hosts-${scenario}${suffix}.com`;
  const create = (registry: RegistryGateway, name: string, nameservers = external) =>
    registry.create({ name, periodYears: 1, registrant, nameservers, authInfo: 'Secret-Code-1' });
  return { clock, ours, rival, domain, create };
}

async function eppCode(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RegistryError) return error.eppCode;
    throw error;
  }
  throw new Error('expected a registry refusal');
}

describe('sandbox registry: host objects (RFC 5732)', () => {
  it('creates a host under a sponsored domain with its glue addresses, normalised', async () => {
    const { ours, domain, create } = setup();
    await create(ours, domain());
    expect(await ours.checkHosts([`ns1.${domain()}`])).toEqual([{ name: `ns1.${domain()}`, available: true }]);
    await ours.createHost({ name: `NS1.${domain()}`, addresses: ['185.12.64.1', '2A01:4F8:0:0:0:0:0:1', '185.12.64.1'] });
    const info = await ours.hostInfo(`ns1.${domain()}`);
    expect(info).toMatchObject({
      name: `ns1.${domain()}`,
      superordinateDomain: domain(),
      addresses: ['185.12.64.1', '2a01:4f8::1'],
      statuses: ['ok'],
      linked: false,
      sponsoredByUs: true,
    });
    expect(await ours.checkHosts([`ns1.${domain()}`, 'not a host'])).toEqual([
      { name: `ns1.${domain()}`, available: false },
      { name: 'not a host', available: false },
    ]);
    expect(await eppCode(ours.createHost({ name: `ns1.${domain()}`, addresses: ['185.12.64.2'] }))).toBe(2302);
    // The sponsor sees its subordinate hosts in domain info; others do not.
    expect((await ours.info(domain()))?.hosts).toEqual([`ns1.${domain()}`]);
  });

  it('refuses glue hosts without or with bad addresses, under unregistered or foreign domains', async () => {
    const { ours, rival, domain, create } = setup();
    await create(ours, domain());
    await create(rival, domain('-rival'));
    expect(await eppCode(ours.createHost({ name: `ns1.${domain()}`, addresses: [] }))).toBe(2003);
    expect(await eppCode(ours.createHost({ name: `ns1.${domain()}`, addresses: ['999.1.1.1'] }))).toBe(2005);
    expect(await eppCode(ours.createHost({ name: `ns1.${domain()}`, addresses: ['192.168.1.1'] }))).toBe(2306);
    const many = Array.from({ length: 14 }, (_unused, index) => `185.12.64.${index + 1}`);
    expect(await eppCode(ours.createHost({ name: `ns1.${domain()}`, addresses: many }))).toBe(2306);
    expect(await eppCode(ours.createHost({ name: `ns1.${domain('-unregistered')}`, addresses: ['185.12.64.1'] }))).toBe(2303);
    expect(await eppCode(ours.createHost({ name: `ns1.${domain('-rival')}`, addresses: ['185.12.64.1'] }))).toBe(2201);
    expect(await eppCode(ours.createHost({ name: domain(), addresses: ['185.12.64.1'] }))).toBe(2306);
    expect(await eppCode(ours.createHost({ name: 'ns1..com', addresses: ['185.12.64.1'] }))).toBe(2005);
    expect(await ours.hostInfo(`ns1.${domain()}`)).toBeNull();
  });

  it('keeps external hosts without addresses', async () => {
    const { ours } = setup();
    const host = `ns-${scenario}.outside.example`;
    expect(await eppCode(ours.createHost({ name: host, addresses: ['185.12.64.1'] }))).toBe(2306);
    await ours.createHost({ name: host, addresses: [] });
    expect(await ours.hostInfo(host)).toMatchObject({ superordinateDomain: null, addresses: [], sponsoredByUs: true });
    expect(await eppCode(ours.updateHost({ name: host, addAddresses: ['185.12.64.1'] }))).toBe(2306);
    await ours.deleteHost(host);
    expect(await ours.hostInfo(host)).toBeNull();
  });

  it('adds and removes addresses, keeping at least one, for the sponsor only', async () => {
    const { ours, rival, domain, create } = setup();
    await create(ours, domain());
    const host = `ns1.${domain()}`;
    await ours.createHost({ name: host, addresses: ['185.12.64.1'] });
    await ours.updateHost({ name: host, addAddresses: ['2a01:4f8::53'], removeAddresses: ['185.12.64.1'] });
    expect((await ours.hostInfo(host))?.addresses).toEqual(['2a01:4f8::53']);
    expect(await eppCode(ours.updateHost({ name: host, removeAddresses: ['2a01:4f8::53'] }))).toBe(2306);
    expect(await eppCode(ours.updateHost({ name: host, removeAddresses: ['185.12.64.9'] }))).toBe(2306);
    expect(await eppCode(ours.updateHost({ name: host, addAddresses: ['2a01:4f8:0::53'] }))).toBe(2306);
    expect(await eppCode(ours.updateHost({ name: host, addAddresses: ['10.0.0.1'] }))).toBe(2306);
    expect(await eppCode(rival.updateHost({ name: host, addAddresses: ['185.12.64.2'] }))).toBe(2201);
    expect(await eppCode(rival.deleteHost(host))).toBe(2201);
    expect(await eppCode(ours.updateHost({ name: `ns9.${domain()}`, addAddresses: ['185.12.64.2'] }))).toBe(2303);
    expect((await ours.hostInfo(host))?.addresses).toEqual(['2a01:4f8::53']);
    expect((await rival.hostInfo(host))?.sponsoredByUs).toBe(false);
  });

  it('delegates a domain to in-zone names only when they exist as hosts; refuses deleting a linked host', async () => {
    const { ours, domain, create } = setup();
    await create(ours, domain());
    await create(ours, domain('-b'));
    const ns1 = `ns1.${domain()}`;
    const ns2 = `ns2.${domain()}`;
    await ours.createHost({ name: ns1, addresses: ['185.12.64.1'] });
    // ns2 has no host object yet: the update changes nothing.
    expect(await eppCode(ours.update({ name: domain('-b'), nameservers: [ns1, ns2] }))).toBe(2303);
    expect((await ours.info(domain('-b')))?.nameservers).toEqual(external);
    // Out-of-zone names need no host object; the default delegation keeps working.
    await ours.update({ name: domain('-b'), nameservers: [ns1, 'ns.elsewhere.example'] });
    expect((await ours.info(domain('-b')))?.nameservers).toEqual([ns1, 'ns.elsewhere.example']);
    expect(await ours.hostInfo(ns1)).toMatchObject({ linked: true, statuses: ['linked'] });
    expect(await eppCode(ours.deleteHost(ns1))).toBe(2305);
    // A new registration names existing hosts only, too.
    expect(await eppCode(create(ours, domain('-c'), [ns1, ns2]))).toBe(2303);
    expect(await ours.info(domain('-c'))).toBeNull();
    await create(ours, domain('-c'), [ns1, 'ns.elsewhere.example']);

    await ours.update({ name: domain('-b'), nameservers: external });
    await ours.update({ name: domain('-c'), nameservers: external });
    expect((await ours.hostInfo(ns1))?.linked).toBe(false);
    await ours.deleteHost(ns1);
    expect(await ours.hostInfo(ns1)).toBeNull();
    expect(await eppCode(ours.deleteHost(ns1))).toBe(2303);
  });

  it('holds names under its TLDs whose domain is not registered here as external hosts of others', async () => {
    const { ours, domain, create } = setup();
    await create(ours, domain());
    const outside = [`anna.ns.zq-outside-${scenario}.com`, `dns1.zq-outside-${scenario}.io`];
    expect(await ours.checkHosts([...outside, `ns1.${domain()}`])).toEqual([
      { name: outside[0], available: false },
      { name: outside[1], available: false },
      { name: `ns1.${domain()}`, available: true },
    ]);
    expect(await ours.hostInfo(outside[0])).toMatchObject({
      superordinateDomain: null,
      addresses: [],
      linked: false,
      sponsoredByUs: false,
    });
    await ours.update({ name: domain(), nameservers: outside });
    expect((await ours.info(domain()))?.nameservers).toEqual(outside);
    expect(await ours.hostInfo(outside[0])).toMatchObject({ linked: true, statuses: ['linked'] });
    expect(await eppCode(ours.updateHost({ name: outside[0], addAddresses: ['185.12.64.1'] }))).toBe(2201);
    expect(await eppCode(ours.deleteHost(outside[0]))).toBe(2201);
    // A name under a domain registered here still needs its host object (with glue).
    expect(await eppCode(ours.update({ name: domain(), nameservers: [outside[0], `ns1.${domain()}`] }))).toBe(2303);
    await create(ours, domain('-new'), outside);
    expect((await ours.info(domain('-new')))?.nameservers).toEqual(outside);
  });

  it('refuses deleting a domain that has subordinate hosts (2305)', async () => {
    const { ours, domain, create } = setup();
    await create(ours, domain());
    await ours.createHost({ name: `ns1.${domain()}`, addresses: ['185.12.64.1'] });
    expect(await eppCode(ours.delete(domain()))).toBe(2305);
    await ours.deleteHost(`ns1.${domain()}`);
    expect(await ours.delete(domain())).toEqual({ rgpStatus: null });
  });
});
