import type { PremiumExpiringItem, PremiumExpiringList } from '@common/api/premium.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';

const DAY = 86_400_000;
const clock = fixedClock(new Date());

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

async function listOf(session: TestSession, query: Record<string, string> = {}): Promise<PremiumExpiringList> {
  const response = await get(app(), session, '/api/v1/domain/premium-and-expiring', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

/** The whole list of one kind and TLD, page by page. */
async function allOf(session: TestSession, query: Record<string, string>): Promise<PremiumExpiringItem[]> {
  const items: PremiumExpiringItem[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listOf(session, { ...query, per_page: '100', page: String(page) });
    items.push(...list.items);
    if (list.items.length < 100) return items;
  }
}

async function listedPrice(session: TestSession, tld: string) {
  return (await get(app(), session, '/api/v1/price/list', { tld })).json().result.prices[0];
}

describe('GET /domain/premium-and-expiring', () => {
  it('shows a visitor the premium names of a TLD with the registry price, VAT included, cheapest first', async () => {
    const visitor = await startSession(app());
    const list = await listOf(visitor, { kind: 'premium', tld: 'io', per_page: '5' });
    const registry = await app().services.registry.premiumNames({ tlds: ['io'], limit: 5, offset: 0 });
    expect(list).toMatchObject({ total: registry.total, premium_total: registry.total, page: 1, per_page: 5 });
    expect(list.items.map((item) => item.domain)).toEqual(registry.names.map((entry) => entry.name));
    const [first] = list.items;
    const net = registry.names[0].registerPrice;
    expect(first).toMatchObject({ kind: 'premium', tld: 'io', available: true, in_cart: false, release_at: null, registry_status: null });
    // Germany (the visitor's default country) with 19 % VAT, in euros.
    expect(first.price).toMatchObject({ currency: 'EUR', retail: net, vat: Math.round(net * 0.19), total: net + Math.round(net * 0.19) });
    expect(first.price.display_total).toMatch(/€/);
    const totals = list.items.map((item) => item.price.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('prices in the session currency', async () => {
    const american = await startSession(app());
    await post(app(), american, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    const list = await listOf(american, { kind: 'premium', tld: 'io', per_page: '1' });
    expect(list.items[0].price).toMatchObject({ currency: 'USD', vat: 0 });
    expect(list.items[0].price.display_total).toMatch(/^\$/);
  });

  it('lists a deleted name on the drop list with its release date and the shop price, not to be added before then', async () => {
    const visitor = await startSession(app());
    const name = 'drop-list-demo-name.com';
    await registerAtRegistry(app(), name);
    clock.advance(10 * DAY);
    await app().services.registry.delete(name);
    const deletedAt = clock.now().getTime();

    // A fresh session each time: weeks pass, and an idle session ends.
    const find = async () =>
      (await allOf(await startSession(app()), { kind: 'expiring', tld: 'com' })).find((item) => item.domain === name);
    const entry = await find();
    const com = await listedPrice(visitor, 'com');
    expect(entry).toMatchObject({
      kind: 'expiring',
      registry_status: 'redemption',
      available: false,
      in_cart: false,
      release_at: new Date(deletedAt + 35 * DAY).toISOString(),
    });
    expect(entry!.price.total).toBe(com.registration.total);
    expect(entry!.renewal.total).toBe(com.renewal.total);

    // Still held at the registry: the cart refuses it and stays empty.
    const add = await post(app(), visitor, `/api/v1/cart/add/domain/${name}`, {});
    expect(add.statusCode).toBe(409);
    expect(add.json().errors[0]).toMatchObject({ code: 1070 });
    expect((await get(app(), visitor, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);

    clock.advance(31 * DAY);
    expect(await find()).toMatchObject({ registry_status: 'pending-delete', available: false });
    clock.advance(5 * DAY);
    expect(await find()).toBeUndefined();
    // Released: an ordinary registration now.
    expect((await post(app(), await startSession(app()), `/api/v1/cart/add/domain/${name}`, {})).statusCode).toBe(200);
  });

  it('marks the names in the session cart', async () => {
    const visitor = await startSession(app());
    const [first, second] = (await listOf(visitor, { kind: 'premium', tld: 'ai', per_page: '2' })).items;
    const added = await post(app(), visitor, `/api/v1/cart/add/domain/${second.domain}`, {});
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().result;
    expect(cart.items[Object.keys(cart.items)[0]]).toMatchObject({ domain: second.domain, premium: true });
    const again = (await listOf(visitor, { kind: 'premium', tld: 'ai', per_page: '2' })).items;
    expect(again.map((item) => [item.domain, item.in_cart])).toEqual([
      [first.domain, false],
      [second.domain, true],
    ]);
    // Another visitor's cart is not this one.
    const other = await startSession(app());
    expect((await listOf(other, { kind: 'premium', tld: 'ai', per_page: '2' })).items.every((item) => !item.in_cart)).toBe(true);
  });

  it('pages through premium names first, then the drop list, as one list', async () => {
    const visitor = await startSession(app());
    const premium = await allOf(visitor, { kind: 'premium', tld: 'com' });
    const expiring = await allOf(visitor, { kind: 'expiring', tld: 'com' });
    const all = await allOf(visitor, { kind: 'all', tld: 'com' });
    expect(all.map((item) => item.domain)).toEqual([...premium, ...expiring].map((item) => item.domain));
    const page = await listOf(visitor, { tld: 'com', per_page: '7', page: '2' });
    expect(page).toMatchObject({ total: premium.length + expiring.length, premium_total: premium.length, expiring_total: expiring.length });
    expect(page.items.map((item) => item.domain)).toEqual(all.slice(7, 14).map((item) => item.domain));
  });

  it('has demo names on both lists from the sandbox seed', async () => {
    const visitor = await startSession(app());
    const list = await listOf(visitor, { per_page: '1' });
    expect(list.premium_total).toBeGreaterThan(0);
    expect(list.expiring_total).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 and the field, in the session language', async () => {
    const visitor = await startSession(app());
    for (const [query, field, code] of [
      [{ kind: 'cheap' }, 'kind', 1005],
      [{ page: '0' }, 'page', 1005],
      [{ per_page: '101' }, 'per_page', 1005],
      [{ tld: 'no-such-tld' }, 'tld', 1055],
      [{ tld: 'a.b' }, 'tld', 1055],
      [{ tld: '..' }, 'tld', 1055],
      [{ tld: 'c o m' }, 'tld', 1055],
      [{ tld: 'xn--' }, 'tld', 1055],
      [{ tld: 'x'.repeat(65) }, 'tld', 1005],
    ] as const) {
      const response = await get(app(), visitor, '/api/v1/domain/premium-and-expiring', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code, field });
    }
    const german = await startSession(app(), { 'accept-language': 'de' });
    await post(app(), german, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const response = await get(app(), german, '/api/v1/domain/premium-and-expiring', { tld: 'no-such-tld' });
    const english = await get(app(), visitor, '/api/v1/domain/premium-and-expiring', { tld: 'no-such-tld' });
    expect(response.json().errors[0].message).not.toBe(english.json().errors[0].message);
  });

  it('accepts the TLD with a dot or in Unicode', async () => {
    const visitor = await startSession(app());
    expect((await listOf(visitor, { kind: 'premium', tld: '.IO', per_page: '1' })).items[0].tld).toBe('io');
    expect((await listOf(visitor, { kind: 'expiring', tld: 'рф', per_page: '1' })).page).toBe(1);
  });
});
