import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemView } from '@common/api/order.contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../../modules/payment/payment-test-helpers';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { EPP_TEST_PASSWORD, startEppTestRegistry, type EppTestRegistry } from '../../test/epp/epp-test-registry';
import { createTestDatabase } from '../../test/test-database';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';

/**
 * Order-level faults of decision 059, injected in the EPP test server while a paid registration is
 * provisioned: a create the registry answers only after the shop's reply timeout (carried out
 * late), and a refused login (2200, 2501). The order waits (the customer sees it pending), is
 * charged once, and the name is registered once, on a later attempt of the job.
 */

const clock = fixedClock(new Date());
let database: Database;
let registry: EppTestRegistry;
let testApp: TestApp;
const logLines: string[] = [];
const app = () => testApp.app;
const server = () => registry.server;
let counter = 0;
const unique = (label: string) => `zq-${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  // A reply timeout of one second, so a late answer is a timeout without a slow test.
  registry = await startEppTestRegistry({ database, clock, replyTimeoutSeconds: 1 });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  // Jobs run only when a test drains them, so a fault meets the attempt it is meant for.
  testApp = await createTestApp({ clock, database, env: { ...registry.env, LOG_LEVEL: 'error' }, logStream, startJobs: false });
});
afterEach(async () => {
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

async function buy(label: string) {
  const name = unique(label);
  const session = await newCustomer(app(), `epp-${label}`);
  await fundAccount(app(), session, 50_000);
  const init = await prepareCheckout(app(), session, [name], 'balance');
  const paid = await commit(app(), session, init.quote.fingerprint);
  expect(paid.statusCode, paid.body).toBe(200);
  return { name, session, gross: init.quote.gross as number, itemId: paid.json().result.order.items[0].id as number };
}

const creates = (name: string) =>
  server().frames.filter((frame) => frame.from === 'client' && frame.xml.includes('<domain:create') && frame.xml.includes(`>${name}<`))
    .length;

/** The name as the registry holds it, asked of the sandbox behind the test server directly. */
const atRegistry = (name: string) => createSandboxRegistry({ db: database.db, clock, registrarId: 'shop' }).info(name);

async function until(condition: () => Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a create answered after the reply timeout', () => {
  it('leaves the order pending, then settles it by info on the next attempt: registered once, charged once', async () => {
    // The registry waits 2.5 s, then carries the create out; the shop gave up after 1 s.
    server().injectFault({ kind: 'delay', ms: 2_500, command: 'domain:create' });
    const { name, session, gross, itemId } = await buy('late-reply');
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    // Meanwhile the registry carried it out.
    await until(async () => (await atRegistry(name))?.sponsoredByUs === true);
    const infosBefore = server().commandLog.filter((entry) => entry.command === 'domain:info').length;

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', expires_at: expect.any(String) });
    // Settled by info, the create never sent again.
    expect(creates(name)).toBe(1);
    expect(server().commandLog.filter((entry) => entry.command === 'domain:info').length).toBeGreaterThan(infosBefore);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    const listed = await get(app(), session, '/api/v1/domain/list');
    expect(listed.body).toContain(name);
  });

  it('a create that timed out and was never carried out is sent again on the next attempt, and registers once', async () => {
    // No reply and nothing done: the registry drops the command (the shop sees a timeout-like loss).
    server().injectFault({ kind: 'close-before', command: 'domain:create' });
    const { name, session, gross, itemId } = await buy('never-done');
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await atRegistry(name)).toBeNull();

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(creates(name)).toBe(2);
    expect((await atRegistry(name))?.sponsoredByUs).toBe(true);
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });
});

describe('a refused login', () => {
  it('while a name is added to the cart: the customer is told the registry does not answer now (1060, 503)', async () => {
    const session = await newCustomer(app(), 'epp-login-cart');
    server().dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    const name = unique('login-cart');
    const refused = await post(app(), session, `/api/v1/cart/add/domain/${name}`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().errors[0]).toMatchObject({ code: 1060, message: expect.stringContaining('registry does not answer') });
    // Once the registry lets the shop in again, the name goes into the cart.
    expect((await post(app(), session, `/api/v1/cart/add/domain/${name}`)).statusCode).toBe(200);
  });

  it.each([
    ['the WHOIS lookup', (name: string) => `/api/v1/whois/${name}`],
    ['the transfer check', (name: string) => `/api/v1/domain/transfer/check/${name}`],
  ])('while %s asks the registry: 1060 (503) in English and German, not the generic error', async (_, path) => {
    const session = await newCustomer(app(), 'epp-login-lookup');
    const name = unique('login-lookup');
    for (const language of ['en', 'de']) {
      server().dropConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
      server().injectFault({ kind: 'code', code: 2200, command: 'login' });
      const refused = await get(app(), language === 'en' ? session : await startSession(app(), { 'accept-language': 'de' }), path(name));
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().errors[0]).toMatchObject({
        code: 1060,
        message: expect.stringContaining(language === 'en' ? 'registry does not answer' : 'Registry antwortet gerade nicht'),
      });
    }
    // Once the registry lets the shop in again, the request is answered.
    expect((await get(app(), session, path(name))).statusCode).toBe(200);
  });

  it.each([2200, 2501])('(%i) leaves the order pending, tells the operator, and registers once the login works again', async (code) => {
    const { name, session, gross, itemId } = await buy(`login-${code}`);
    // Paid; now the registry refuses the shop. Sessions already open would hide the refusal: the
    // registration's first command needs a new login.
    server().dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    logLines.length = 0;
    server().injectFault({ kind: 'code', code, command: 'login' });
    await app().services.jobs.drain();

    const waiting = await itemOf(session, itemId);
    expect(waiting?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    expect(await atRegistry(name)).toBeNull();
    const told = logLines
      .join('')
      .split('\n')
      .filter((line) => line.includes('refused the login'));
    expect(told.length).toBeGreaterThan(0);
    expect(JSON.parse(told[0])).toMatchObject({ level: 50, registry: 'epp-test', code });
    expect(told.join('\n')).not.toContain(EPP_TEST_PASSWORD);
    // The customer's order page shows no registry text, only the pending state.
    const orders = (await get(app(), session, '/api/v1/user/orders')).body;
    expect(orders).not.toContain('refused the login');

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed' });
    expect(creates(name)).toBe(1);
    expect((await atRegistry(name))?.sponsoredByUs).toBe(true);
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });
});

/** The registration job of the item gets `attempts` attempts in all, so a test reaches its last one. */
async function attemptsOfRegistration(itemId: number, attempts: number): Promise<void> {
  const changed = await database.db
    .update(jobs)
    .set({ maxAttempts: attempts })
    .where(and(eq(jobs.kind, 'register-domain'), sql`${jobs.payload}->>'orderItemId' = ${String(itemId)}`))
    .returning({ id: jobs.id });
  expect(changed).toHaveLength(1);
}

describe('the last attempt of a registration failed', () => {
  it('a create carried out late is found by info and completes the item instead of refunding it', async () => {
    const { name, session, gross, itemId } = await buy('last-late');
    await attemptsOfRegistration(itemId, 2);
    // First attempt: the registry carries the create out only after the shop gave up.
    server().injectFault({ kind: 'delay', ms: 2_500, command: 'domain:create' });
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    await until(async () => (await atRegistry(name))?.sponsoredByUs === true);

    // Last attempt: the registry refuses the login; once it lets the shop in, info finds the name.
    server().dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', refund: null });
    expect(creates(name)).toBe(1);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    expect((await get(app(), session, '/api/v1/domain/list')).body).toContain(name);
  });

  it('a create whose reply was lost on the last attempt is settled by info after a grace period', async () => {
    const { name, session, gross, itemId } = await buy('last-unknown');
    await attemptsOfRegistration(itemId, 1);
    server().injectFault({ kind: 'delay', ms: 2_500, command: 'domain:create' });
    await app().services.jobs.drain();
    // The only attempt failed without knowing whether the create happened: nothing refunded.
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    await until(async () => (await atRegistry(name))?.sponsoredByUs === true);

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'completed', refund: null });
    expect(creates(name)).toBe(1);
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });

  it('while the registry cannot answer, nothing is refunded: the operator is told, and the item is refunded once info says the name is not there', async () => {
    const { name, session, gross, itemId } = await buy('last-silent');
    await attemptsOfRegistration(itemId, 1);
    server().dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    logLines.length = 0;
    // The attempt's login and the info after it are both refused.
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    const told = logLines
      .join('')
      .split('\n')
      .filter((line) => line.includes('not refunded, asked again later'));
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0])).toMatchObject({ level: 50, orderItemId: itemId, domain: name });

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect(await itemOf(session, itemId)).toMatchObject({ status: 'refunded' });
    expect(creates(name)).toBe(0);
    expect(await atRegistry(name)).toBeNull();
    expect(await balanceOf(session)).toBe(50_000);
  });

  it('when the registry stays silent past the settle job, the item is neither completed nor refunded and the operator is told', async () => {
    const { name, session, gross, itemId } = await buy('last-gone');
    await attemptsOfRegistration(itemId, 1);
    server().dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    await app().services.jobs.drain();
    // The settle job's last attempt meets the refused login too.
    const settle = await database.db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(eq(jobs.uniqueKey, `settle-registration:${itemId}`))
      .returning({ id: jobs.id });
    expect(settle).toHaveLength(1);
    logLines.length = 0;
    server().injectFault({ kind: 'code', code: 2200, command: 'login' });
    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect((await itemOf(session, itemId))?.status).toMatch(/^(pending|provisioning)$/);
    expect(await balanceOf(session)).toBe(50_000 - gross);
    const told = logLines
      .join('')
      .split('\n')
      .filter((line) => line.includes('could not be settled'));
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0])).toMatchObject({ level: 50, orderItemId: itemId, domain: name });
  });
});
