import type { TransferCheckView, TransferList, TransferView } from '@common/api/transfer.contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customerDomains,
  customerDomainStates,
  domainTransfers,
  orderItems,
  orders as ordersTable,
  registryDomains,
  registryPollMessages,
  users,
} from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { createSandboxRegistry } from '../../registry/sandbox/sandbox-registry';
import type { RegistryGateway } from '../../registry/registry-gateway';
import { registerAtRegistry, TEST_REGISTRANT } from '../../test/registry-fixtures';
import { generate } from 'otplib';
import { createTestApp, get, loginAs, post, sessionAfter, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';
import { TRANSFER_DOMAIN_JOB } from './transfer-jobs';

const DAY = 86_400_000;
const CODE = 'Right-Code-42';
const PASSWORD = 'a-long-secret-phrase';

const clock = fixedClock(new Date());
let testApp: TestApp;
/** Another registrar at the same sandbox registry: the losing side of transfers in, the gaining side of transfers out. */
let other: RegistryGateway;
const app = () => testApp.app;
const db = () => app().services.database.db;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  other = createSandboxRegistry({ db: db(), clock, registrarId: 'nordhafen' });
});
afterAll(async () => {
  await testApp.close();
});

/** A name held by the other registrar, registered `ageDays` ago, with our test auth code. */
async function foreignName(label: string, options: { ageDays?: number; statuses?: string[] } = {}): Promise<string> {
  const name = unique(label);
  await other.create({ name, periodYears: 2, registrant: TEST_REGISTRANT, nameservers: [], authInfo: CODE });
  const createdAt = new Date(clock.now().getTime() - (options.ageDays ?? 400) * DAY);
  await db().update(registryDomains).set({ createdAt }).where(eq(registryDomains.name, name));
  if (options.statuses) await other.update({ name, addStatuses: options.statuses });
  return name;
}

async function check(session: TestSession, name: string): Promise<TransferCheckView> {
  const response = await get(app(), session, `/api/v1/domain/transfer/check/${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

async function listOf(session: TestSession, state: 'open' | 'all' = 'all'): Promise<TransferList> {
  const response = await get(app(), session, '/api/v1/domain/transfer/list', { state });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

/**
 * A customer with money who puts a transfer into the cart and pays it from the balance; the job has run.
 * `codeChangedTo`: the losing registrar sets a new code after the cart took the right one, before the payment.
 */
async function buyTransfer(name: string, options: { codeChangedTo?: string } = {}) {
  const session = await newCustomer(app(), 'transfer');
  await fundAccount(app(), session, 50_000);
  const added = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
  expect(added.statusCode, added.body).toBe(200);
  if (options.codeChangedTo) await other.update({ name, authInfo: options.codeChangedTo });
  const init = await prepareCheckout(app(), session, [], 'balance');
  const paid = await commit(app(), session, init.quote.fingerprint);
  expect(paid.statusCode, paid.body).toBe(200);
  await app().services.jobs.drain();
  const [item] = await db()
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.domain, name), eq(orderItems.type, 'Transfer')));
  return { session, item, gross: init.quote.gross as number };
}

async function transferOf(itemId: number) {
  const [row] = await db().select().from(domainTransfers).where(eq(domainTransfers.orderItemId, itemId));
  return row;
}

describe('transfer in: check and cart', () => {
  it('tells which names can move here, and why not', async () => {
    const session = await newCustomer(app(), 'checker');
    const free = await check(session, unique('nobody-has-this'));
    expect(free).toMatchObject({ transferable: false, problem: 'not-registered' });

    const ready = await foreignName('ready');
    const view = await check(session, ready);
    expect(view).toMatchObject({ domain: ready, transferable: true, problem: null, locked_until: null });
    expect(view.price?.total).toBeGreaterThan(0);

    expect(await check(session, await foreignName('prohibited', { statuses: ['clientTransferProhibited'] }))).toMatchObject({
      transferable: false,
      problem: 'prohibited',
    });

    const young = await foreignName('young', { ageDays: 10 });
    const tooSoon = await check(session, young);
    expect(tooSoon).toMatchObject({ transferable: false, problem: 'too-soon' });
    // The .com policy's 60 days after creation.
    expect(new Date(tooSoon.locked_until!).getTime()).toBe(clock.now().getTime() - 10 * DAY + 60 * DAY);

    const ours = unique('ours-already');
    await registerAtRegistry(app(), ours);
    expect(await check(session, ours)).toMatchObject({ transferable: false, problem: 'already-here' });

    const bad = await get(app(), session, '/api/v1/domain/transfer/check/not a name');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 1051, field: 'domain' });
  });

  it('puts a transfer with its auth code into the register cart, priced with the transfer price, without showing the code', async () => {
    const session = await newCustomer(app(), 'cart');
    const name = await foreignName('to-cart');
    const response = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(CODE);
    const items = Object.values(response.json().result.items) as Array<{
      type: string;
      domain: string;
      totalPrice: { total: number };
      description: string;
    }>;
    const item = items.find((entry) => entry.domain === name)!;
    expect(item).toMatchObject({ type: 'Transfer' });
    expect(item.totalPrice.total).toBe((await check(session, name)).price!.total);
    expect(response.json().result.count).toBe(1);

    const again = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe(1302);
  });

  it('refuses a malformed auth code, a locked name and a name inside the 60-day lock, changing nothing', async () => {
    const session = await newCustomer(app(), 'refused');
    const cases: Array<[string, string, number, number]> = [
      [await foreignName('short-code'), 'abc', 400, 1096],
      [await foreignName('space-code'), 'has space in it', 400, 1096],
      [await foreignName('locked', { statuses: ['clientTransferProhibited'] }), CODE, 409, 1092],
      [await foreignName('fresh', { ageDays: 59 }), CODE, 409, 1093],
      [unique('unregistered'), CODE, 409, 1090],
    ];
    for (const [name, code, status, errorCode] of cases) {
      const response = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: code });
      expect(response.statusCode, name).toBe(status);
      expect(response.json().errors[0].code, name).toBe(errorCode);
    }
    const cart = await get(app(), session, '/api/v1/cart/list/all');
    expect(cart.json().result.register.count).toBe(0);
  });
});

describe('transfer in: the auth code is checked at the registry before the cart', () => {
  const cartCount = async (session: TestSession) =>
    (await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count as number;

  it("refuses a wrong auth code with 1088 on the auth code field, in the user's language, and the cart stays empty", async () => {
    const name = await foreignName('wrong-code');
    const session = await newCustomer(app(), 'wrong-code');
    const wrong = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: 'Wrong-Code-99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, result: null });
    expect(wrong.json().errors[0]).toMatchObject({ code: 1088, field: 'auth_code', message: expect.stringContaining('auth code') });
    expect(await cartCount(session)).toBe(0);

    const german = await newCustomer(app(), 'wrong-code-de');
    await post(app(), german, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const wrongDe = await post(app(), german, `/api/v1/cart/add/transfer/${name}`, { auth_code: 'Wrong-Code-99' });
    expect(wrongDe.json().errors[0]).toMatchObject({
      code: 1088,
      field: 'auth_code',
      message: expect.stringContaining('Auth-Code nicht angenommen'),
    });
    expect(await cartCount(german)).toBe(0);
    // Nothing changed at the registry either.
    expect((await other.info(name))!.pendingTransfer).toBeNull();

    // The right code still goes in (the wrong one was not a reason for "Already in cart").
    const right = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
    expect(right.statusCode, right.body).toBe(200);
    expect(await cartCount(session)).toBe(1);
  });

  it('lets a visitor correct the code of a transfer in the cart, checked the same way, and the transfer then goes through', async () => {
    const name = await foreignName('corrected');
    const session = await startSession(app());
    expect((await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE })).statusCode).toBe(200);
    // The losing registrar sets a new code while the name waits in the cart.
    await other.update({ name, authInfo: 'Newer-Code-2026' });

    const stale = await post(app(), session, `/api/v1/cart/update/transfer/${name}`, { auth_code: 'Still-Wrong-1' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toMatchObject({ code: 1088, field: 'auth_code' });
    const malformed = await post(app(), session, `/api/v1/cart/update/transfer/${name}`, { auth_code: 'a b' });
    expect(malformed.json().errors[0]).toMatchObject({ code: 1096, field: 'auth_code' });
    const notInCart = await post(app(), session, `/api/v1/cart/update/transfer/${await foreignName('not-in-cart')}`, { auth_code: CODE });
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json().errors[0]).toMatchObject({ code: 1072, field: 'domain' });

    const corrected = await post(app(), session, `/api/v1/cart/update/transfer/${name}`, { auth_code: 'Newer-Code-2026' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.body).not.toContain('Newer-Code-2026');
    expect(corrected.json().result.count).toBe(1);

    // Logged in and paid: the registry takes the request with the corrected code.
    const customer = await newCustomer(app(), 'corrected');
    await fundAccount(app(), customer, 50_000);
    expect((await post(app(), customer, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE })).json().errors[0].code).toBe(1088);
    expect((await post(app(), customer, `/api/v1/cart/add/transfer/${name}`, { auth_code: 'Newer-Code-2026' })).statusCode).toBe(200);
    await other.update({ name, authInfo: 'Third-Code-2026' });
    expect((await post(app(), customer, `/api/v1/cart/update/transfer/${name}`, { auth_code: 'Third-Code-2026' })).statusCode).toBe(200);
    const init = await prepareCheckout(app(), customer, [], 'balance');
    expect((await commit(app(), customer, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect((await listOf(customer, 'open')).transfers[0]).toMatchObject({ domain: name, state: 'pending' });
    expect((await other.info(name))!.pendingTransfer?.requestedBy).toBe('shop');
  });

  it('answers 1090 to a code correction for a name the registry no longer has', async () => {
    const name = await foreignName('gone-meanwhile');
    const session = await startSession(app());
    expect((await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE })).statusCode).toBe(200);
    // As if the name had been purged at the registry while it waited in the cart.
    await db().delete(registryDomains).where(eq(registryDomains.name, name));
    const gone = await post(app(), session, `/api/v1/cart/update/transfer/${name}`, { auth_code: CODE });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().errors[0]).toMatchObject({ code: 1090, field: 'domain' });
  });

  it('a burst of parallel guesses is held to the same limit: five reach the registry, the rest wait (1429)', async () => {
    const name = await foreignName('burst');
    const session = await newCustomer(app(), 'burster');
    const asked = vi.spyOn(app().services.registry, 'infoWithAuth');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: `Burst-${index}-xyz` }),
      ),
    );
    const codes = answers.map((answer) => answer.json().errors[0].code);
    expect(codes.filter((code) => code === 1088)).toHaveLength(5);
    expect(codes.filter((code) => code === 1429)).toHaveLength(7);
    expect(asked.mock.calls.filter(([asked]) => asked === name)).toHaveLength(5);
    asked.mockRestore();
  });

  it('slows down guessing: after five wrong codes for a name the next try waits (1429), even with the right code', async () => {
    const name = await foreignName('guessing');
    const session = await newCustomer(app(), 'guesser');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: `Guess-${attempt}-xyz` });
      expect(wrong.json().errors[0].code, `attempt ${attempt}`).toBe(1088);
    }
    const held = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
    expect(held.statusCode).toBe(429);
    expect(held.json().errors[0]).toMatchObject({ code: 1429, field: 'auth_code' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(await cartCount(session)).toBe(0);
    // Another name of the same customer is not held back.
    expect(
      (await post(app(), session, `/api/v1/cart/add/transfer/${await foreignName('guessing-other')}`, { auth_code: CODE })).statusCode,
    ).toBe(200);

    clock.advance(2_000);
    expect((await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE })).statusCode).toBe(200);
  });
});

describe('transfer in: the job, the poll reader and cancel', () => {
  it("requests the transfer, shows it pending, and after five days without an answer the name is the customer's with a year added", async () => {
    const name = await foreignName('auto-approve');
    const before = (await other.info(name))!;
    const { session, item } = await buyTransfer(name);

    const pending = (await listOf(session, 'open')).transfers;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: item.id, domain: name, state: 'pending', cancellable: true });
    expect(new Date(pending[0].act_by!).getTime() - new Date(pending[0].requested_at!).getTime()).toBe(5 * DAY);
    const atRegistry = (await other.info(name))!;
    expect(atRegistry.pendingTransfer?.requestedBy).toBe('shop');

    clock.advance(5 * DAY + 60_000);
    await app().services.transfers.poll();
    const [owned] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(owned).toBeDefined();
    const info = (await app().services.registry.info(name))!;
    expect(info.sponsoredByUs).toBe(true);
    expect(info.expiresAt.getTime()).toBe(new Date(before.expiresAt).setUTCFullYear(before.expiresAt.getUTCFullYear() + 1));
    expect(owned.expiresAt.getTime()).toBe(info.expiresAt.getTime());

    const again = await loginAs(app(), session.login, PASSWORD);
    expect((await listOf(again, 'open')).transfers).toHaveLength(0);
    expect((await listOf(again, 'all')).transfers[0]).toMatchObject({ state: 'approved', cancellable: false });
    const orders = (await get(app(), again, '/api/v1/user/orders')).json().result.orders;
    expect(orders[0].status).toBe('completed');
    const domains = (await get(app(), again, '/api/v1/domain/list')).json().result.domains.map((row: { domain: string }) => row.domain);
    expect(domains).toContain(name);
  });

  it('does not request twice when an earlier attempt reached the registry but its answer was lost', async () => {
    const name = await foreignName('lost-reply');
    const { item } = await buyTransfer(name);
    expect((await transferOf(item.id)).state).toBe('pending');
    // As if the job had stopped after the registry took the request, before recording it.
    await db()
      .update(domainTransfers)
      .set({ state: 'requested', requestedAt: null, actBy: null })
      .where(eq(domainTransfers.orderItemId, item.id));
    await app().services.transfers.handlers[TRANSFER_DOMAIN_JOB].run({ orderItemId: item.id }, undefined as never);
    const row = await transferOf(item.id);
    expect(row.state).toBe('pending');
    expect(row.actBy).not.toBeNull();
    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after.status).toBe('provisioning');
  });

  it('does not refund when the retries ran out but the request is pending at the registry', async () => {
    const name = await foreignName('lost-then-down');
    const { session, item, gross } = await buyTransfer(name);
    // As if the request had reached the registry, its answer lost, and the retries then failed on errors.
    await db()
      .update(domainTransfers)
      .set({ state: 'requested', requestedAt: null, actBy: null })
      .where(eq(domainTransfers.orderItemId, item.id));
    await app().services.transfers.handlers[TRANSFER_DOMAIN_JOB].onFinalFailure!(
      { orderItemId: item.id },
      new Error('registry unavailable'),
      undefined as never,
    );
    const row = await transferOf(item.id);
    expect(row.state).toBe('pending');
    expect(row.actBy).not.toBeNull();
    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after.status).toBe('provisioning');
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });

  it('completes instead of refunding when the retries ran out on errors after the registry had approved the transfer', async () => {
    const name = await foreignName('lost-then-approved');
    const { session, item, gross } = await buyTransfer(name);
    await other.transfer({ op: 'approve', name });
    // As if the answer had been lost and every retry had failed on errors before the poll reader came.
    await db()
      .update(domainTransfers)
      .set({ state: 'requested', requestedAt: null, actBy: null })
      .where(eq(domainTransfers.orderItemId, item.id));
    await app().services.transfers.handlers[TRANSFER_DOMAIN_JOB].onFinalFailure!(
      { orderItemId: item.id },
      new Error('registry unavailable'),
      undefined as never,
    );
    expect((await transferOf(item.id)).state).toBe('approved');
    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after.status).toBe('completed');
    const [owned] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(owned?.userId).toBeDefined();
    expect(await balanceOf(session)).toBe(50_000 - gross);
    // The registry's approval message later changes nothing.
    await app().services.transfers.poll();
    expect(await balanceOf(session)).toBe(50_000 - gross);
    expect(await db().select().from(customerDomains).where(eq(customerDomains.name, name))).toHaveLength(1);
  });

  it('refunds when the losing registrar changed the auth code between cart and payment, with the reason as a code for the order pages', async () => {
    const name = await foreignName('code-changed');
    const { session, item, gross } = await buyTransfer(name, { codeChangedTo: 'Changed-Code-77' });
    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after.status).toBe('refunded');
    expect(gross).toBeGreaterThan(0);
    expect((await listOf(session)).transfers[0]).toMatchObject({ state: 'failed', cancellable: false });
    expect((await other.info(name))!.pendingTransfer).toBeNull();
    const orders = (await get(app(), session, '/api/v1/user/orders')).json().result.orders;
    expect(orders[0].items.find((entry: { id: number }) => entry.id === item.id)).toMatchObject({
      status: 'refunded',
      failure_code: 'auth-code',
    });
    await app().services.mail.idle();
    const mail = testApp.mailbox.to(session.login).find((entry) => entry.subject.includes(name));
    expect(mail?.text).toMatch(/Auth-Code|auth code/);
  });

  it('completes at once when the losing registrar approves, and a second poll changes nothing', async () => {
    const name = await foreignName('approved');
    const { session, item, gross } = await buyTransfer(name);
    await other.transfer({ op: 'approve', name });
    await app().services.transfers.poll();
    expect((await transferOf(item.id)).state).toBe('approved');
    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after.status).toBe('completed');
    expect(await db().select().from(customerDomains).where(eq(customerDomains.name, name))).toHaveLength(1);
    await app().services.transfers.poll();
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });

  it('refunds a transfer the losing registrar rejects', async () => {
    const name = await foreignName('rejected');
    const { session, item } = await buyTransfer(name);
    await other.transfer({ op: 'reject', name });
    await app().services.transfers.poll();
    expect((await transferOf(item.id)).state).toBe('rejected');
    expect(await balanceOf(session)).toBe(50_000);
  });

  it('cancels a pending transfer once, at the registry, with a full refund; a second cancel and other users are refused', async () => {
    const name = await foreignName('cancel');
    const { session, item } = await buyTransfer(name);
    const stranger = await newCustomer(app(), 'stranger');
    const foreign = await post(app(), stranger, `/api/v1/domain/transfer/cancel/${item.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].code).toBe(1098);

    const cancelled = await post(app(), session, `/api/v1/domain/transfer/cancel/${item.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result as TransferView).toMatchObject({ id: item.id, state: 'cancelled', cancellable: false });
    expect((await other.info(name))!.pendingTransfer).toBeNull();
    expect(await balanceOf(session)).toBe(50_000);

    const twice = await post(app(), session, `/api/v1/domain/transfer/cancel/${item.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe(1089);
    expect(await balanceOf(session)).toBe(50_000);
    expect((await listOf(session)).transfers[0].state).toBe('cancelled');

    // One the registry settled otherwise (rejected) cannot be cancelled: 1097.
    const rejectedName = await foreignName('cancel-rejected');
    const rejected = await buyTransfer(rejectedName);
    await other.transfer({ op: 'reject', name: rejectedName });
    await app().services.transfers.poll();
    const tooLate = await post(app(), rejected.session, `/api/v1/domain/transfer/cancel/${rejected.item.id}`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().errors[0].code).toBe(1097);
  });

  it('answers simultaneous cancels once with 200 and otherwise 1089 already cancelled (never 1060), refunding once, round after round', async () => {
    for (let round = 1; round <= 4; round++) {
      const name = await foreignName(`cancel-race-${round}`);
      const { session, item } = await buyTransfer(name);
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(app(), session, `/api/v1/domain/transfer/cancel/${item.id}`)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}: ${answers.map((answer) => answer.body).join(' | ')}`).toEqual([200, 409, 409, 409]);
      for (const answer of answers.filter((entry) => entry.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ success: false, result: null });
        expect(answer.json().errors[0]).toMatchObject({
          code: 1089,
          field: 'id',
          message: 'This transfer has already been cancelled (or its cancellation is under way).',
        });
      }
      expect(await balanceOf(session)).toBe(50_000);
      expect((await transferOf(item.id)).state).toBe('cancelled');
      expect((await other.info(name))!.pendingTransfer).toBeNull();
      // Later ones answer the same.
      const later = await post(app(), session, `/api/v1/domain/transfer/cancel/${item.id}`);
      expect(later.json().errors[0].code).toBe(1089);
    }
  });

  it('refunds a transfer whose name another customer of ours moved here first, and the name stays theirs', async () => {
    const name = await foreignName('taken-first');
    const late = await newCustomer(app(), 'transfer-late');
    await fundAccount(app(), late, 50_000);
    const added = await post(app(), late, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
    expect(added.statusCode, added.body).toBe(200);
    const first = await buyTransfer(name);
    await other.transfer({ op: 'approve', name });
    await app().services.transfers.poll();
    expect((await transferOf(first.item.id)).state).toBe('approved');

    const init = await prepareCheckout(app(), late, [], 'balance');
    const paid = await commit(app(), late, init.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    await app().services.jobs.drain();
    const [item] = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.domain, name), eq(orderItems.type, 'Transfer'), ne(orderItems.id, first.item.id)));
    expect(item.status).toBe('refunded');
    expect(await balanceOf(late)).toBe(50_000);
    const [owned] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(owned.orderItemId).toBe(first.item.id);
  });

  it("completes an item only for the name's owner: another customer's name refunds it, the same customer's retry completes it", async () => {
    const orderOf = async (orderId: number) => (await db().select().from(ordersTable).where(eq(ordersTable.id, orderId)))[0];
    const itemOf = async (itemId: number) => (await db().select().from(orderItems).where(eq(orderItems.id, itemId)))[0];
    const created = { createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 365 * DAY) };

    const owner = await buyTransfer(await foreignName('guard-owner'));
    const ownerOrder = await orderOf(owner.item.orderId);
    const name = await foreignName('guard-taken');
    const late = await buyTransfer(name);
    // As if another customer of ours had got the name meanwhile.
    await db()
      .insert(customerDomains)
      .values({ name, userId: ownerOrder.userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    expect(await app().services.orders.completeItem(await itemOf(late.item.id), await orderOf(late.item.orderId), created)).toBe(false);
    expect((await itemOf(late.item.id)).status).toBe('refunded');
    expect(await balanceOf(late.session)).toBe(50_000);
    const owners = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(owners.map((row) => row.userId)).toEqual([ownerOrder.userId]);

    // The same customer's row (an earlier attempt that stopped before recording the item): completed.
    const mine = await foreignName('guard-mine');
    const retry = await buyTransfer(mine);
    const retryOrder = await orderOf(retry.item.orderId);
    await db().insert(customerDomains).values({
      name: mine,
      userId: retryOrder.userId,
      orderItemId: retry.item.id,
      registeredAt: created.createdAt,
      expiresAt: created.expiresAt,
    });
    expect(await app().services.orders.completeItem(await itemOf(retry.item.id), retryOrder, created)).toBe(true);
    expect((await itemOf(retry.item.id)).status).toBe('completed');
    expect(await balanceOf(retry.session)).toBe(50_000 - retry.gross);
  });

  it('refunds a transfer cancelled at the registry whose refund did not happen, when the cancel message comes', async () => {
    const name = await foreignName('cancel-crash');
    const { session, item } = await buyTransfer(name);
    // As if cancel() had stopped after the registry took the cancel, before refunding.
    await app().services.registry.transfer({ op: 'cancel', name });
    await db()
      .insert(registryPollMessages)
      .values({
        registrarId: 'shop',
        kind: 'transfer-cancelled',
        name,
        message: `The transfer of ${name} was cancelled.`,
        queuedAt: clock.now(),
      });
    await app().services.transfers.poll();
    expect((await transferOf(item.id)).state).toBe('cancelled');
    expect(await balanceOf(session)).toBe(50_000);
    await app().services.transfers.poll();
    expect(await balanceOf(session)).toBe(50_000);
  });

  it('refunds on a second cancel when the first one reached the registry but stopped before its refund', async () => {
    const name = await foreignName('cancel-again');
    const { session, item } = await buyTransfer(name);
    // As if cancel() had stopped after the registry took the cancel (no message comes to us for it).
    await app().services.registry.transfer({ op: 'cancel', name });
    const retried = await post(app(), session, `/api/v1/domain/transfer/cancel/${item.id}`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().result as TransferView).toMatchObject({ id: item.id, state: 'cancelled' });
    expect(await balanceOf(session)).toBe(50_000);
    const twice = await post(app(), session, `/api/v1/domain/transfer/cancel/${item.id}`);
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(session)).toBe(50_000);
  });

  it('is for logged-in users only', async () => {
    const visitor = await startSession(app());
    for (const response of [
      await get(app(), visitor, '/api/v1/domain/transfer/list'),
      await post(app(), visitor, '/api/v1/domain/transfer/cancel/1'),
      await post(app(), visitor, '/api/v1/domain/authcode/example.com', { password: PASSWORD }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, status: 2003 });
    }
  });
});

describe('transfer out: auth code, registrar lock, privacy', () => {
  async function ownedName(userLogin: string, label: string): Promise<string> {
    const name = unique(label);
    const created = await registerAtRegistry(app(), name);
    // Past the registry's 60-day lock, so that another registrar could take it.
    await db()
      .update(registryDomains)
      .set({ createdAt: new Date(clock.now().getTime() - 100 * DAY) })
      .where(eq(registryDomains.name, name));
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.login, userLogin));
    await db().insert(customerDomains).values({ name, userId: user.id, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    return name;
  }

  it('answers the auth code only to the owner with the current password, and can set a new one', async () => {
    const session = await newCustomer(app(), 'owner');
    const name = await ownedName(session.login, 'authcode');
    const wrong = await post(app(), session, `/api/v1/domain/authcode/${name}`, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: 2115, field: 'password' });

    const stranger = await newCustomer(app(), 'not-owner');
    const notOwner = await post(app(), stranger, `/api/v1/domain/authcode/${name}`, { password: PASSWORD });
    expect(notOwner.statusCode).toBe(404);
    expect(notOwner.json().errors[0].code).toBe(1080);

    const shown = await post(app(), session, `/api/v1/domain/authcode/${name}`, { password: PASSWORD });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result.auth_code).toBe((await app().services.registry.info(name))!.authInfo);

    const renewed = await post(app(), session, `/api/v1/domain/authcode/${name}`, { password: PASSWORD, regenerate: true });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const code = renewed.json().result.auth_code;
    expect(code).not.toBe(shown.json().result.auth_code);
    expect((await app().services.registry.info(name))!.authInfo).toBe(code);
  });

  it('asks for the app code too when two-factor login is on', async () => {
    const session = await newCustomer(app(), 'owner-2fa');
    const name = await ownedName(session.login, 'authcode-2fa');
    const setup = await post(app(), session, '/api/v1/user/2fa/setup', { password: PASSWORD });
    const { secret } = setup.json().result;
    const enabled = await post(app(), session, '/api/v1/user/2fa/enable', {
      code: await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const current = enabled.headers['set-cookie'] ? sessionAfter(enabled) : session;

    const withoutCode = await post(app(), current, `/api/v1/domain/authcode/${name}`, { password: PASSWORD });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().errors[0]).toMatchObject({ code: 2111, field: 'code' });
    const wrongCode = await post(app(), current, `/api/v1/domain/authcode/${name}`, { password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().errors[0]).toMatchObject({ code: 2111, field: 'code' });

    clock.advance(30_000);
    const shown = await post(app(), current, `/api/v1/domain/authcode/${name}`, {
      password: PASSWORD,
      code: await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }),
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result.auth_code).toBe((await app().services.registry.info(name))!.authInfo);
  });

  it('sets and lifts the registrar lock at the registry; unlocked, another registrar takes the name and it leaves the account', async () => {
    const session = await newCustomer(app(), 'lock');
    const name = await ownedName(session.login, 'lock');
    // The list gives the name its state row (the snapshot the poll reader updates).
    expect((await get(app(), session, '/api/v1/domain/list')).statusCode).toBe(200);
    const locked = await post(app(), session, `/api/v1/domain/transfer-lock/${name}`, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().result).toMatchObject({ transfer_lock: true });
    const code = (await app().services.registry.info(name))!.authInfo!;
    await expect(other.transfer({ op: 'request', name, authInfo: code })).rejects.toMatchObject({ eppCode: 2304 });

    const unlocked = await post(app(), session, `/api/v1/domain/transfer-lock/${name}`, { locked: false });
    expect(unlocked.json().result).toMatchObject({ transfer_lock: false });
    await other.transfer({ op: 'request', name, authInfo: code });
    await app().services.transfers.poll();
    const [state] = await db().select().from(customerDomainStates).where(eq(customerDomainStates.name, name));
    expect(state.statuses).toContain('pendingTransfer');

    await other.transfer({ op: 'query', name });
    clock.advance(5 * DAY + 60_000);
    await app().services.transfers.poll();
    expect(await db().select().from(customerDomains).where(eq(customerDomains.name, name))).toHaveLength(0);
    await app().services.mail.idle();
    expect(
      testApp.mailbox.to(session.login).some((mail) => mail.subject.includes(name) && /transferred|übertragen/.test(mail.subject)),
    ).toBe(true);

    const stranger = await newCustomer(app(), 'lock-stranger');
    const refused = await post(app(), stranger, `/api/v1/domain/transfer-lock/${name}`, { locked: true });
    expect(refused.statusCode).toBe(404);
  });

  it('turns WHOIS privacy on only by selling the rest of the term (decision 028), and off at once', async () => {
    const session = await newCustomer(app(), 'privacy');
    const name = await ownedName(session.login, 'privacy');
    const on = await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: true });
    expect(on.statusCode, on.body).toBe(200);
    // Not paid for: it waits in the renew cart (privacy.routes.test.ts pays it).
    expect(on.json().result).toMatchObject({ privacy: false, in_cart: true });
    const off = await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: false });
    expect(off.json().result).toMatchObject({ privacy: false });
    const [state] = await db().select().from(customerDomainStates).where(eq(customerDomainStates.name, name));
    expect(state.privacy).toBe(false);
  });

  it('carries the privacy chosen in the cart into the registered domain', async () => {
    const session = await newCustomer(app(), 'cart-privacy');
    await fundAccount(app(), session, 50_000);
    const name = unique('with-privacy');
    const added = await post(app(), session, `/api/v1/cart/add/domain/${name}`);
    const itemId = Object.values(added.json().result.items as Record<string, { id: string; domain: string }>).find(
      (entry) => entry.domain === name,
    )!.id;
    const updated = await post(app(), session, `/api/v1/cart/update/${itemId}`, { privacy_level: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    const list = (await get(app(), session, '/api/v1/domain/list')).json().result.domains;
    expect(list.find((row: { domain: string }) => row.domain === name)).toMatchObject({ privacy: true });
  });
});
