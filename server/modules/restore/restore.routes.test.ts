import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { customerDomains, jobs, ledgerEntries, orderItems, orders, payments, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { get, post, startSession, testRegistryEnv, type TestSession } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { startTestMailbox, type TestMailbox } from '../../test/test-mailbox';
import { createJobRepository } from '../jobs/jobs.repository';
import { registrationData } from '../lifecycle/registration-data';
import { commit, CONTACT, fundAccount, newCustomer, newKey, prepareCheckout } from '../payment/payment-test-helpers';
import { RESTORE_DOMAIN_JOB, RESTORE_STATEMENTS } from './restore-domain.job';

const DAY = 86_400_000;
const clock = fixedClock('2027-06-01T08:00:00.000Z');
let database: Database;
let mailbox: TestMailbox;
let app: FastifyInstance;
let registry: Awaited<ReturnType<typeof testRegistryEnv>>;

// The worker is not started: each test decides when the jobs run (services.jobs.drain()).
beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startTestMailbox();
  // The sandbox, or the EPP test server when the suite runs through the EPP gateway (server/test/epp-flows).
  registry = await testRegistryEnv(database, clock);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'dist/no-web-build-in-api-tests',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'https://shop.example.test/',
    ...registry.env,
  });
  app = await buildApp({ config, database, clock, logger: false, startJobs: false });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await registry.close();
  await mailbox.close();
  await database.close();
});

type Customer = TestSession & { login: string; id: number };

async function customer(prefix: string, funds: number): Promise<Customer> {
  const session = await newCustomer(app, prefix);
  if (funds > 0) await fundAccount(app, session, funds);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, session.login));
  return { ...session, id: row.id };
}

async function buy(session: Customer, names: string[]): Promise<void> {
  const init = await prepareCheckout(app, session, names, 'balance');
  expect((await commit(app, session, init.quote.fingerprint)).statusCode).toBe(200);
  await app.services.jobs.drain();
}

/** Puts the customer's name into redemption through the lifecycle's own delete. */
async function intoRedemption(session: Customer, name: string): Promise<void> {
  expect(await app.services.lifecycle.deleteNowForTest(session.id, name)).toBe(true);
  expect((await app.services.registry.info(name))?.rgpStatus).toBe('redemptionPeriod');
}

const errorCode = (response: { json(): { errors?: Array<{ code: number }> } }) => response.json().errors?.[0]?.code;
const ledgerOf = (userId: number) => database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
function withoutId<T extends { id: number }>(row: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...row };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}
const rgpOrdersOf = (userId: number) =>
  database.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.section, 'rgp')));

describe('restore from redemption', { timeout: 120_000 }, () => {
  let owner: Customer;
  let other: Customer;
  let short: Customer;
  let registeredExpiry: Date;

  beforeAll(async () => {
    owner = await customer('restorer', 200_000);
    other = await customer('stranger', 0);
    short = await customer('short', 3_000);
    await buy(owner, ['back-again.com', 'lost-reply.com', 'half-done.com', 'still-live.com']);
    await buy(short, ['short-money.com']);
    registeredExpiry = (await database.db.select().from(customerDomains).where(eq(customerDomains.name, 'back-again.com')))[0].expiresAt;
    // Past the add grace period: a delete now goes into redemption instead of freeing the name.
    clock.advance(10 * DAY);
    for (const name of ['back-again.com', 'lost-reply.com', 'half-done.com']) await intoRedemption(owner, name);
    await intoRedemption(short, 'short-money.com');
  }, 300_000);

  it('is for logged-in users only', async () => {
    const visitor = await startSession(app);
    expect((await get(app, visitor, '/api/v1/domain/restore/list')).statusCode).toBe(401);
    expect((await post(app, visitor, '/api/v1/cart/rgp/add/domain/back-again.com')).statusCode).toBe(401);
    expect((await post(app, visitor, '/api/v1/domain/undelete/back-again.com')).statusCode).toBe(401);
  });

  it('lists the names in redemption with their price; a name whose expiry is ahead is restored without a renewal year', async () => {
    const list = (await get(app, owner, '/api/v1/domain/restore/list')).json().result.domains;
    expect(list.map((entry: { domain: string }) => entry.domain)).toEqual(['back-again.com', 'half-done.com', 'lost-reply.com']);
    expect(list[0]).toMatchObject({
      rgp_status: 'redemptionPeriod',
      restorable: true,
      renewal_years: 0,
      in_cart: false,
      cart_item_id: null,
    });
    expect(list[0].price.total).toBeGreaterThan(0);
    expect(new Date(list[0].restore_until).getTime()).toBe(clock.now().getTime() + 30 * DAY);
    expect((await get(app, other, '/api/v1/domain/restore/list')).json().result.domains).toEqual([]);
  });

  it('refuses what cannot be restored with 6201 and 6304, a second add with 1302, and removes by item id', async () => {
    const notTheirs = await post(app, other, '/api/v1/cart/rgp/add/domain/back-again.com');
    expect(notTheirs.statusCode).toBe(403);
    expect(errorCode(notTheirs)).toBe(6201);
    const unknown = await post(app, owner, '/api/v1/cart/rgp/add/domain/nobody-has-this-one.com');
    expect(errorCode(unknown)).toBe(6201);
    const live = await post(app, owner, '/api/v1/cart/rgp/add/domain/still-live.com');
    expect(live.statusCode).toBe(409);
    expect(errorCode(live)).toBe(6304);
    const german = await post(app, owner, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    expect(german.statusCode).toBe(200);
    const liveDe = await post(app, owner, '/api/v1/cart/rgp/add/domain/still-live.com');
    expect(liveDe.json().errors[0].message).toBe('Die Domain befindet sich nicht in der Redemption Grace Period (RGP)');
    await post(app, owner, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });

    const added = await post(app, owner, '/api/v1/cart/rgp/add/domain/back-again.com');
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().result;
    expect(cart.count).toBe(1);
    const [item] = Object.values(cart.items) as Array<{ id: string; description: string; totalPrice: { total: number } }>;
    expect(item.description).toBe('Domain restore back-again.com');
    const listed = (await get(app, owner, '/api/v1/domain/restore/list')).json().result.domains[0];
    expect(listed).toMatchObject({ in_cart: true, cart_item_id: item.id });
    expect(item.totalPrice.total).toBe(listed.price.total);
    const again = await post(app, owner, '/api/v1/cart/rgp/add/domain/back-again.com');
    expect(errorCode(again)).toBe(1302);
    // Another user's item id changes nothing and answers as for a missing item (1072), as the update of the other carts does.
    const foreign = await post(app, other, `/api/v1/cart/rgp/remove/${item.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([{ code: 1072, field: 'id', message: 'This item is not in the cart (any more).' }]);
    expect((await get(app, owner, '/api/v1/cart/list/all')).json().result.rgp.count).toBe(1);
    const removed = await post(app, owner, `/api/v1/cart/rgp/remove/${item.id}`);
    expect(removed.json().result.count).toBe(0);
    await post(app, owner, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const gone = await post(app, owner, `/api/v1/cart/rgp/remove/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0]).toMatchObject({ code: 1072, message: 'Dieser Artikel ist nicht (mehr) im Warenkorb.' });
    await post(app, owner, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
  });

  it('undelete pays from the balance in one step; the job restores the name, keeping its expiry, and a second undelete is 6305 then 6304', async () => {
    const before = await ledgerOf(owner.id);
    const paid = await post(app, owner, '/api/v1/domain/undelete/back-again.com');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ domain: 'back-again.com', status: 'paid' });
    const running = await post(app, owner, '/api/v1/domain/undelete/back-again.com');
    expect(errorCode(running)).toBe(6305);
    await app.services.jobs.drain();
    const info = await app.services.registry.info('back-again.com');
    expect(info?.statuses).not.toContain('pendingDelete');
    expect(info?.expiresAt).toEqual(registeredExpiry);
    expect((await database.db.select().from(customerDomains).where(eq(customerDomains.name, 'back-again.com')))[0].expiresAt).toEqual(
      registeredExpiry,
    );
    const [order] = await rgpOrdersOf(owner.id);
    expect(order.status).toBe('completed');
    expect((await ledgerOf(owner.id)).length).toBe(before.length + 1);
    const done = await post(app, owner, '/api/v1/domain/undelete/back-again.com');
    expect(errorCode(done)).toBe(6304);
  });

  it('a retry after the lost reply of a restore request sends the report and completes; one after the lost reply of the report only records it', async () => {
    expect((await post(app, owner, '/api/v1/domain/undelete/lost-reply.com')).statusCode).toBe(200);
    expect((await post(app, owner, '/api/v1/domain/undelete/half-done.com')).statusCode).toBe(200);
    // The first attempts got this far at the registry, and their replies were lost.
    await app.services.registry.restore({ name: 'lost-reply.com', op: 'request' });
    await app.services.registry.restore({ name: 'half-done.com', op: 'request' });
    const info = (await app.services.registry.info('half-done.com'))!;
    await app.services.registry.restore({
      name: 'half-done.com',
      op: 'report',
      report: {
        preData: JSON.stringify(registrationData(info)),
        postData: JSON.stringify(registrationData(info)),
        deletedAt: clock.now(),
        restoredAt: clock.now(),
        reason: 'test',
        statements: RESTORE_STATEMENTS,
      },
    });
    await app.services.jobs.drain();
    for (const name of ['lost-reply.com', 'half-done.com']) {
      expect((await app.services.registry.info(name))?.statuses).not.toContain('pendingDelete');
      // The registration and the restore, both completed with the registry's expiry.
      const items = await database.db.select().from(orderItems).where(eq(orderItems.domain, name));
      expect(items.filter((row) => row.status === 'completed' && row.expiresAt?.getTime() === registeredExpiry.getTime())).toHaveLength(2);
    }
    const restoreJobs = await database.db.select().from(jobs).where(eq(jobs.kind, RESTORE_DOMAIN_JOB));
    expect(restoreJobs.every((job) => job.status === 'done')).toBe(true);
  });

  it('undelete with too little balance is refused with 3020 and writes nothing', async () => {
    const price = (await get(app, short, '/api/v1/domain/restore/list')).json().result.domains[0].price.total;
    const balance = (await get(app, short, '/api/v1/account/overview')).json().result.balance;
    expect(balance).toBeLessThan(price);
    const ledgerBefore = (await ledgerOf(short.id)).length;
    const refused = await post(app, short, '/api/v1/domain/undelete/short-money.com');
    expect(refused.statusCode).toBe(402);
    expect(errorCode(refused)).toBe(3020);
    expect(await rgpOrdersOf(short.id)).toEqual([]);
    expect((await ledgerOf(short.id)).length).toBe(ledgerBefore);
    expect((await get(app, short, '/api/v1/account/overview')).json().result.balance).toBe(balance);
    expect((await app.services.registry.info('short-money.com'))?.rgpStatus).toBe('redemptionPeriod');
    // Someone else's name is refused before anything about money is looked at.
    expect(errorCode(await post(app, other, '/api/v1/domain/undelete/short-money.com'))).toBe(6201);
  });

  it('a restore paid earlier whose job runs after an undelete restored the name is refunded, not completed a second time', async () => {
    await buy(owner, ['paid-twice.com']);
    clock.advance(10 * DAY);
    await intoRedemption(owner, 'paid-twice.com');
    const madeEarlier = clock.now();
    clock.advance(60_000);
    const undeleted = await post(app, owner, '/api/v1/domain/undelete/paid-twice.com');
    expect(undeleted.statusCode, undeleted.body).toBe(200);
    await app.services.jobs.drain();
    expect((await app.services.registry.info('paid-twice.com'))?.rgpStatus).not.toBe('redemptionPeriod');
    // The same restore in an order made before the undelete (a cart paid by bank transfer), booked only now.
    const [first] = await database.db.select().from(orders).where(eq(orders.id, undeleted.json().result.order_id));
    const [firstItem] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, first.id));
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, first.paymentId));
    const [bankPayment] = await database.db
      .insert(payments)
      .values({ ...withoutId(payment), idempotencyKey: `${payment.idempotencyKey}:bank` })
      .returning();
    const [bankOrder] = await database.db
      .insert(orders)
      .values({ ...withoutId(first), paymentId: bankPayment.id, status: 'paid', createdAt: madeEarlier })
      .returning();
    const [bankItem] = await database.db
      .insert(orderItems)
      .values({ ...withoutId(firstItem), orderId: bankOrder.id, status: 'pending', expiresAt: null })
      .returning();
    const ledgerBefore = (await ledgerOf(owner.id)).length;
    await createJobRepository(database.db).enqueue(
      {
        kind: RESTORE_DOMAIN_JOB,
        payload: { orderItemId: bankItem.id },
        uniqueKey: `${RESTORE_DOMAIN_JOB}:${bankItem.id}`,
        runAt: clock.now(),
      },
      clock.now(),
    );
    await app.services.jobs.drain();
    const [after] = await database.db.select().from(orderItems).where(eq(orderItems.id, bankItem.id));
    expect(after.status).toBe('refunded');
    const refunds = (await ledgerOf(owner.id)).slice(ledgerBefore);
    expect(refunds.map((entry) => entry.reason)).toEqual(['refund']);
    expect((await database.db.select().from(orderItems).where(eq(orderItems.id, firstItem.id)))[0].status).toBe('completed');
    await app.services.mail.idle();
    const told = mailbox.to(owner.login).filter((mail) => mail.subject === 'paid-twice.com could not be restored');
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('refunded');
  });

  it('an undelete after a refunded one of the same name pays a new order and restores it', async () => {
    await buy(owner, ['second-try.com']);
    clock.advance(10 * DAY);
    await intoRedemption(owner, 'second-try.com');
    const first = await post(app, owner, '/api/v1/domain/undelete/second-try.com');
    expect(first.statusCode, first.body).toBe(200);
    // The job finds the name beyond restoring (as the registry said then) and refunds it.
    const info = (await app.services.registry.info('second-try.com'))!;
    const spy = vi.spyOn(app.services.registry, 'info').mockResolvedValueOnce({ ...info, rgpStatus: 'pendingDelete' });
    await app.services.jobs.drain();
    spy.mockRestore();
    expect((await database.db.select().from(orders).where(eq(orders.id, first.json().result.order_id)))[0].status).toBe('refunded');
    const second = await post(app, owner, '/api/v1/domain/undelete/second-try.com');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result.order_id).not.toBe(first.json().result.order_id);
    expect(second.json().result.status).toBe('paid');
    await app.services.jobs.drain();
    expect((await app.services.registry.info('second-try.com'))?.rgpStatus).not.toBe('redemptionPeriod');
  });

  it('an undelete cancels the unpaid restore of the name waiting for its bank transfer, so the transfer can no longer pay it', async () => {
    await buy(owner, ['by-transfer.com']);
    clock.advance(10 * DAY);
    await intoRedemption(owner, 'by-transfer.com');
    expect((await post(app, owner, '/api/v1/cart/rgp/add/domain/by-transfer.com')).statusCode).toBe(200);
    expect((await post(app, owner, '/api/v1/pay/settings', { type: 'rgp', method: 'bank_transfer' })).statusCode).toBe(200);
    expect((await post(app, owner, '/api/v1/pay/save/contact', { type: 'rgp', contact: CONTACT })).statusCode).toBe(200);
    const init = (await get(app, owner, '/api/v1/pay/init/rgp')).json().result;
    const committed = await post(app, owner, '/api/v1/pay/commit', {
      type: 'rgp',
      idempotency_key: newKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(committed.statusCode, committed.body).toBe(200);
    const [waiting] = (await rgpOrdersOf(owner.id)).filter((order) => order.status === 'pending_payment');
    expect(waiting).toBeDefined();
    const undeleted = await post(app, owner, '/api/v1/domain/undelete/by-transfer.com');
    expect(undeleted.statusCode, undeleted.body).toBe(200);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, waiting.id));
    expect(after.status).toBe('failed');
    expect((await database.db.select().from(payments).where(eq(payments.id, waiting.paymentId)))[0].status).toBe('cancelled');
    await app.services.jobs.drain();
  });
});

describe('restoring a premium name', { timeout: 120_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prices the renewal year of a premium name’s restore at the registry’s premium renewal price, in the list, the rgp cart and the undelete', async () => {
    const owner = await customer('restore-premium', 200_000);
    const io = (await app.services.prices.offers()).byTld.get('io')!;
    const page = await app.services.registry.premiumNames({ tlds: ['io'], limit: 500, offset: 0 });
    const offered = page.names.find((entry) => entry.renewPrice > io.net.renewal)!;
    const created = await registerAtRegistry(app, offered.name);
    await database.db
      .insert(customerDomains)
      .values({ name: offered.name, userId: owner.id, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    clock.advance(10 * DAY);
    await intoRedemption(owner, offered.name);
    // The paid term ended a year before the registry's expiry: the restore includes a renewal year.
    await database.db
      .update(customerDomains)
      .set({ expiresAt: addYears(created.expiresAt, -1) })
      .where(eq(customerDomains.name, offered.name));
    // The registry tells the renewal fee of the registered premium name (renewalFees, decision 070),
    // as an EPP registry's fee extension does; its restore fee is the standard one.
    const [entry] = (await get(app, owner, '/api/v1/domain/restore/list')).json().result.domains;
    expect(entry).toMatchObject({ domain: offered.name, renewal_years: 1 });
    expect(entry.price.retail).toBe(io.net.rgp + offered.renewPrice);
    const added = await post(app, owner, `/api/v1/cart/rgp/add/domain/${offered.name}`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.total.total).toBe(entry.price.total);
    // The one-step undelete charges the same (domain-quote).
    const paid = await post(app, owner, `/api/v1/domain/undelete/${offered.name}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await rgpOrdersOf(owner.id);
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => item.net)).toEqual([io.net.rgp + offered.renewPrice]);
  });
});
