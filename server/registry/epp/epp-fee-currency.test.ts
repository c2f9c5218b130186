import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemView } from '@common/api/order.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates, registryPremiumNames } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { CONTACT, commit, fundAccount, newCustomer, newKey, prepareCheckout } from '../../modules/payment/payment-test-helpers';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { startEppTestRegistry, type EppTestRegistry } from '../../test/epp/epp-test-registry';
import { ownAtRegistry } from '../../test/registry-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { addYears } from '../sandbox/sandbox-lifecycle';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { agreedInRegistryCurrency, toEuroAt } from './epp-registry';
import { NS } from './xml';

/**
 * A registry billing in US dollars (decision 070): the fee extension's amounts are converted to
 * euro with the shop's exchange rates (rounded up to the cent) for the search, the carts and the
 * checkout; the transforms carry the agreed fee in dollars, the euro paid converted at the lower of
 * the payment's rate and today's (rounded down). A dollar that rose after the payment makes the
 * fee too small: the registry refuses it and the line is refunded as price changed; a dollar that
 * fell sends no more than the payment's conversion. On PGlite and PostgreSQL, every frame valid.
 */

const clock = fixedClock(new Date());
let database: Database;
let registry: EppTestRegistry;
let testApp: TestApp;
const app = () => testApp.app;
const server = () => registry.server;
let counter = 0;
const unique = (label: string) => `zq-usd-${label}-${Date.now().toString(36)}-${++counter}.com`;

/** USD per euro, and a new reading of the reference data (its cache lasts a minute of the clock). */
async function setUsdRate(rate: string): Promise<void> {
  await database.db.update(exchangeRates).set({ ratePerEuro: rate }).where(eq(exchangeRates.currency, 'USD'));
  clock.advance(61_000);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.update(exchangeRates).set({ ratePerEuro: '1.250000' }).where(eq(exchangeRates.currency, 'USD'));
  registry = await startEppTestRegistry({
    database,
    clock,
    currency: 'USD',
    server: { extensionUris: [NS.rgp, NS.secDNS, NS.idnLang, NS.fee] },
  });
  testApp = await createTestApp({ clock, database, env: { ...registry.env, LOG_LEVEL: 'silent' }, startJobs: false });
});
afterEach(async () => {
  for (const frame of server().frames.splice(0)) await assertValidEppFrame(frame.xml);
  await setUsdRate('1.250000');
});
afterAll(async () => {
  await testApp?.close();
  await registry?.close();
  await database?.close();
});

const clientFrames = (marker: string, name: string) =>
  server().frames.filter((frame) => frame.from === 'client' && frame.xml.includes(marker) && frame.xml.includes(`>${name}<`));

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

async function itemOf(session: TestSession, itemId: number): Promise<OrderItemView | undefined> {
  const response = await get(app(), session, '/api/v1/user/orders');
  return response
    .json()
    .result.orders.flatMap((order: { items: OrderItemView[] }) => order.items)
    .find((item: OrderItemView) => item.id === itemId);
}

async function owner(label: string) {
  const session = await newCustomer(app(), `usd-${label}`);
  await fundAccount(app(), session, 100_000);
  const name = unique(label);
  const created = await ownAtRegistry(app(), session, name);
  return { session, name, created };
}

async function payRenewal(session: TestSession, name: string) {
  const added = await post(app(), session, `/api/v1/cart/renew/add/domain/${encodeURIComponent(name)}`, { options: { period: 1 } });
  expect(added.statusCode, added.body).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
  const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
  const paid = await post(app(), session, '/api/v1/pay/commit', {
    type: 'renew',
    idempotency_key: newKey(),
    fingerprint: init.quote.fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { init, itemId: paid.json().result.order.items[0].id as number };
}

describe('conversion rules', () => {
  it('a registry amount is euro rounded up; the agreed fee is dollars at the lower rate, rounded down', () => {
    expect(toEuroAt('USD', 1.25)(12_500, 'USD')).toBe(10_000);
    expect(toEuroAt('USD', 1.1)(110, 'USD')).toBe(100);
    expect(toEuroAt('USD', 1.082)(1_000, 'USD')).toBe(925);
    expect(toEuroAt('USD', 1.25)(1_000, 'EUR')).toBeNull();
    expect(toEuroAt('EUR', 1)(1_000, 'EUR')).toBe(1_000);
    expect(agreedInRegistryCurrency(4_800, 'USD', 1.4, 1.25)).toBe(6_000);
    expect(agreedInRegistryCurrency(4_800, 'USD', 1.2, 1.25)).toBe(5_760);
    expect(agreedInRegistryCurrency(4_800, 'USD', 1.25, undefined)).toBe(6_000);
    expect(agreedInRegistryCurrency(4_800, 'EUR', 1.4, 1.25)).toBe(4_800);
  });
});

describe('a registry billing in dollars', () => {
  it('a premium name: priced in euro at the rate, bought, and created with <fee:create> in dollars', async () => {
    const name = unique('create');
    // The test registry reads the sandbox's premium prices as dollar cents: 125.00 USD, 50.00 USD a year after.
    await database.db.insert(registryPremiumNames).values({ name, registerPrice: 12_500, renewPrice: 5_000 });
    const checked = [];
    for await (const result of app().services.registry.check([name])) checked.push(result);
    expect(checked).toEqual([{ name, available: true, premium: { registerPrice: 10_000, renewPrice: 4_000 } }]);
    expect(clientFrames('<domain:check', name)[0].xml).toContain('<fee:currency>USD</fee:currency>');

    const session = await newCustomer(app(), 'usd-create');
    await fundAccount(app(), session, 500_000);
    const init = await prepareCheckout(app(), session, [name], 'balance');
    expect(init.quote.lines[0]).toMatchObject({ net: 10_000, premium: true });
    const paid = await commit(app(), session, init.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    await app().services.jobs.drain();

    expect(await itemOf(session, paid.json().result.order.items[0].id)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<domain:create', name)[0].xml).toMatch(
      /<fee:create [^>]*><fee:currency>USD<\/fee:currency><fee:fee>125\.00<\/fee:fee><\/fee:create>/,
    );
  });

  it('a held premium name: its renewal priced in euro at the rate, and renewed with the dollars the payment converted to', async () => {
    const { session, name, created } = await owner('renew');
    server().premiumFees.set(name, { create: 20_000, renew: 6_000, restore: null });
    expect(await app().services.registry.renewalFees([name])).toEqual(new Map([[name, { renew: 4_800, restore: null }]]));
    const { init, itemId } = await payRenewal(session, name);
    expect(init.quote.lines[0]).toMatchObject({ net: 4_800, premium: true });
    // The dollar fell since the payment (1.40 a euro): the fee stays the payment's 60.00, not 67.20.
    await setUsdRate('1.400000');
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<domain:renew', name)[0].xml).toMatch(/<fee:currency>USD<\/fee:currency><fee:fee>60\.00<\/fee:fee>/);
    const atRegistry = await createSandboxRegistry({ db: database.db, clock, registrarId: 'shop' }).info(name);
    expect(atRegistry!.expiresAt).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - init.quote.gross);
  });

  it('a dollar that rose after the payment: the fee at today’s rate is below the registry’s price, refused and refunded as price changed', async () => {
    const { session, name, created } = await owner('renew-rose');
    server().premiumFees.set(name, { create: 20_000, renew: 6_000, restore: null });
    const { itemId } = await payRenewal(session, name);
    // 1.20 dollars a euro: the 48.00 euro paid buy 57.60 dollars today, less than the 60.00 asked.
    await setUsdRate('1.200000');
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'refunded', failure_code: 'price-changed' });
    expect(clientFrames('<domain:renew', name)[0].xml).toMatch(/<fee:currency>USD<\/fee:currency><fee:fee>57\.60<\/fee:fee>/);
    const atRegistry = await createSandboxRegistry({ db: database.db, clock, registrarId: 'shop' }).info(name);
    expect(atRegistry!.expiresAt).toEqual(created.expiresAt);
    expect(await balanceOf(session)).toBe(100_000);
  });
});
