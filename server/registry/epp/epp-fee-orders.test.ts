import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemView } from '@common/api/order.contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, orders, registryPremiumNames, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { CONTACT, commit, fundAccount, newCustomer, newKey, prepareCheckout } from '../../modules/payment/payment-test-helpers';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { startEppTestRegistry, type EppTestRegistry } from '../../test/epp/epp-test-registry';
import { ownAtRegistry, paidExpiryOf } from '../../test/registry-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { addYears } from '../sandbox/sandbox-lifecycle';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import { NS } from './xml';

/**
 * Paid orders over an EPP registry that speaks the fee extension (decision 068), on the app's
 * database (PGlite or PostgreSQL): a premium registration carries what the customer paid as
 * <fee:create>; a registry whose price rose after the payment refuses (2004), and the line is
 * refunded once with the failure code 'price-changed' (a renewal and a restore too). And the renewal job's last
 * attempt (decision 059, as for registrations): the registry is asked first; an expiry that moved
 * by the paid period completes the item, one that did not refunds it, and a registry that cannot
 * answer refunds nothing until the settle-renewal job hears from it, the operator told.
 */

const clock = fixedClock(new Date());
let database: Database;
let registry: EppTestRegistry;
let testApp: TestApp;
const logLines: string[] = [];
const app = () => testApp.app;
const server = () => registry.server;
let counter = 0;
const unique = (label: string) => `zq-fee-${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  // The fee extension offered; a reply timeout of one second, so a late answer is a timeout without a slow test.
  registry = await startEppTestRegistry({
    database,
    clock,
    replyTimeoutSeconds: 1,
    server: { extensionUris: [NS.rgp, NS.secDNS, NS.idnLang, NS.fee] },
  });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  // Jobs run only when a test drains them, so a fault meets the attempt it is meant for.
  testApp = await createTestApp({ clock, database, env: { ...registry.env, LOG_LEVEL: 'error' }, logStream, startJobs: false });
});
afterEach(async () => {
  // Every frame, the fee elements included (the tests' fee-1.0 schema), validates.
  for (const frame of server().frames.splice(0)) await assertValidEppFrame(frame.xml);
});
afterAll(async () => {
  await testApp?.close();
  await registry?.close();
  await database?.close();
});

async function itemOf(session: TestSession, itemId: number): Promise<OrderItemView | undefined> {
  const response = await get(app(), session, '/api/v1/user/orders');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .result.orders.flatMap((order: { items: OrderItemView[] }) => order.items)
    .find((item: OrderItemView) => item.id === itemId);
}

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

const clientFrames = (marker: string, name: string) =>
  server().frames.filter((frame) => frame.from === 'client' && frame.xml.includes(marker) && frame.xml.includes(`>${name}<`));

/** The name as the registry holds it, asked of the sandbox behind the test server directly. */
const atRegistry = (name: string) => createSandboxRegistry({ db: database.db, clock, registrarId: 'shop' }).info(name);

const amount = (cents: number) => (cents / 100).toFixed(2);

async function until(condition: () => Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A premium .com name at the registry (the sandbox's premium list), bought through the cart and paid from the balance. */
async function buyPremium(label: string, prices: { registerPrice: number; renewPrice: number }) {
  const name = unique(label);
  await database.db.insert(registryPremiumNames).values({ name, ...prices });
  const session = await newCustomer(app(), `fee-${label}`);
  await fundAccount(app(), session, 500_000);
  const init = await prepareCheckout(app(), session, [name], 'balance');
  const paid = await commit(app(), session, init.quote.fingerprint);
  expect(paid.statusCode, paid.body).toBe(200);
  const line = init.quote.lines[0] as { net: number };
  return { name, session, gross: init.quote.gross as number, net: line.net, itemId: paid.json().result.order.items[0].id as number };
}

async function payRenewal(session: TestSession, name: string, period: number) {
  const added = await post(app(), session, `/api/v1/cart/renew/add/domain/${encodeURIComponent(name)}`, { options: { period } });
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
  const order = paid.json().result.order as { items: Array<{ id: number; domain: string }> };
  const line = (init.quote.lines as Array<{ domain: string; net: number; premium: boolean }>).find((entry) => entry.domain === name)!;
  return { gross: init.quote.gross as number, line, itemId: order.items.find((item) => item.domain === name)!.id };
}

/** A customer owning a .com name at the registry, with money for a renewal. */
async function owner(label: string) {
  const session = await newCustomer(app(), `fee-${label}`);
  await fundAccount(app(), session, 100_000);
  const name = unique(label);
  const created = await ownAtRegistry(app(), session, name);
  return { session, name, created };
}

/** The item's job of `kind` gets `attempts` attempts in all, so a test reaches its last one. */
async function attemptsOf(kind: string, itemId: number, attempts: number): Promise<void> {
  const changed = await database.db
    .update(jobs)
    .set({ maxAttempts: attempts })
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'orderItemId' = ${String(itemId)}`))
    .returning({ id: jobs.id });
  expect(changed).toHaveLength(1);
}

const told = (text: string) =>
  logLines
    .join('')
    .split('\n')
    .filter((line) => line.includes(text));

/** The registry refuses the next logins (the sessions open now are dropped first, so the next command logs in). */
async function refuseLogins(count: number): Promise<void> {
  server().dropConnections();
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (let i = 0; i < count; i += 1) server().injectFault({ kind: 'code', code: 2200, command: 'login' });
}

describe('a premium registration over a registry with the fee extension', () => {
  it('carries the amount paid as <fee:create> and completes', async () => {
    const prices = { registerPrice: 24_900, renewPrice: 9_900 };
    const { name, session, gross, net, itemId } = await buyPremium('ok', prices);
    // The customer was charged the registry's premium price (net, euro).
    expect(net).toBe(prices.registerPrice);
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', failure_code: null });
    const creates = clientFrames('<domain:create', name);
    expect(creates).toHaveLength(1);
    expect(creates[0].xml).toContain(`<fee:currency>EUR</fee:currency><fee:fee>${amount(prices.registerPrice)}</fee:fee></fee:create>`);
    expect(await balanceOf(session)).toBe(500_000 - gross);
  });

  it('whose price rose after the payment: refused (2004), refunded once as price changed, nothing registered', async () => {
    const prices = { registerPrice: 30_000, renewPrice: 10_000 };
    const { name, session, itemId } = await buyPremium('rose', prices);
    // The registry raised its price between the payment and the create.
    server().premiumFees.set(name, { create: 35_000, renew: 10_000, restore: 10_000 });
    await app().services.jobs.drain();
    await app().services.jobs.drain();

    const item = await itemOf(session, itemId);
    expect(item).toMatchObject({ status: 'refunded', failure_code: 'price-changed', refund: { destination: 'balance' } });
    expect(await balanceOf(session)).toBe(500_000);
    expect(clientFrames('<domain:create', name)).toHaveLength(1);
    expect(clientFrames('<domain:create', name)[0].xml).toContain(`<fee:fee>${amount(prices.registerPrice)}</fee:fee>`);
    expect(await atRegistry(name)).toBeNull();
    // The refusal is stored with the item (2004), as every transform is.
    expect(item?.registry_transactions?.some((transaction) => transaction.command === 'create' && transaction.code === 2004)).toBe(true);
  });
});

describe('registry faults around a premium registration with the fee', () => {
  it('a create whose reply is lost after the registry carried it out is settled by info: the fee sent once, registered and charged once', async () => {
    const prices = { registerPrice: 26_000, renewPrice: 9_000 };
    server().injectFault({ kind: 'close-after', command: 'domain:create' });
    const { name, session, gross, itemId } = await buyPremium('lost-reply', prices);
    await app().services.jobs.drain();
    clock.advance(10 * 60_000);
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', refund: null });
    const creates = clientFrames('<domain:create', name);
    expect(creates).toHaveLength(1);
    expect(creates[0].xml).toContain(`<fee:fee>${amount(prices.registerPrice)}</fee:fee>`);
    expect((await atRegistry(name))?.sponsoredByUs).toBe(true);
    expect(await balanceOf(session)).toBe(500_000 - gross);
  });

  it('garbage instead of the answer to the fee check: nothing is created, the order waits and registers on a later attempt', async () => {
    const prices = { registerPrice: 27_000, renewPrice: 9_000 };
    const { name, session, gross, itemId } = await buyPremium('garbage-check', prices);
    // The check is a query, asked once more on a new session after a broken one: both answers are garbage.
    server().injectFault({ kind: 'garbage', command: 'domain:check' });
    server().injectFault({ kind: 'garbage', command: 'domain:check' });
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(clientFrames('<domain:create', name)).toHaveLength(0);
    expect(await balanceOf(session)).toBe(500_000 - gross);

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<domain:create', name)).toHaveLength(1);
    expect(await balanceOf(session)).toBe(500_000 - gross);
  });
});

describe('a renewal of a name the registry prices as premium', () => {
  it('whose renewal fee is above what the customer paid: refused (2004), refunded as price changed, the expiry unchanged', async () => {
    const { session, name, created } = await owner('renew-rose');
    server().premiumFees.set(name, { create: 5_000, renew: 5_000, restore: 10_000 });
    const { itemId, line } = await payRenewal(session, name, 1);
    expect(line).toMatchObject({ net: 5_000, premium: true });
    // The registry's price rises after the payment.
    server().premiumFees.set(name, { create: 90_000, renew: 90_000, restore: 10_000 });
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'refunded', failure_code: 'price-changed' });
    expect(await balanceOf(session)).toBe(100_000);
    const renews = clientFrames('<domain:renew', name);
    expect(renews).toHaveLength(1);
    expect(renews[0].xml).toContain('<fee:renew');
    expect((await atRegistry(name))!.expiresAt).toEqual(created.expiresAt);
    expect(await paidExpiryOf(app(), name)).toEqual(created.expiresAt);
  });

  it('whose renewal fee the customer paid: renewed with <fee:renew> of the amount paid', async () => {
    const { session, name, created } = await owner('renew-ok');
    server().premiumFees.set(name, { create: 100, renew: 100, restore: 100 });
    const { gross, itemId } = await payRenewal(session, name, 1);
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<domain:renew', name)[0].xml).toMatch(
      /<fee:renew [^>]*><fee:currency>EUR<\/fee:currency><fee:fee>\d+\.\d\d<\/fee:fee>/,
    );
    expect((await atRegistry(name))!.expiresAt).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });
});

describe('the last attempt of a renewal failed', () => {
  it('a renew carried out after the reply timeout is found by info after the grace period: completed, not refunded', async () => {
    const { session, name, created } = await owner('last-late');
    const { gross, itemId } = await payRenewal(session, name, 1);
    await attemptsOf('renew-domain', itemId, 1);
    logLines.length = 0;
    // The registry renews only after the shop gave up waiting.
    server().injectFault({ kind: 'delay', ms: 2_500, command: 'domain:renew' });
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(100_000 - gross);
    expect(told('not refunded, asked again later')).toHaveLength(1);
    await until(async () => (await atRegistry(name))!.expiresAt.getTime() > created.expiresAt.getTime());

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', refund: null });
    expect(clientFrames('<domain:renew', name)).toHaveLength(1);
    expect(await paidExpiryOf(app(), name)).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });

  it('while the registry cannot answer nothing is refunded, the operator is told, and the item is refunded once info shows no renewal', async () => {
    const { session, name, created } = await owner('last-silent');
    const { gross, itemId } = await payRenewal(session, name, 1);
    await attemptsOf('renew-domain', itemId, 1);
    logLines.length = 0;
    // The attempt's login and the info after it are both refused.
    await refuseLogins(2);
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(100_000 - gross);
    const lines = told('not refunded, asked again later');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 50, orderItemId: itemId, domain: name });

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'refunded', failure_code: null });
    expect(clientFrames('<domain:renew', name)).toHaveLength(0);
    expect((await atRegistry(name))!.expiresAt).toEqual(created.expiresAt);
    expect(await balanceOf(session)).toBe(100_000);
  });

  it('an expiry that moved by the paid period while the last attempt failed completes the item instead of refunding it', async () => {
    const { session, name, created } = await owner('last-moved');
    const { gross, itemId } = await payRenewal(session, name, 1);
    await attemptsOf('renew-domain', itemId, 1);
    // The renewal happened at the registry (an earlier attempt's late reply, as the registry sees it) …
    await app().services.registry.renew({ name, currentExpiry: created.expiresAt, periodYears: 1 });
    // … and the job's only attempt fails on a refused login; the info after it answers.
    await refuseLogins(1);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', refund: null });
    expect(await paidExpiryOf(app(), name)).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });

  it('when the registry stays silent past the settle job, the item is neither completed nor refunded and the operator is told', async () => {
    const { session, name } = await owner('last-gone');
    const { gross, itemId } = await payRenewal(session, name, 1);
    await attemptsOf('renew-domain', itemId, 1);
    await refuseLogins(2);
    await app().services.jobs.drain();
    const settle = await database.db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(eq(jobs.uniqueKey, `settle-renewal:${itemId}`))
      .returning({ id: jobs.id });
    expect(settle).toHaveLength(1);
    logLines.length = 0;
    await refuseLogins(1);
    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(100_000 - gross);
    const lines = told('could not be settled');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 50, orderItemId: itemId, domain: name });
  });
});

describe('a restore of a name the registry prices as premium', () => {
  /** A customer's name past its add grace period, deleted into redemption by the lifecycle's own delete. */
  async function inRedemption(label: string) {
    const { session, name } = await owner(label);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, session.login));
    clock.advance(6 * 86_400_000);
    expect(await app().services.lifecycle.deleteNowForTest(user!.id, name)).toBe(true);
    expect((await atRegistry(name))?.rgpStatus).toBe('redemptionPeriod');
    return { session, name };
  }

  async function undelete(session: TestSession, name: string): Promise<number> {
    const paid = await post(app(), session, `/api/v1/domain/undelete/${name}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const orders = (await get(app(), session, '/api/v1/user/orders')).json().result.orders as Array<{
      section: string;
      items: OrderItemView[];
    }>;
    return orders.find((order) => order.section === 'rgp')!.items.find((item) => item.domain === name)!.id;
  }

  it('whose restore fee is above what the customer paid: the request carries <fee:update>, is refused (2004) and refunded as price changed', async () => {
    const { session, name } = await inRedemption('restore-rose');
    server().premiumFees.set(name, { create: 100, renew: 100, restore: 9_000 });
    const itemId = await undelete(session, name);
    // The registry's restore fee rises after the payment.
    server().premiumFees.set(name, { create: 100, renew: 100, restore: 900_000 });
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'refunded', failure_code: 'price-changed' });
    expect(await balanceOf(session)).toBe(100_000);
    const requests = clientFrames('<rgp:restore op="request"', name);
    expect(requests).toHaveLength(1);
    expect(requests[0].xml).toMatch(/<fee:update [^>]*><fee:currency>EUR<\/fee:currency><fee:fee>\d+\.\d\d<\/fee:fee><\/fee:update>/);
    expect((await atRegistry(name))?.rgpStatus).toBe('redemptionPeriod');
  });

  it('whose restore fee the customer paid: restored with <fee:update> of the amount paid', async () => {
    const { session, name } = await inRedemption('restore-ok');
    server().premiumFees.set(name, { create: 100, renew: 100, restore: 100 });
    const itemId = await undelete(session, name);
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<rgp:restore op="request"', name)[0].xml).toContain('<fee:update');
    expect((await atRegistry(name))?.rgpStatus).not.toBe('redemptionPeriod');
  });
});

describe('a held premium name renewed and restored at the registry’s price (decision 070)', () => {
  const priceOf = async (session: TestSession, name: string) =>
    (await get(app(), session, '/api/v1/domain/renew/list')).json().result.items.find((item: { domain: string }) => item.domain === name)
      .price.retail as number;

  it('a renewal the registry prices above the list: the renew list, cart and checkout show its price, the renew carries it and succeeds', async () => {
    const { session, name, created } = await owner('renew-held');
    // The standard .com renewal is 13.90; the registry asks 43.21 for this name.
    server().premiumFees.set(name, { create: 50_000, renew: 4_321, restore: null });
    expect(await priceOf(session, name)).toBe(4_321);
    const info = (await post(app(), session, `/api/v1/cart/renew/info/${name}`, { options: { period: 2 } })).json().result;
    expect(info.price.retail).toBe(2 * 4_321);
    const { gross, line, itemId } = await payRenewal(session, name, 2);
    expect(line).toMatchObject({ net: 2 * 4_321, premium: true });
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', failure_code: null });
    const renews = clientFrames('<domain:renew', name);
    expect(renews).toHaveLength(1);
    expect(renews[0].xml).toMatch(
      new RegExp(`<fee:renew [^>]*><fee:currency>EUR</fee:currency><fee:fee>${amount(2 * 4_321)}</fee:fee></fee:renew>`),
    );
    expect((await atRegistry(name))!.expiresAt).toEqual(addYears(created.expiresAt, 2));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });

  it('the sandbox’s own premium name, held: both gateways tell its renewal price, and the renewal over EPP is charged and sent at it', async () => {
    const { session, name, created } = await owner('renew-list');
    // The sandbox's premium list keeps a name once it is held: its renewal price is the registry's.
    await database.db.insert(registryPremiumNames).values({ name, registerPrice: 9_000, renewPrice: 3_333 });
    const sandbox = createSandboxRegistry({ db: database.db, clock, registrarId: 'shop' });
    expect(await sandbox.renewalFees([name])).toEqual(new Map([[name, { renew: 3_333, restore: null }]]));
    expect(await app().services.registry.renewalFees([name, unique('standard')])).toEqual(
      new Map([[name, { renew: 3_333, restore: null }]]),
    );

    expect(await priceOf(session, name)).toBe(3_333);
    const { gross, line, itemId } = await payRenewal(session, name, 1);
    expect(line).toMatchObject({ net: 3_333, premium: true });
    await app().services.jobs.drain();

    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<domain:renew', name)[0].xml).toContain(`<fee:fee>${amount(3_333)}</fee:fee>`);
    expect((await atRegistry(name))!.expiresAt).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });

  it('a restore the registry prices above the list: the restore list and the undelete charge its fee, the request carries it and succeeds', async () => {
    const session = await newCustomer(app(), 'fee-restore-held');
    await fundAccount(app(), session, 100_000);
    const name = unique('restore-held');
    await ownAtRegistry(app(), session, name);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, session.login));
    clock.advance(6 * 86_400_000);
    expect(await app().services.lifecycle.deleteNowForTest(user!.id, name)).toBe(true);
    // The list's restore is 79.00; the registry asks 250.00 for this name's.
    server().premiumFees.set(name, { create: 50_000, renew: 2_000, restore: 25_000 });

    const listed = (await get(app(), session, '/api/v1/domain/restore/list')).json().result.domains;
    const entry = listed.find((item: { domain: string }) => item.domain === name);
    expect(entry).toMatchObject({ renewal_years: 0 });
    expect(entry.price.retail).toBe(25_000);
    // The restore cart prices it alike (the row carries the registry's restore fee).
    const added = await post(app(), session, `/api/v1/cart/rgp/add/domain/${name}`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.total.total).toBe(entry.price.total);
    const paid = await post(app(), session, `/api/v1/domain/undelete/${name}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = (await get(app(), session, '/api/v1/user/orders'))
      .json()
      .result.orders.find((o: { section: string }) => o.section === 'rgp');
    expect(order.net).toBe(25_000);
    await app().services.jobs.drain();

    expect(await itemOf(session, order.items[0].id)).toMatchObject({ status: 'completed' });
    expect(clientFrames('<rgp:restore op="request"', name)[0].xml).toMatch(
      new RegExp(`<fee:update [^>]*><fee:currency>EUR</fee:currency><fee:fee>${amount(25_000)}</fee:fee></fee:update>`),
    );
    expect(await balanceOf(session)).toBe(100_000 - order.gross);
  });
});

// Last in this file: it moves the clock a year on.
describe('the lifecycle sweep’s auto-renewal of a held premium name (decision 070)', () => {
  it('sends no renew (the registry renewed at expiry) and charges the registry’s renewal price, not the list’s', async () => {
    const { session, name, created } = await owner('auto-renew');
    // The list renews .com for 13.90; the registry bills 70.00 for this name.
    server().premiumFees.set(name, { create: 50_000, renew: 7_000, restore: null });
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, session.login));
    clock.set(new Date(created.expiresAt.getTime() + 3_600_000));
    server().frames.splice(0);
    await app().services.lifecycle.schedule();
    await app().services.jobs.drain();

    const renewals = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user!.id), eq(orders.section, 'renew')));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'completed', net: 7_000 });
    expect(clientFrames('<domain:renew', name)).toEqual([]);
    expect(await paidExpiryOf(app(), name)).toEqual(addYears(created.expiresAt, 1));
  });
});
