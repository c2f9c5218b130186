import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDomains, ledgerEntries, orders, payments, prepaidAccounts, sandboxGatewayRefunds, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { createPrepaidAccountRepository } from '../prepaid-account/prepaid-account.repository';
import { ownAtRegistry, paidExpiryOf } from '../../test/registry-fixtures';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { commit, decideOnHostedPage, fundAccount, newCustomer, newKey, prepareCheckout } from './payment-test-helpers';

/**
 * The races of issue 5, each run 20 times: on PGlite (one connection, transactions in turn) and,
 * with DATABASE_URL, on PostgreSQL with a pool, where they really overlap.
 */
const ROUNDS = 20;
/** Many rounds of real concurrency: on a busy two-core machine they take longer than one request's test. */
const ROUND_TIMEOUT_MS = 120_000;

let testApp: TestApp;
const app = () => testApp.app;
const services = () => app().services;
const db = () => services().database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const userIdOf = async (login: string) => (await db().select().from(users).where(eq(users.login, login)))[0].id;
const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

async function ledgerMatches(userId: number): Promise<void> {
  const [account] = await db().select().from(prepaidAccounts).where(eq(prepaidAccounts.userId, userId));
  expect(account.balance).toBeGreaterThanOrEqual(0);
  expect(await services().prepaidAccounts.find(userId)).toMatchObject({ balance: account.balance });
  const [sum] = await db()
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  expect(Number(sum.sum)).toBe(account.balance);
  const negative = await db()
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.userId} = ${userId} and ${ledgerEntries.balanceAfter} < 0`);
  expect(negative).toHaveLength(0);
}

describe('races', () => {
  it(
    `the same commit sent twice at once: one order, one charge (${ROUNDS} rounds)`,
    async () => {
      const session = await newCustomer(app());
      await fundAccount(app(), session, 400_000);
      const userId = await userIdOf(session.login);
      let expected = 400_000;
      for (let round = 0; round < ROUNDS; round += 1) {
        const init = await prepareCheckout(app(), session, [`double-click-${round}.com`], 'balance');
        const key = newKey();
        const answers = await Promise.all([
          commit(app(), session, init.quote.fingerprint, key),
          commit(app(), session, init.quote.fingerprint, key),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        const [first, second] = answers.map((answer) => answer.json().result);
        expect(second.payment_id).toBe(first.payment_id);
        expect(second.order.id).toBe(first.order.id);
        expected -= init.quote.gross;
        expect(await balanceOf(session)).toBe(expected);
      }
      expect(
        await db()
          .select()
          .from(payments)
          .where(eq(payments.purpose, 'order'))
          .then((rows) => rows.filter((row) => row.userId === userId)),
      ).toHaveLength(ROUNDS);
      expect(await db().select().from(orders).where(eq(orders.userId, userId))).toHaveLength(ROUNDS);
      await ledgerMatches(userId);
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `one cart paid from two tabs at once (different keys): paid once, the other refused (${ROUNDS} rounds)`,
    async () => {
      const session = await newCustomer(app());
      await fundAccount(app(), session, 400_000);
      const userId = await userIdOf(session.login);
      let expected = 400_000;
      for (let round = 0; round < ROUNDS; round += 1) {
        const init = await prepareCheckout(app(), session, [`two-tabs-${round}.com`], 'balance');
        const answers = await Promise.all([0, 1, 2].map(() => commit(app(), session, init.quote.fingerprint)));
        const codes = answers.map((answer) => answer.statusCode).sort();
        expect(codes[0]).toBe(200);
        expect(codes.filter((code) => code === 200)).toHaveLength(1);
        for (const answer of answers.filter((entry) => entry.statusCode !== 200))
          expect([3022, 3023]).toContain(answer.json().errors[0].code);
        expected -= init.quote.gross;
        expect(await balanceOf(session)).toBe(expected);
      }
      expect(await db().select().from(orders).where(eq(orders.userId, userId))).toHaveLength(ROUNDS);
      await ledgerMatches(userId);
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `a card page approved while a new commit of the same cart pays it from the balance: fulfilled once, any late approval refunded to the card (${ROUNDS} rounds)`,
    async () => {
      const session = await newCustomer(app());
      await fundAccount(app(), session, 400_000);
      const userId = await userIdOf(session.login);
      let expected = 400_000;
      const outcomes = new Set<string>();
      for (let round = 0; round < ROUNDS; round += 1) {
        const name = `stale-page-${round}.com`;
        const init = await prepareCheckout(app(), session, [name], 'card');
        const first = (await commit(app(), session, init.quote.fingerprint)).json().result;
        expect(first.status).toBe('pending');
        expect((await post(app(), session, '/api/v1/pay/settings', { type: 'register', method: 'balance' })).statusCode).toBe(200);
        // The old card page is approved at the moment the new commit runs. The gateway's
        // notification is sent straight away, as a page read before the commit would send it.
        const token = new URL(first.redirect_url).pathname.split('/').pop()!;
        const body = JSON.stringify({
          event_id: `race-${round}`,
          payment_id: first.payment_id,
          token,
          status: 'approved',
          amount: first.amount,
          currency: 'EUR',
        });
        const [notified, second] = await Promise.all([
          app().inject({
            method: 'POST',
            url: '/pay/notify/sandbox',
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': services().sandboxSigner.sign(body, new Date()) },
            payload: body,
          }),
          commit(app(), session, init.quote.fingerprint),
        ]);
        expect(notified.statusCode, notified.body).toBe(200);
        await services().jobs.drain();
        const firstNow = (await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result;
        const refundedAtGateway = (
          await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token))
        ).reduce((sum, row) => sum + row.amount, 0);
        if (firstNow.status === 'paid') {
          // The card won: the new commit found the cart paid and was refused; nothing refunded.
          expect([400, 409], second.body).toContain(second.statusCode);
          expect([3022, 3023]).toContain(second.json().errors[0].code);
          expect(refundedAtGateway).toBe(0);
          outcomes.add('card');
        } else {
          // The new commit won: the card payment was cancelled first, so its approval is given back whole.
          expect(second.statusCode, second.body).toBe(200);
          expect(second.json().result.status).toBe('paid');
          expect(firstNow).toMatchObject({
            status: 'refunded',
            refund: { destination: 'card', amount: first.amount, status: 'completed' },
          });
          expect(refundedAtGateway).toBe(first.amount);
          expected -= init.quote.gross;
          outcomes.add('balance');
        }
        expect(await balanceOf(session)).toBe(expected);
        const owners = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
        expect(owners).toHaveLength(1);
        const paidOrders = (await db().select().from(orders).where(eq(orders.userId, userId))).filter(
          (order) => order.status === 'completed',
        );
        expect(paidOrders).toHaveLength(round + 1);
      }
      expect(outcomes.size).toBeGreaterThan(0);
      await ledgerMatches(userId);
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `the renew cart: a stale card page approved while the renewal is paid again from the balance renews one year, never two (${ROUNDS / 4} rounds)`,
    async () => {
      const session = await newCustomer(app());
      await fundAccount(app(), session, 400_000);
      const userId = await userIdOf(session.login);
      for (let round = 0; round < ROUNDS / 4; round += 1) {
        const name = `renew-race-${round}.com`;
        const created = await ownAtRegistry(app(), session, name);
        expect((await post(app(), session, `/api/v1/cart/renew/add/domain/${name}`, { options: {} })).statusCode).toBe(200);
        expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'card' })).statusCode).toBe(200);
        const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
        const renewCommit = () =>
          post(app(), session, '/api/v1/pay/commit', {
            type: 'renew',
            idempotency_key: newKey(),
            fingerprint: init.quote.fingerprint,
            terms: true,
            withdrawal_consent: true,
          });
        const first = (await renewCommit()).json().result;
        expect(first.status, JSON.stringify(first)).toBe('pending');
        expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
        const token = new URL(first.redirect_url).pathname.split('/').pop()!;
        const body = JSON.stringify({
          event_id: `renew-race-${round}`,
          payment_id: first.payment_id,
          token,
          status: 'approved',
          amount: first.amount,
          currency: 'EUR',
        });
        await Promise.all([
          app().inject({
            method: 'POST',
            url: '/pay/notify/sandbox',
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': services().sandboxSigner.sign(body, new Date()) },
            payload: body,
          }),
          renewCommit(),
        ]);
        await services().jobs.drain();
        const info = await services().registry.info(name);
        // One year more at the registry and in the shop, whichever payment won.
        expect(info!.expiresAt.getUTCFullYear()).toBe(created.expiresAt.getUTCFullYear() + 1);
        expect((await paidExpiryOf(app(), name))!.getUTCFullYear()).toBe(created.expiresAt.getUTCFullYear() + 1);
        const firstNow = (await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result;
        expect(['paid', 'refunded']).toContain(firstNow.status);
        const refunded = (await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token))).reduce(
          (sum, row) => sum + row.amount,
          0,
        );
        expect(refunded).toBe(firstNow.status === 'refunded' ? first.amount : 0);
      }
      await ledgerMatches(userId);
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `two and three top-ups started within the limit and paid at once never take the balance above it; the rest goes back to the card (${ROUNDS / 4} rounds)`,
    async () => {
      for (let round = 0; round < ROUNDS / 4; round += 1) {
        const session = await newCustomer(app());
        await post(app(), session, '/api/v1/user/account/create');
        const userId = await userIdOf(session.login);
        const count = round % 2 === 0 ? 2 : 3;
        // Each fits alone (0 + 3,000.00 <= 5,000.00); together they would not.
        const started = [];
        for (let index = 0; index < count; index += 1) {
          const answer = await post(app(), session, '/api/v1/user/account/increase', {
            amount: 300_000,
            method: 'card',
            idempotency_key: newKey(),
          });
          expect(answer.statusCode, answer.body).toBe(200);
          started.push(answer.json().result);
        }
        await Promise.all(started.map((payment) => decideOnHostedPage(app(), payment.redirect_url, 'approve')));
        await services().jobs.drain();
        expect(await balanceOf(session)).toBe(300_000);
        const states = await Promise.all(
          started.map(async (payment) => (await get(app(), session, `/api/v1/pay/status/${payment.payment_id}`)).json().result),
        );
        expect(states.filter((state) => state.status === 'paid')).toHaveLength(1);
        const refunded = states.filter((state) => state.status === 'refunded');
        expect(refunded).toHaveLength(count - 1);
        for (const state of refunded)
          expect(state.refund).toMatchObject({ destination: 'card', amount: 300_000, status: 'completed', reason: 'over-account-limit' });
        await ledgerMatches(userId);
      }
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `concurrent payments from one balance never take it below zero (${ROUNDS} rounds of 10)`,
    async () => {
      const session = await newCustomer(app());
      await post(app(), session, '/api/v1/user/account/create');
      const userId = await userIdOf(session.login);
      for (let round = 0; round < ROUNDS; round += 1) {
        // 3 of 10 debits of 1,000 fit into 3,500; which ones is up to the database.
        await fundAccount(app(), session, 3_500 - (await balanceOf(session)));
        const before = await balanceOf(session);
        expect(before).toBe(3_500);
        const results = await Promise.all(
          Array.from({ length: 10 }, (_unused, index) =>
            services()
              // Each debit in its own transaction, as a payment makes it.
              .database.db.transaction((tx) =>
                createPrepaidAccountRepository(tx as unknown as Db).move(userId, -1_000, 'payment', `test:${round}:${index}`, new Date()),
              )
              .catch((error: unknown) => error),
          ),
        );
        const succeeded = results.filter((result) => typeof result === 'number');
        expect(succeeded).toHaveLength(3);
        expect(results.filter((result) => result === null)).toHaveLength(7);
        expect(await balanceOf(session)).toBe(500);
        await ledgerMatches(userId);
      }
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `two users buying the same name at once: one registration, the other refunded (${ROUNDS} rounds)`,
    async () => {
      const alice = await newCustomer(app(), 'alice');
      const bob = await newCustomer(app(), 'bob');
      await fundAccount(app(), alice, 400_000);
      await fundAccount(app(), bob, 400_000);
      const [aliceId, bobId] = [await userIdOf(alice.login), await userIdOf(bob.login)];
      for (let round = 0; round < ROUNDS; round += 1) {
        const name = `contested-${round}.com`;
        const [aliceInit, bobInit] = [
          await prepareCheckout(app(), alice, [name], 'balance'),
          await prepareCheckout(app(), bob, [name], 'balance'),
        ];
        const [aliceBefore, bobBefore] = [await balanceOf(alice), await balanceOf(bob)];
        const answers = await Promise.all([
          commit(app(), alice, aliceInit.quote.fingerprint),
          commit(app(), bob, bobInit.quote.fingerprint),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        await services().jobs.drain();
        const owners = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
        expect(owners).toHaveLength(1);
        const winner = owners[0].userId;
        expect([aliceId, bobId]).toContain(winner);
        const info = await services().registry.info(name);
        expect(info?.sponsoredByUs).toBe(true);
        const [aliceStatus, bobStatus] = await Promise.all(
          answers.map((answer, index) => get(app(), index === 0 ? alice : bob, `/api/v1/pay/status/${answer.json().result.payment_id}`)),
        );
        const states = [aliceStatus.json().result.order.status, bobStatus.json().result.order.status].sort();
        expect(states).toEqual(['completed', 'refunded']);
        // The loser has their money back; the winner paid once.
        expect(await balanceOf(alice)).toBe(winner === aliceId ? aliceBefore - aliceInit.quote.gross : aliceBefore);
        expect(await balanceOf(bob)).toBe(winner === bobId ? bobBefore - bobInit.quote.gross : bobBefore);
      }
      await ledgerMatches(aliceId);
      await ledgerMatches(bobId);
    },
    ROUND_TIMEOUT_MS,
  );
});
