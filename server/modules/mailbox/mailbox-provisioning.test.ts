import { ErrorCode } from '@common/errors/error-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  customerDomains,
  jobs,
  mailAddresses,
  mailboxes,
  mailDomains,
  orderItems,
  orders,
  payments,
  users,
} from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import type { MailPublisher, MailSnapshot } from '../../mail-servers/mail-snapshot';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { CONTACT, fundAccount, newCustomer, newKey } from '../payment/payment-test-helpers';
import { MAILBOX_NET } from '../cart/cart-pricing';
import { mailboxFromDescription, PROVISION_MAILBOX_JOB } from './mailbox-provisioning';

/** The mail servers' side as the shop sees it: what was published and which stored mail was removed. */
function recordingPublisher() {
  const published: MailSnapshot[] = [];
  const removed: string[] = [];
  const publisher: MailPublisher = {
    publish: async (snapshot) => {
      published.push(snapshot);
    },
    usage: async (addresses) => new Map(addresses.map((address) => [address, 0])),
    status: () => ({ serving: true, reason: null }),
    removeMail: async (address) => {
      removed.push(address);
    },
  };
  return { publisher, removed, last: () => published[published.length - 1] };
}

const servers = recordingPublisher();
const clock = fixedClock(new Date());
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;
const drain = () => app().services.jobs.drain();
const YEAR = 365 * 24 * 3600_000;
const DAY = 24 * 3600_000;
const PASSWORD = 'violet-harbour-lantern-42';
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp({ clock, startJobs: false, mailPublisher: servers.publisher });
});
afterAll(async () => {
  await testApp.close();
});

type Customer = TestSession & { login: string; userId: number };

async function customer(): Promise<Customer> {
  const session = await newCustomer(app(), 'mbp');
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, session.login));
  return { ...session, userId: row.id };
}

/** A name the customer owns already, with its term ending `years` from now. */
async function ownedDomain(who: Customer, years: number): Promise<string> {
  const name = `${unique('zq-mbp')}.com`;
  const created = await registerAtRegistry(app(), name);
  await db()
    .insert(customerDomains)
    .values({ name, userId: who.userId, registeredAt: created.createdAt, expiresAt: new Date(clock.now().getTime() + years * YEAR) });
  return name;
}

/** Pays the register cart from the balance; answers the order id. */
async function payFromBalance(who: Customer): Promise<number> {
  await fundAccount(app(), who, 50_000);
  expect((await post(app(), who, '/api/v1/pay/settings', { type: 'register', method: 'balance' })).statusCode).toBe(200);
  expect((await post(app(), who, '/api/v1/pay/save/contact', { type: 'register', contact: CONTACT })).statusCode).toBe(200);
  const init = (await get(app(), who, '/api/v1/pay/init/register')).json().result;
  const paid = await post(app(), who, '/api/v1/pay/commit', {
    type: 'register',
    idempotency_key: newKey(),
    fingerprint: init.quote.fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().result.status).toBe('paid');
  return paid.json().result.order.id;
}

async function mailboxOf(domain: string, localPart: string) {
  const [row] = await db()
    .select({ mailbox: mailboxes })
    .from(mailAddresses)
    .innerJoin(mailboxes, eq(mailboxes.id, mailAddresses.mailboxId))
    .where(and(eq(mailAddresses.domain, domain), eq(mailAddresses.localPart, localPart), eq(mailAddresses.kind, 'mailbox')));
  return row?.mailbox;
}

async function mailWith(login: string, subject: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await app().services.mail.idle();
    const found = testApp.mailbox.to(login).find((mail) => mail.subject.includes(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no mail "${subject}" to ${login}: ${testApp.mailbox
      .to(login)
      .map((mail) => mail.subject)
      .join(', ')}`,
  );
}

interface CartItemView {
  id: string;
  type: string;
  domain: string;
  period: number;
  description: string;
  parent_id?: string;
  mailbox_name?: string;
  mailbox_level?: number;
  totalPrice: { retail: number; total: number };
}

describe('mailboxes bought with a new domain', () => {
  it('are made after payment once the domain is registered, completed on the order, published, and mailed', async () => {
    const who = await customer();
    const name = `${unique('zq-mbn')}.com`;
    const added = await post(app(), who, `/api/v1/cart/add/domain/${name}`);
    expect(added.statusCode, added.body).toBe(200);
    const domainId = Object.values(added.json().result.items as Record<string, CartItemView>).find((item) => item.type === 'Domain')!.id;
    expect((await post(app(), who, `/api/v1/cart/update/${domainId}`, { mailbox: true })).statusCode).toBe(200);
    expect((await post(app(), who, `/api/v1/cart/add/${domainId}/mailbox`, { name: 'office', level: 2 })).statusCode).toBe(200);
    const orderId = await payFromBalance(who);

    await drain();
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [domain] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(domain.userId).toBe(who.userId);
    const boxes = lines.filter((line) => line.type === 'Mailbox');
    expect(boxes.map((line) => [line.mailboxName, line.mailboxLevel, line.status]).sort()).toEqual([
      ['info', 1, 'completed'],
      ['office', 2, 'completed'],
    ]);
    for (const line of boxes) expect(line.expiresAt?.toISOString()).toBe(domain.expiresAt.toISOString());

    const info = await mailboxOf(name, 'info');
    const office = await mailboxOf(name, 'office');
    expect(info).toMatchObject({ userId: who.userId, level: 1, status: 'active', passwordHash: null });
    expect(office).toMatchObject({ level: 2, status: 'active' });
    expect(info!.expiresAt.toISOString()).toBe(domain.expiresAt.toISOString());
    expect(boxes.map((line) => line.id).sort()).toEqual([info!.orderItemId, office!.orderItemId].sort());
    const [key] = await db().select().from(mailDomains).where(eq(mailDomains.domain, name));
    expect(key.dkimPrivateKey).toContain('-----BEGIN PRIVATE KEY-----');
    expect(key.dkimSelector).toMatch(/^mail\d{6}$/);
    // Published to the mail servers: the new mailboxes and their domain with its DKIM key.
    expect(servers.last().mailboxes.map((box) => box.address)).toEqual(expect.arrayContaining([`info@${name}`, `office@${name}`]));
    expect(servers.last().domains.find((entry) => entry.domain === name)?.dkim?.selector).toBe(key.dkimSelector);

    // The order shows them completed.
    const order = (await get(app(), who, '/api/v1/user/orders')).json().result.orders.find((entry: { id: number }) => entry.id === orderId);
    expect(order.items.filter((item: { type: string }) => item.type === 'Mailbox').map((item: { status: string }) => item.status)).toEqual([
      'completed',
      'completed',
    ]);

    const ready = await mailWith(who.login, `info@${name}`);
    expect(ready.subject).toBe(`Your mailbox info@${name} is ready`);
    expect(ready.text).toContain('/user/mailboxes');
    expect(ready.text).toContain('set a password');

    // A second run of the same job makes nothing new.
    await app().services.mailboxProvisioning.handlers[PROVISION_MAILBOX_JOB].run({ orderItemId: info!.orderItemId }, undefined as never);
    expect(await db().select().from(mailboxes).where(eq(mailboxes.domain, name))).toHaveLength(2);
  });
});

describe('POST /cart/add/mailbox for a name the customer owns', () => {
  it('prices the whole years left of the term, keeps only the password hash, and makes the mailbox with it after payment', async () => {
    const who = await customer();
    const name = await ownedDomain(who, 2.5);
    const response = await post(app(), who, '/api/v1/cart/add/mailbox', { domain: name, name: 'Sales', level: 1, password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const item = Object.values(response.json().result.items as Record<string, CartItemView>).find((entry) => entry.type === 'Mailbox')!;
    expect(item).toMatchObject({ domain: name, mailbox_name: 'sales', mailbox_level: 1, period: 2 });
    expect(item.parent_id).toBeUndefined();
    // Counted like a domain: the badge and the popup's checkout button show it.
    expect(response.json().result.count).toBe(1);
    expect((await get(app(), who, '/api/v1/cart/list/all')).json().result.register.count).toBe(1);
    expect((await get(app(), who, '/api/v1/config/app-settings')).body).toContain('"carts":{"register":{"count":1}');
    expect(item.description).toMatch(new RegExp(`^Mailbox sales@${name} until \\d{4}-\\d{2}-\\d{2}, 2 years$`));
    expect(item.totalPrice.retail).toBe(MAILBOX_NET[1] * 2);
    const [row] = await db()
      .select()
      .from(cartItems)
      .where(eq(cartItems.id, Number(item.id)));
    expect(row.mailboxPasswordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(response.json())).not.toContain(PASSWORD);

    // The same address again, and refusals that change nothing.
    const twice = await post(app(), who, '/api/v1/cart/add/mailbox', { domain: name, name: 'sales', level: 2 });
    expect([twice.statusCode, twice.json().errors[0].code]).toEqual([409, ErrorCode.AlreadyInCart]);
    const notOwned = await post(app(), who, '/api/v1/cart/add/mailbox', { domain: `${unique('zq-nobody')}.com`, name: 'info', level: 1 });
    expect([notOwned.statusCode, notOwned.json().errors[0].code]).toEqual([400, ErrorCode.MailboxDomainNotOwned]);
    const weak = await post(app(), who, '/api/v1/cart/add/mailbox', { domain: name, name: 'weak', level: 1, password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    const badName = await post(app(), who, '/api/v1/cart/add/mailbox', { domain: name, name: 'no spaces', level: 1 });
    expect(badName.statusCode).toBe(400);
    const visitor = await post(app(), await startSession(app()), '/api/v1/cart/add/mailbox', { domain: name, name: 'info', level: 1 });
    expect(visitor.statusCode).toBe(401);
    expect((await db().select().from(cartItems).where(eq(cartItems.domain, name))).map((entry) => entry.name)).toEqual(['sales']);

    const orderId = await payFromBalance(who);
    await drain();
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.type, 'Mailbox')));
    const [domain] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(line).toMatchObject({ status: 'completed', mailboxName: 'sales', mailboxLevel: 1, mailboxPasswordHash: null, periodYears: 2 });
    expect(line.expiresAt?.toISOString()).toBe(domain.expiresAt.toISOString());
    // An order of a mailbox alone is completed with it (the customer's order list says so).
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('completed');
    const box = await mailboxOf(name, 'sales');
    expect(box?.passwordHash).toBe(row.mailboxPasswordHash);
    expect(box?.expiresAt.toISOString()).toBe(domain.expiresAt.toISOString());
    const ready = await mailWith(who.login, `sales@${name}`);
    expect(ready.text).toContain('the password you chose');
  });

  it('in German, the cart line and a parentless mailbox can be taken out by its own id', async () => {
    const who = await customer();
    const name = await ownedDomain(who, 0.4);
    const added = await post(app(), who, '/api/v1/cart/add/mailbox', { domain: name, name: 'post', level: 2, language: 'de' });
    expect(added.statusCode, added.body).toBe(200);
    const item = Object.values(added.json().result.items as Record<string, CartItemView>).find((entry) => entry.type === 'Mailbox')!;
    // A term ending within a year is charged one year.
    expect(item.period).toBe(1);
    expect(item.totalPrice.retail).toBe(MAILBOX_NET[2]);
    const removed = await post(app(), who, `/api/v1/cart/remove/${item.id}/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect(Object.values(removed.json().result.items)).toHaveLength(0);
  });

  it('refunds the line when the address was taken before the mailbox could be made', async () => {
    const who = await customer();
    const name = await ownedDomain(who, 1.2);
    expect((await post(app(), who, '/api/v1/cart/add/mailbox', { domain: name, name: 'desk', level: 1 })).statusCode).toBe(200);
    const orderId = await payFromBalance(who);
    const balanceAfterPayment = (await get(app(), who, '/api/v1/account/overview')).json().result.balance;
    // Meanwhile the address was made (e.g. directly into another paid slot).
    const now = clock.now();
    const [other] = await db()
      .insert(mailboxes)
      .values({
        userId: who.userId,
        domain: name,
        level: 1,
        status: 'active',
        expiresAt: new Date(now.getTime() + YEAR),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await db().insert(mailAddresses).values({ mailboxId: other.id, domain: name, localPart: 'desk', kind: 'mailbox', createdAt: now });

    await drain();
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.type, 'Mailbox')));
    expect(line.status).toBe('refunded');
    expect((await get(app(), who, '/api/v1/account/overview')).json().result.balance).toBe(balanceAfterPayment + line.gross);
    expect(await db().select().from(mailboxes).where(eq(mailboxes.orderItemId, line.id))).toHaveLength(0);
    const mail = await mailWith(who.login, 'could not be set up');
    expect(mail.text).toContain('taken');
  });
});

describe('a mailbox whose new domain is not registered for the buyer', () => {
  it('is refunded with the domain, and no mailbox is made', async () => {
    const who = await customer();
    const other = await customer();
    const name = `${unique('zq-mbx')}.com`;
    const added = await post(app(), who, `/api/v1/cart/add/domain/${name}`);
    const domainId = Object.values(added.json().result.items as Record<string, CartItemView>).find((item) => item.type === 'Domain')!.id;
    expect((await post(app(), who, `/api/v1/cart/update/${domainId}`, { mailbox: true })).statusCode).toBe(200);
    const orderId = await payFromBalance(who);
    // Another customer of the shop holds the name by the time the registration is recorded.
    await db()
      .insert(customerDomains)
      .values({ name, userId: other.userId, registeredAt: clock.now(), expiresAt: new Date(clock.now().getTime() + YEAR) });
    await drain();
    // The mailbox job that waited for the domain learns of the refund at its next attempt.
    const start = clock.now();
    clock.advance(5 * 60_000);
    try {
      await drain();
    } finally {
      clock.set(start);
    }
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((line) => [line.type, line.status])).toEqual([
      ['Domain', 'refunded'],
      ['Mailbox', 'refunded'],
    ]);
    expect(await db().select().from(mailboxes).where(eq(mailboxes.domain, name))).toHaveLength(0);
    expect((await mailWith(who.login, `Mailbox info@${name} could not be set up`)).text).toContain('not (or no longer) in your account');
  });
});

/** An order paid before provisioning existed: its Mailbox line pending, without name and level. */
async function oldOrder(who: Customer, domain: string, description: string): Promise<number> {
  const now = clock.now();
  const [payment] = await db()
    .insert(payments)
    .values({
      userId: who.userId,
      idempotencyKey: unique('old'),
      purpose: 'order',
      method: 'balance',
      status: 'paid',
      amount: 1178,
      currency: 'EUR',
      createdAt: now,
      paidAt: now,
    })
    .returning();
  const [order] = await db()
    .insert(orders)
    .values({
      userId: who.userId,
      paymentId: payment.id,
      section: 'register',
      status: 'completed',
      currency: 'EUR',
      net: 990,
      vat: 188,
      gross: 1178,
      vatRateBp: 1900,
      reverseCharge: false,
      contact: {},
      language: 'en',
      quoteFingerprint: unique('q'),
      createdAt: now,
      paidAt: now,
      updatedAt: now,
    })
    .returning();
  const [item] = await db()
    .insert(orderItems)
    .values({
      orderId: order.id,
      type: 'Mailbox',
      domain,
      periodYears: 1,
      description: { en: description, de: description },
      net: 990,
      vat: 188,
      gross: 1178,
      status: 'pending',
      updatedAt: now,
    })
    .returning();
  return item.id;
}

describe('Mailbox lines of orders paid before provisioning', () => {
  it('reads name and level back from the description', () => {
    expect(mailboxFromDescription({ en: 'Mailbox Pro boss@bäcker.de, 2 years' })).toEqual({ name: 'boss', level: 2 });
    expect(mailboxFromDescription({ en: 'Mailbox info@x.com, 1 year' })).toEqual({ name: 'info', level: 1 });
    expect(mailboxFromDescription({ en: 'Mailbox' })).toBeNull();
    expect(mailboxFromDescription({ en: 'Mailbox .bad@x.com, 1 year' })).toBeNull();
  });

  it('are completed by the start-up sweep, once, without a password', async () => {
    const who = await customer();
    const name = await ownedDomain(who, 1);
    const readable = await oldOrder(who, name, `Mailbox Pro boss@${name}, 1 year`);
    const unreadable = await oldOrder(who, name, 'Mailbox');
    expect(await app().services.mailboxProvisioning.backfill()).toBeGreaterThanOrEqual(2);
    expect(await app().services.mailboxProvisioning.backfill()).toBe(0);
    await drain();
    const boss = await mailboxOf(name, 'boss');
    const info = await mailboxOf(name, 'info');
    expect(boss).toMatchObject({ level: 2, passwordHash: null, orderItemId: readable, status: 'active' });
    expect(info).toMatchObject({ level: 1, passwordHash: null, orderItemId: unreadable });
    const lines = await db().select().from(orderItems).where(eq(orderItems.domain, name));
    expect(lines.map((line) => line.status)).toEqual(['completed', 'completed']);
    expect((await mailWith(who.login, `boss@${name}`)).text).toContain('/user/mailboxes');
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `${PROVISION_MAILBOX_JOB}:${readable}`)),
    ).toHaveLength(1);
  });
});

describe('Mailbox lines of renew orders paid before provisioning', () => {
  it('are completed by the sweep once the name’s mailbox exists, extending it to the renewal’s expiry', async () => {
    const who = await customer();
    const name = await ownedDomain(who, 1);
    await oldOrder(who, name, `Mailbox info@${name}, 1 year`);
    const renewedUntil = new Date(clock.now().getTime() + 2 * YEAR);
    const now = clock.now();
    const [payment] = await db()
      .insert(payments)
      .values({
        userId: who.userId,
        idempotencyKey: unique('old-renew'),
        purpose: 'order',
        method: 'balance',
        status: 'paid',
        amount: 100,
        currency: 'EUR',
        createdAt: now,
        paidAt: now,
      })
      .returning();
    const [order] = await db()
      .insert(orders)
      .values({
        userId: who.userId,
        paymentId: payment.id,
        section: 'renew',
        status: 'completed',
        currency: 'EUR',
        net: 100,
        vat: 0,
        gross: 100,
        vatRateBp: 0,
        reverseCharge: false,
        contact: {},
        language: 'en',
        quoteFingerprint: unique('q'),
        createdAt: now,
        paidAt: now,
        updatedAt: now,
      })
      .returning();
    const [, renewLine] = await db()
      .insert(orderItems)
      .values([
        {
          orderId: order.id,
          type: 'Domain' as const,
          domain: name,
          periodYears: 1,
          description: { en: 'renewal', de: 'Verlängerung' },
          net: 50,
          vat: 0,
          gross: 50,
          status: 'completed' as const,
          expiresAt: renewedUntil,
          updatedAt: now,
        },
        {
          orderId: order.id,
          type: 'Mailbox' as const,
          domain: name,
          periodYears: 1,
          description: { en: `Mailbox info@${name}, 1 year`, de: 'Postfach' },
          net: 50,
          vat: 0,
          gross: 50,
          status: 'pending' as const,
          updatedAt: now,
        },
      ])
      .returning();
    const lifecycle = app().services.mailboxLifecycle;
    // While the mailbox of the earlier register order is not made yet, the renew line waits.
    await lifecycle.sweep();
    expect((await db().select().from(orderItems).where(eq(orderItems.id, renewLine.id)))[0].status).toBe('pending');
    await app().services.mailboxProvisioning.backfill();
    await drain();
    await lifecycle.sweep();
    expect((await db().select().from(orderItems).where(eq(orderItems.id, renewLine.id)))[0]).toMatchObject({ status: 'completed' });
    const info = await mailboxOf(name, 'info');
    expect(info).toMatchObject({ orderItemId: renewLine.id, status: 'active' });
    expect(info!.expiresAt.toISOString()).toBe(renewedUntil.toISOString());

    // A further renewal paid for a Mailbox Pro the name does not have: refunded, nothing extended.
    const [payment2] = await db()
      .insert(payments)
      .values({
        userId: who.userId,
        idempotencyKey: unique('old-renew'),
        purpose: 'order',
        method: 'balance',
        status: 'paid',
        amount: 100,
        currency: 'EUR',
        createdAt: now,
        paidAt: now,
      })
      .returning();
    const [order2] = await db()
      .insert(orders)
      .values({
        userId: who.userId,
        paymentId: payment2.id,
        section: 'renew',
        status: 'completed',
        currency: 'EUR',
        net: 100,
        vat: 0,
        gross: 100,
        vatRateBp: 0,
        reverseCharge: false,
        contact: {},
        language: 'de',
        quoteFingerprint: unique('q'),
        createdAt: now,
        paidAt: now,
        updatedAt: now,
      })
      .returning();
    const [, proLine] = await db()
      .insert(orderItems)
      .values([
        {
          orderId: order2.id,
          type: 'Domain' as const,
          domain: name,
          periodYears: 1,
          description: { en: 'renewal', de: 'Verlängerung' },
          net: 50,
          vat: 0,
          gross: 50,
          status: 'completed' as const,
          expiresAt: new Date(renewedUntil.getTime() + YEAR),
          updatedAt: now,
        },
        {
          orderId: order2.id,
          type: 'Mailbox' as const,
          domain: name,
          periodYears: 1,
          description: { en: 'Mailbox Pro', de: 'Postfach Pro' },
          net: 50,
          vat: 0,
          gross: 50,
          status: 'pending' as const,
          mailboxName: 'info',
          mailboxLevel: 2,
          updatedAt: now,
        },
      ])
      .returning();
    await lifecycle.sweep();
    expect((await db().select().from(orderItems).where(eq(orderItems.id, proLine.id)))[0].status).toBe('refunded');
    expect((await mailboxOf(name, 'info'))!.expiresAt.toISOString()).toBe(renewedUntil.toISOString());
    expect((await mailWith(who.login, `Postfach info@${name} nicht verlängert`)).text).toContain('kein Postfach dieser Stufe');
  });
});

describe('lapse, removal and renewal of mailboxes (controlled clock)', () => {
  it('lapses at the term end, comes back with a renewal of its level, and is removed 30 days after lapsing', async () => {
    const who = await customer();
    const name = await ownedDomain(who, 1);
    const kept = await oldOrder(who, name, `Mailbox kept@${name}, 1 year`);
    await oldOrder(who, name, `Mailbox lost@${name}, 1 year`);
    await app().services.mailboxProvisioning.backfill();
    await drain();
    const start = clock.now();
    const lifecycle = app().services.mailboxLifecycle;
    try {
      expect(await lifecycle.sweep()).toMatchObject({ removed: 0 });
      clock.set(new Date(start.getTime() + YEAR + DAY));
      await lifecycle.sweep();
      expect(await mailboxOf(name, 'kept')).toMatchObject({ status: 'lapsed', orderItemId: kept });
      expect((await mailboxOf(name, 'lost'))?.status).toBe('lapsed');
      expect(servers.last().mailboxes.map((box) => box.address)).not.toContain(`kept@${name}`);
      const lapsedMail = await mailWith(who.login, `kept@${name} has lapsed`);
      expect(lapsedMail.text).toContain('will be removed on');

      // The domain renewed with one Mailbox (level 1, named 'kept'): that one is extended and active again.
      const newExpiry = new Date(start.getTime() + 2 * YEAR);
      const now = clock.now();
      const [payment] = await db()
        .insert(payments)
        .values({
          userId: who.userId,
          idempotencyKey: unique('renew'),
          purpose: 'order',
          method: 'balance',
          status: 'paid',
          amount: 100,
          currency: 'EUR',
          createdAt: now,
          paidAt: now,
        })
        .returning();
      const [order] = await db()
        .insert(orders)
        .values({
          userId: who.userId,
          paymentId: payment.id,
          section: 'renew',
          status: 'provisioning',
          currency: 'EUR',
          net: 100,
          vat: 0,
          gross: 100,
          vatRateBp: 0,
          reverseCharge: false,
          contact: {},
          language: 'en',
          quoteFingerprint: unique('q'),
          createdAt: now,
          paidAt: now,
          updatedAt: now,
        })
        .returning();
      const [domainLine, mailboxLine] = await db()
        .insert(orderItems)
        .values([
          {
            orderId: order.id,
            type: 'Domain' as const,
            domain: name,
            periodYears: 1,
            description: { en: 'renewal', de: 'Verlängerung' },
            net: 50,
            vat: 0,
            gross: 50,
            status: 'completed' as const,
            updatedAt: now,
          },
          {
            orderId: order.id,
            type: 'Mailbox' as const,
            domain: name,
            periodYears: 1,
            description: { en: 'Mailbox', de: 'Postfach' },
            net: 50,
            vat: 0,
            gross: 50,
            status: 'pending' as const,
            mailboxName: 'kept',
            mailboxLevel: 1,
            updatedAt: now,
          },
        ])
        .returning();
      const changed = await app().services.unitOfWork.run((repos) => lifecycle.renewedInTransaction(repos, order, domainLine, newExpiry));
      expect(changed).toBe(true);
      await lifecycle.renewed();
      const renewed = await mailboxOf(name, 'kept');
      expect(renewed).toMatchObject({ status: 'active', lapsedAt: null, orderItemId: mailboxLine.id });
      expect(renewed!.expiresAt.toISOString()).toBe(newExpiry.toISOString());
      expect((await db().select().from(orderItems).where(eq(orderItems.id, mailboxLine.id)))[0]).toMatchObject({ status: 'completed' });
      expect(servers.last().mailboxes.map((box) => box.address)).toContain(`kept@${name}`);
      // The superseded line is no longer a paid slot after now.
      expect((await db().select().from(orderItems).where(eq(orderItems.id, kept)))[0].expiresAt!.getTime()).toBeLessThanOrEqual(
        clock.now().getTime(),
      );

      // 30 days after lapsing, the other one goes with its stored mail; the renewed one stays.
      clock.set(new Date(start.getTime() + YEAR + 29 * DAY));
      expect((await lifecycle.sweep()).removed).toBe(0);
      clock.set(new Date(start.getTime() + YEAR + 32 * DAY));
      // Other tests' mailboxes in this database lapse with it too.
      expect((await lifecycle.sweep()).removed).toBeGreaterThanOrEqual(1);
      expect(await mailboxOf(name, 'lost')).toBeUndefined();
      expect(servers.removed).toContain(`lost@${name}`);
      expect(servers.removed).not.toContain(`kept@${name}`);
      expect((await mailboxOf(name, 'kept'))?.status).toBe('active');
      expect(await db().select().from(mailDomains).where(eq(mailDomains.domain, name))).toHaveLength(1);
      expect((await mailWith(who.login, `lost@${name} was removed`)).subject).toBe(`Your mailbox lost@${name} was removed`);
    } finally {
      clock.set(start);
    }
  });
});

describe('renewing a domain with its mailbox through the renew cart', () => {
  it('extends the mailbox of the paid level to the new expiry in the renewal, and completes its line', async () => {
    const who = await customer();
    const name = `${unique('zq-mbr')}.com`;
    const created = await registerAtRegistry(app(), name);
    await db().insert(customerDomains).values({ name, userId: who.userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    await oldOrder(who, name, `Mailbox desk@${name}, 1 year`);
    await app().services.mailboxProvisioning.backfill();
    await drain();
    expect((await mailboxOf(name, 'desk'))?.expiresAt.toISOString()).toBe(created.expiresAt.toISOString());

    await fundAccount(app(), who, 50_000);
    const added = await post(app(), who, `/api/v1/cart/renew/add/domain/${name}`, {
      options: { period: 1, mailbox_level: 1, mailbox_name: 'desk' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await post(app(), who, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
    expect((await post(app(), who, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
    const init = (await get(app(), who, '/api/v1/pay/init/renew')).json().result;
    expect(init.quote.lines.map((line: { type: string }) => line.type)).toEqual(['Domain', 'Mailbox']);
    const paid = await post(app(), who, '/api/v1/pay/commit', {
      type: 'renew',
      idempotency_key: newKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await drain();

    const [domain] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
    expect(domain.expiresAt.getTime()).toBeGreaterThan(created.expiresAt.getTime());
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, paid.json().result.order.id));
    const mailboxLine = lines.find((line) => line.type === 'Mailbox')!;
    expect(mailboxLine).toMatchObject({ status: 'completed', mailboxName: 'desk', mailboxLevel: 1 });
    const desk = await mailboxOf(name, 'desk');
    expect(desk).toMatchObject({ status: 'active', orderItemId: mailboxLine.id });
    expect(desk!.expiresAt.toISOString()).toBe(domain.expiresAt.toISOString());
    const order = (await get(app(), who, '/api/v1/user/orders'))
      .json()
      .result.orders.find((entry: { id: number }) => entry.id === paid.json().result.order.id);
    expect(order.status).toBe('completed');
  });
});
