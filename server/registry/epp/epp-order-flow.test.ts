import { domainToASCII } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemView } from '@common/api/order.contract';
import { domainTransfers, orderItems, registryDomains, registryPollReceipts, registryTransactions } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../../modules/payment/payment-test-helpers';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { TEST_REGISTRANT } from '../../test/registry-fixtures';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { createSandboxRegistry } from '../sandbox/sandbox-registry';
import type { PollMessage, RegistryGateway } from '../registry-gateway';
import { withPollReceipts } from '../registry-composition';
import { createRegistryTransactionRepository } from '../registry-transactions.repository';

/**
 * The shop's orders over the EPP gateway (decision 045): the transaction ids of every transform
 * are stored with the order item whose job sent it and shown in the order; the poll job reads the
 * EPP registry's queue, turns its transfer messages into the shop's events and acknowledges each
 * message only after it was handled, once.
 */

const DAY = 86_400_000;
const CODE = 'Right-Code-42';
const clock = fixedClock(new Date());
let testApp: TestApp;
let other: RegistryGateway;
const app = () => testApp.app;
const db = () => app().services.database.db;
const server = () => testApp.eppRegistry!.server;
let counter = 0;
const unique = (label: string) => `zq-${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  testApp = await createTestApp({ clock, registry: 'epp' });
  other = createSandboxRegistry({ db: db(), clock, registrarId: 'nordhafen' });
});
afterEach(async () => {
  for (const frame of server().frames.splice(0)) await assertValidEppFrame(frame.xml);
});
afterAll(async () => {
  await testApp?.close();
});

async function itemsOf(session: TestSession): Promise<OrderItemView[]> {
  const response = await get(app(), session, '/api/v1/user/orders');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.orders.flatMap((order: { items: OrderItemView[] }) => order.items);
}

async function foreignName(label: string): Promise<string> {
  const name = unique(label);
  await other.create({ name, periodYears: 2, registrant: TEST_REGISTRANT, nameservers: [], authInfo: CODE });
  await db()
    .update(registryDomains)
    .set({ createdAt: new Date(clock.now().getTime() - 400 * DAY) })
    .where(eq(registryDomains.name, name));
  return name;
}

async function buyTransfer(name: string) {
  const session = await newCustomer(app(), 'epp-transfer');
  await fundAccount(app(), session, 50_000);
  const added = await post(app(), session, `/api/v1/cart/add/transfer/${name}`, { auth_code: CODE });
  expect(added.statusCode, added.body).toBe(200);
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

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

describe('transaction ids with the order', () => {
  it('stores clTRID and svTRID of the registration with its order item and shows them in the order', async () => {
    const name = unique('trid');
    const session = await newCustomer(app(), 'epp-trid');
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, [name], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    const [item] = await itemsOf(session);
    expect(item).toMatchObject({ domain: name, status: 'completed' });
    const create = server().commandLog.find(
      (entry) =>
        entry.command === 'domain:create' &&
        server().frames.some((frame) => frame.from === 'client' && frame.xml.includes(name) && frame.xml.includes(entry.clTRID!)),
    );
    expect(create?.clTRID).toMatch(/^SHOPT-/);
    const shown = item.registry_transactions!;
    expect(shown.map((transaction) => transaction.command)).toEqual(['contact-create', 'create']);
    expect(shown[1]).toMatchObject({ object: name, cl_trid: create!.clTRID, code: 1000, sv_trid: expect.stringMatching(/^SBX-\d+$/) });
    // The registry's svTRID is the one it answered with.
    expect(
      server().frames.some(
        (frame) =>
          frame.from === 'server' &&
          frame.xml.includes(`<clTRID>${create!.clTRID}</clTRID>`) &&
          frame.xml.includes(`<svTRID>${shown[1].sv_trid}</svTRID>`),
      ),
    ).toBe(true);
  });

  it('keeps a refused command with its result code, and nothing of the sandbox TLDs (no EPP there)', async () => {
    const name = unique('taken');
    await other.create({ name, periodYears: 1, registrant: TEST_REGISTRANT, nameservers: [], authInfo: CODE });
    const session = await newCustomer(app(), 'epp-taken');
    await fundAccount(app(), session, 50_000);
    // Taken after it went into the cart: the create is refused with 2302 and the item refunded.
    await db().delete(registryDomains).where(eq(registryDomains.name, name));
    const init = await prepareCheckout(app(), session, [name, unique('sandbox').replace(/\.com$/, '.info')], 'balance');
    await other.create({ name, periodYears: 1, registrant: TEST_REGISTRANT, nameservers: [], authInfo: CODE });
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    const items = await itemsOf(session);
    const refused = items.find((item) => item.domain === name)!;
    expect(refused.status).toBe('refunded');
    expect(refused.registry_transactions?.find((transaction) => transaction.command === 'create')).toMatchObject({
      code: 2302,
      sv_trid: expect.stringMatching(/^SBX-/),
    });
    const onSandbox = items.find((item) => item.domain.endsWith('.info'))!;
    expect(onSandbox.status).toBe('completed');
    expect(onSandbox.registry_transactions).toEqual([]);
  });
});

describe('the poll job over EPP', () => {
  it('completes a transfer in when the losing registrar approves: read by poll req, acknowledged once after it was recorded', async () => {
    const name = await foreignName('approved');
    const { session, item, gross } = await buyTransfer(name);
    expect(server().commandLog.some((entry) => entry.command === 'domain:transfer')).toBe(true);
    await other.transfer({ op: 'approve', name });
    const polls = server().commandLog.filter((entry) => entry.command === 'poll').length;
    await app().services.transfers.poll();
    expect(server().commandLog.filter((entry) => entry.command === 'poll').length).toBeGreaterThan(polls);
    const [transfer] = await db().select().from(domainTransfers).where(eq(domainTransfers.orderItemId, item.id));
    expect(transfer.state).toBe('approved');
    expect((await itemsOf(session)).find((entry) => entry.id === item.id)).toMatchObject({ status: 'completed' });
    const receipts = await db().select().from(registryPollReceipts).where(eq(registryPollReceipts.name, name));
    expect(receipts).toEqual([expect.objectContaining({ registry: 'epp-test', kind: 'transfer-approved', ackedAt: expect.any(Date) })]);
    // The transfer request is stored with the order item too.
    const sent = await db().select().from(registryTransactions).where(eq(registryTransactions.orderItemId, item.id));
    expect(sent.map((row) => row.command)).toContain('transfer-request');
    await app().services.transfers.poll();
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });

  it('refunds a transfer in that the losing registrar rejects', async () => {
    const name = await foreignName('rejected');
    const { session, item } = await buyTransfer(name);
    await other.transfer({ op: 'reject', name });
    await app().services.transfers.poll();
    const [transfer] = await db().select().from(domainTransfers).where(eq(domainTransfers.orderItemId, item.id));
    expect(transfer.state).toBe('rejected');
    expect(await balanceOf(session)).toBe(50_000);
    const [receipt] = await db().select().from(registryPollReceipts).where(eq(registryPollReceipts.name, name));
    expect(receipt).toMatchObject({ kind: 'transfer-rejected' });
  });

  it("loses a customer's name that another registrar took after five days without an answer", async () => {
    const session = await newCustomer(app(), 'epp-lose');
    await fundAccount(app(), session, 50_000);
    const name = unique('lost');
    const init = await prepareCheckout(app(), session, [name], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    await app().services.transfers.poll();
    const listed = async () => {
      const response = await get(app(), session, '/api/v1/domain/list');
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    expect(await listed()).toContain(name);
    // Old enough to move, then asked for by the other registrar with the code.
    await db()
      .update(registryDomains)
      .set({ createdAt: new Date(clock.now().getTime() - 400 * DAY) })
      .where(eq(registryDomains.name, name));
    const code = (await app().services.registry.info(name))!.authInfo!;
    await other.transfer({ op: 'request', name, authInfo: code });
    await app().services.transfers.poll();
    clock.advance(6 * DAY);
    await app().services.transfers.poll();
    expect(await listed()).not.toContain(name);
    expect((await app().services.registry.info(name))?.sponsoredByUs).toBe(false);
    const kinds = (await db().select().from(registryPollReceipts).where(eq(registryPollReceipts.name, name))).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['transfer-requested', 'transfer-completed']));
  });
});

describe('registry faults while an order is provisioned', () => {
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

  it('a create whose reply is lost (the registry closes after carrying it out) is settled by info: registered and charged once', async () => {
    server().injectFault({ kind: 'close-after', command: 'domain:create' });
    const { name, session, gross, itemId } = await buy('lost-reply');
    await app().services.jobs.drain();
    expect((await itemsOf(session)).find((item) => item.id === itemId)).toMatchObject({ status: 'completed' });
    expect(creates(name)).toBe(1);
    expect((await app().services.registry.info(name))?.sponsoredByUs).toBe(true);
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });

  it('garbage instead of a reply: the order waits and registers on a later attempt, the name once', async () => {
    server().injectFault({ kind: 'garbage', command: 'domain:create' });
    const { name, session, gross, itemId } = await buy('garbage');
    await app().services.jobs.drain();
    expect((await itemsOf(session)).find((item) => item.id === itemId)?.status).toMatch(/^(pending|provisioning)$/);
    expect(await app().services.registry.info(name)).toBeNull();
    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    expect((await itemsOf(session)).find((item) => item.id === itemId)).toMatchObject({ status: 'completed' });
    expect((await app().services.registry.info(name))?.sponsoredByUs).toBe(true);
    expect(await balanceOf(session)).toBe(50_000 - gross);
  });
});

describe('poll receipts', () => {
  it('acknowledges a message delivered again after a lost ack without handing it out a second time', async () => {
    const queue: PollMessage[] = [{ id: '77', queuedAt: new Date(), message: 'x', name: 'zq-receipt.com', kind: 'transfer-approved' }];
    let failAck = true;
    const acked: string[] = [];
    const inner = {
      poll: async () => queue[0] ?? null,
      ack: async (id: string) => {
        if (failAck) {
          failAck = false;
          throw new Error('connection closed');
        }
        acked.push(id);
        queue.shift();
      },
    } as unknown as RegistryGateway;
    const gateway = withPollReceipts(inner, `receipt-test-${Date.now()}`, createRegistryTransactionRepository(db()), clock);
    const first = await gateway.poll();
    expect(first?.id).toBe('77');
    await expect(gateway.ack('77')).rejects.toThrow('connection closed');
    // Delivered again: it was recorded as handled, so it is dequeued and not handed out.
    expect(await gateway.poll()).toBeNull();
    expect(acked).toEqual(['77']);
  });
});

describe('IDN names', () => {
  it('registers an IDN as its A-label with the chosen language in the idnLang extension the registry offers', async () => {
    const unicode = `bäckerei-${Date.now().toString(36)}-${++counter}.com`;
    const ascii = domainToASCII(unicode);
    const session = await newCustomer(app(), 'epp-idn');
    await fundAccount(app(), session, 50_000);
    const added = await post(app(), session, `/api/v1/cart/add/domain/${encodeURIComponent(unicode)}`, { language: 'de' });
    expect(added.statusCode, added.body).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect((await itemsOf(session)).find((item) => item.domain === ascii || item.domain === unicode)).toMatchObject({
      status: 'completed',
    });
    const create = server().frames.find(
      (frame) => frame.from === 'client' && frame.xml.includes('<domain:create') && frame.xml.includes(ascii),
    );
    expect(create?.xml).toContain(`<domain:name>${ascii}</domain:name>`);
    expect(create?.xml).toContain('<idnLang:tag xmlns:idnLang="http://www.verisign.com/epp/idnLang-1.0">GER</idnLang:tag>');
    expect(await app().services.registry.info(ascii)).toMatchObject({ sponsoredByUs: true });
    // The registry (the sandbox behind the EPP test server) took the name with the German table.
    const atRegistry = await createSandboxRegistry({ db: db(), clock, registrarId: 'shop' }).info(ascii);
    expect(atRegistry).toMatchObject({ sponsoredByUs: true, idnLanguage: 'de' });
  });
});
