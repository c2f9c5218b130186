import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSandboxRegistry } from '../../db/seed/sandbox-registry.seed';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { SANDBOX_REGISTRANT } from '../../test/registry-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { dsLine, parseDsLine } from '../ds-data';
import { RegistryError, type DsData } from '../registry-gateway';
import { createSandboxRegistry } from './sandbox-registry';

const NOW = new Date('2026-11-22T10:00:00Z');
let database: Database;
let scenario = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSandboxRegistry(database.db, NOW);
});
afterAll(async () => {
  await database.close();
});

/** DS records as PowerDNS prints them for an ECDSA P-256 key (RFC 6605 §6.1 example digest). */
const SHA256: DsData = {
  keyTag: 55648,
  alg: 13,
  digestType: 2,
  digest: 'B4C8C1FE2E7477127B27115656AD6256F424625BF5C1E2770CE6D6E37DF61D17',
};
const SHA384: DsData = { keyTag: 55648, alg: 13, digestType: 4, digest: 'a'.repeat(96) };
const OTHER: DsData = { keyTag: 1234, alg: 8, digestType: 2, digest: 'C'.repeat(64) };

async function setup(tld = 'com') {
  scenario += 1;
  const clock = fixedClock(NOW);
  const registry = createSandboxRegistry({ db: database.db, clock, registrarId: `ds-us-${scenario}` });
  const rival = createSandboxRegistry({ db: database.db, clock, registrarId: `ds-rival-${scenario}` });
  const name = `zq-ds-${scenario}.${tld}`;
  await registry.create({
    name,
    periodYears: 1,
    registrant: SANDBOX_REGISTRANT,
    nameservers: ['ns1.sandbox-dns.example', 'ns2.sandbox-dns.example'],
    authInfo: 'Secret-Code-1',
  });
  return { registry, rival, name };
}

async function eppCode(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof RegistryError) return error.eppCode;
    throw error;
  }
}

describe('sandbox registry: secDNS (RFC 5910)', () => {
  it('a new name has no DS; added DS records are read back with info, digests in upper case', async () => {
    const { registry, name } = await setup();
    expect((await registry.info(name))?.dsData).toEqual([]);
    await registry.update({ name, secDns: { add: [SHA256, SHA384] } });
    expect((await registry.info(name))?.dsData).toEqual([SHA256, { ...SHA384, digest: 'A'.repeat(96) }]);
  });

  it('removes one DS, or all of them; removals come before additions, and a repeated command changes nothing', async () => {
    const { registry, name } = await setup();
    await registry.update({ name, secDns: { add: [SHA256, OTHER] } });
    await registry.update({ name, secDns: { add: [OTHER] } });
    expect((await registry.info(name))?.dsData).toHaveLength(2);
    await registry.update({ name, secDns: { remove: [{ ...OTHER, digest: OTHER.digest.toLowerCase() }] } });
    await registry.update({ name, secDns: { remove: [OTHER] } });
    expect((await registry.info(name))?.dsData).toEqual([SHA256]);
    // A key rollover in one command: everything out, the new key in.
    await registry.update({ name, secDns: { removeAll: true, add: [OTHER] } });
    expect((await registry.info(name))?.dsData).toEqual([OTHER]);
    await registry.update({ name, secDns: { removeAll: true } });
    expect((await registry.info(name))?.dsData).toEqual([]);
  });

  it('refuses DS for a TLD whose registry takes none (.gg), and says so in its policy', async () => {
    expect((await createSandboxRegistry({ db: database.db, clock: fixedClock(NOW), registrarId: 'x' }).policy('gg'))?.dnssec).toBe(false);
    const { registry, name } = await setup('gg');
    expect((await registry.policy('com'))?.dnssec).toBe(true);
    expect(await eppCode(registry.update({ name, secDns: { add: [SHA256] } }))).toBe(2306);
    expect((await registry.info(name))?.dsData).toEqual([]);
  });

  it('refuses malformed and deprecated DS records and changes nothing', async () => {
    const { registry, name } = await setup();
    await registry.update({ name, secDns: { add: [SHA256] } });
    expect(await eppCode(registry.update({ name, secDns: { add: [{ ...OTHER, digestType: 1, digest: 'A'.repeat(40) }] } }))).toBe(2306);
    expect(await eppCode(registry.update({ name, secDns: { add: [{ ...OTHER, alg: 5 }] } }))).toBe(2306);
    expect(await eppCode(registry.update({ name, secDns: { add: [{ ...OTHER, digest: 'A'.repeat(63) }] } }))).toBe(2005);
    expect(await eppCode(registry.update({ name, secDns: { add: [{ ...OTHER, digest: 'Z'.repeat(64) }] } }))).toBe(2005);
    expect(await eppCode(registry.update({ name, secDns: { add: [{ ...OTHER, keyTag: 70000 }] } }))).toBe(2005);
    expect(await eppCode(registry.update({ name, secDns: { removeAll: true, remove: [SHA256] } }))).toBe(2005);
    const tooMany = Array.from({ length: 9 }, (_, index) => ({ ...OTHER, keyTag: index + 1 }));
    expect(await eppCode(registry.update({ name, secDns: { add: tooMany } }))).toBe(2306);
    expect((await registry.info(name))?.dsData).toEqual([SHA256]);
  });

  it("only the sponsor changes a name's DS, and not while clientUpdateProhibited is set", async () => {
    const { registry, rival, name } = await setup();
    expect(await eppCode(rival.update({ name, secDns: { add: [SHA256] } }))).toBe(2201);
    await registry.update({ name, addStatuses: ['clientUpdateProhibited'] });
    expect(await eppCode(registry.update({ name, secDns: { add: [SHA256] } }))).toBe(2304);
    expect((await registry.info(name))?.dsData).toEqual([]);
  });

  it('reads the DS lines a DNS server prints, and writes them back the same', () => {
    const line = '55648 13 2 b4c8c1fe2e7477127b27115656ad6256f424625bf5c1e2770ce6d6e37df61d17';
    expect(parseDsLine(line)).toEqual(SHA256);
    expect(dsLine(parseDsLine(line)!)).toBe(line.toUpperCase());
    expect(parseDsLine('55648 13 2')).toBeNull();
    expect(parseDsLine('70000 13 2 AB')).toBeNull();
  });
});
