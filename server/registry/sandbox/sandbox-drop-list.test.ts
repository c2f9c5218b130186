import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { registryPremiumNames } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { SANDBOX_REGISTRANT, sandboxTestDatabase } from '../../test/registry-fixtures';
import type { RegistryGateway } from '../registry-gateway';
import { createSandboxRegistry } from './sandbox-registry';

const START = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

let database: Database;

beforeAll(async () => {
  database = await sandboxTestDatabase(START);
});
afterAll(async () => {
  await database.close();
});

const registrant = SANDBOX_REGISTRANT;

let scenario = 0;
function setup() {
  scenario += 1;
  const clock = fixedClock(START);
  const registry = createSandboxRegistry({ db: database.db, clock, registrarId: `drop-${scenario}` });
  const create = (name: string) =>
    registry.create({ name, periodYears: 1, registrant, nameservers: ['ns1.dns.example', 'ns2.dns.example'], authInfo: 'Secret-Code-1' });
  return { clock, registry, create };
}

async function allReleasing(registry: RegistryGateway, tlds: string[], before: Date) {
  const page = await registry.releasing({ tlds, before, limit: 5000, offset: 0 });
  return page;
}

describe('sandbox registry: drop list', () => {
  it('lists a deleted name with its release date through redemption and pending delete, and no more once purged', async () => {
    const { clock, registry, create } = setup();
    const name = `zq-drop-${scenario}.com`;
    await create(name);
    clock.advance(10 * DAY);
    const deletedAt = clock.now();
    expect((await registry.delete(name)).rgpStatus).toBe('redemptionPeriod');
    // .com: 30 days of redemption, then 5 of pending delete.
    const releaseAt = new Date(deletedAt.getTime() + 35 * DAY);

    const horizon = new Date(clock.now().getTime() + 60 * DAY);
    let list = await allReleasing(registry, ['com'], horizon);
    expect(list.names.find((entry) => entry.name === name)).toEqual({ name, rgpStatus: 'redemptionPeriod', releaseAt });
    // Only names released by `before` count.
    expect((await allReleasing(registry, ['com'], new Date(releaseAt.getTime() - 1))).names.some((entry) => entry.name === name)).toBe(
      false,
    );
    // Another TLD's list does not hold it.
    expect((await allReleasing(registry, ['net'], horizon)).names.some((entry) => entry.name === name)).toBe(false);

    clock.advance(31 * DAY);
    list = await allReleasing(registry, ['com'], horizon);
    expect(list.names.find((entry) => entry.name === name)).toEqual({ name, rgpStatus: 'pendingDelete', releaseAt });
    // Soonest first.
    const times = list.names.map((entry) => entry.releaseAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(list.total).toBe(list.names.length);

    clock.advance(5 * DAY);
    list = await allReleasing(registry, ['com'], horizon);
    expect(list.names.some((entry) => entry.name === name)).toBe(false);
    for await (const result of registry.check([name])) expect(result.available).toBe(true);
  });

  it('pages with the total of all matching names', async () => {
    const { clock, registry, create } = setup();
    const names = [1, 2, 3].map((n) => `zq-drop-${scenario}-${n}.org`);
    for (const name of names) await create(name);
    clock.advance(10 * DAY);
    for (const name of names) {
      await registry.delete(name);
      clock.advance(60_000);
    }
    const before = new Date(clock.now().getTime() + 40 * DAY);
    const all = await registry.releasing({ tlds: ['org'], before, limit: 5000, offset: 0 });
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await registry.releasing({ tlds: ['org'], before, limit: 2, offset: 0 });
    expect(first.names).toHaveLength(2);
    expect(first.total).toBe(all.total);
    const beyond = await registry.releasing({ tlds: ['org'], before, limit: 2, offset: all.total + 10 });
    expect(beyond).toEqual({ names: [], total: all.total });
    expect(await registry.releasing({ tlds: [], before, limit: 10, offset: 0 })).toEqual({ names: [], total: 0 });
    // limit 0: the count alone.
    expect(await registry.releasing({ tlds: ['org'], before, limit: 0, offset: 0 })).toEqual({ names: [], total: all.total });
    const premium = await registry.premiumNames({ tlds: ['org'], limit: 3, offset: 0 });
    expect(await registry.premiumNames({ tlds: ['org'], limit: 0, offset: 0 })).toEqual({ names: [], total: premium.total });
  });
});

describe('sandbox registry: premium names', () => {
  it('offers premium names nobody holds, cheapest first, with the prices check gives, and not once registered', async () => {
    const { registry, create } = setup();
    const page = await registry.premiumNames({ tlds: ['io'], limit: 500, offset: 0 });
    expect(page.names.length).toBeGreaterThan(0);
    expect(page.names.every((entry) => entry.name.endsWith('.io'))).toBe(true);
    const prices = page.names.map((entry) => entry.registerPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const [offered] = page.names;
    for await (const result of registry.check([offered.name])) {
      expect(result).toMatchObject({ available: true, premium: { registerPrice: offered.registerPrice, renewPrice: offered.renewPrice } });
    }
    await create(offered.name);
    const after = await registry.premiumNames({ tlds: ['io'], limit: 500, offset: 0 });
    expect(after.names.some((entry) => entry.name === offered.name)).toBe(false);
    expect(after.total).toBe(page.total - 1);

    const second = await registry.premiumNames({ tlds: ['io'], limit: 1, offset: 1 });
    expect(second.names).toEqual([after.names[1]]);
    expect(second.total).toBe(after.total);
  });

  it('lists nothing for a TLD without premium names', async () => {
    const { registry } = setup();
    const rows = await database.db.select().from(registryPremiumNames);
    expect(rows.some((row) => row.name.endsWith('.de'))).toBe(false);
    expect(await registry.premiumNames({ tlds: ['de'], limit: 10, offset: 0 })).toEqual({ names: [], total: 0 });
  });
});
