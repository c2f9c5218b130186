import type { CreatedAppPassword, Mailbox, MailboxList, MailboxValidation } from '@common/api/vmail.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { MAILBOX_LEVELS } from '@common/mail/mailbox-levels';
import { verify } from '@node-rs/argon2';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customerDomains,
  dnsRecords,
  dnsZones,
  mailAddresses,
  mailboxAppPasswords,
  mailboxes,
  mailDomains,
  orderItems,
  orders,
  payments,
  users,
} from '../../db/schema/index';
import type { MailPublisher, MailSnapshot } from '../../mail-servers/mail-snapshot';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { newCustomer } from '../payment/payment-test-helpers';
import { dkimPublicKey } from './mail-hosting';

/** The mail servers' side as the shop sees it: what was published, which stored mail was removed, what is counted as used. */
function recordingPublisher() {
  const published: MailSnapshot[] = [];
  const removed: string[] = [];
  const moved: Array<[string, string]> = [];
  const publisher: MailPublisher = {
    publish: async (snapshot) => {
      published.push(snapshot);
    },
    usage: async (addresses) => new Map(addresses.map((address) => [address, 1234])),
    status: () => ({ serving: true, reason: null }),
    removeMail: async (address) => {
      removed.push(address);
    },
    moveMail: async (from, to) => {
      moved.push([from, to]);
    },
  };
  return { publisher, published, removed, moved, last: () => published[published.length - 1] };
}

const mail = recordingPublisher();
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp({
    mailPublisher: mail.publisher,
    env: { MAIL_HOSTNAME: 'mail.shop.example', IMAP_PORT: '993', SUBMISSION_PORT: '587' },
  });
});
afterAll(async () => {
  await testApp.close();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;
const PASSWORD = 'violet-harbour-lantern-42';
const YEAR = 365 * 24 * 3600_000;

async function userIdOf(login: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

interface Customer {
  session: TestSession & { login: string };
  userId: number;
  domains: string[];
}

/** A customer with names registered for them, as the provisioning job records them. */
async function customerWith(count: number): Promise<Customer> {
  const session = await newCustomer(app(), 'mbx');
  const userId = await userIdOf(session.login);
  const domains: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `${unique('zq-mb')}.com`;
    const created = await registerAtRegistry(app(), name);
    await db().insert(customerDomains).values({ name, userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    domains.push(name);
  }
  return { session, userId, domains };
}

/** A paid, completed Mailbox order line of the domain: a slot a mailbox can be made in directly. */
async function paidSlot(
  userId: number,
  domain: string,
  level: 1 | 2 = 1,
  options: { expiresAt?: Date; status?: 'completed' | 'pending'; section?: 'register' | 'renew' } = {},
): Promise<number> {
  const now = new Date();
  const [payment] = await db()
    .insert(payments)
    .values({
      userId,
      idempotencyKey: unique('slot'),
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
      userId,
      paymentId: payment.id,
      section: options.section ?? 'register',
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
      description: { en: 'Mailbox', de: 'Postfach' },
      net: 990,
      vat: 188,
      gross: 1178,
      status: options.status ?? 'completed',
      mailboxLevel: level,
      expiresAt: options.expiresAt ?? new Date(now.getTime() + YEAR),
      updatedAt: now,
    })
    .returning();
  return item.id;
}

type Response = Awaited<ReturnType<typeof post>>;

function expectError(response: Response, status: number, code: number, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.errors[0]).toMatchObject(field ? { code, field } : { code });
  expect(body.errors[0].message.length).toBeGreaterThan(10);
}

async function result<T>(promise: Promise<Response>): Promise<T> {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

async function createMailbox(customer: Customer, name: string, options: { domain?: string; level?: 1 | 2 } = {}): Promise<Mailbox> {
  const domain = options.domain ?? customer.domains[0];
  await paidSlot(customer.userId, domain, options.level ?? 1);
  return result<Mailbox>(
    post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain, name, level: options.level ?? 1, password: PASSWORD }),
  );
}

/** What the database holds of a user's mail: every address, mailbox and app password. */
async function savedState(userId: number) {
  const boxes = await db().select().from(mailboxes).where(eq(mailboxes.userId, userId)).orderBy(mailboxes.id);
  const ids = new Set(boxes.map((box) => box.id));
  const addresses = (await db().select().from(mailAddresses).orderBy(mailAddresses.id)).filter((row) => ids.has(row.mailboxId));
  const apps = (await db().select().from(mailboxAppPasswords).orderBy(mailboxAppPasswords.id)).filter((row) => ids.has(row.mailboxId));
  return { boxes, addresses, apps };
}

describe('mailbox API', () => {
  it('is for logged-in users only', async () => {
    const visitor = await startSession(app());
    for (const url of [
      '/api/v1/vmail/mailboxes',
      '/api/v1/vmail/mailbox/1/autoconfig.xml',
      '/api/v1/vmail/mailbox/1/profile.mobileconfig',
    ]) {
      expectError(await get(app(), visitor, url), 401, ErrorCode.AuthenticationRequired);
    }
    for (const [url, body] of [
      ['/api/v1/vmail/validate/mailbox', { domain: 'example.com', name: 'info', level: 1 }],
      ['/api/v1/vmail/mailbox/create', { domain: 'example.com', name: 'info', level: 1, password: PASSWORD }],
      ['/api/v1/vmail/mailbox/1/update-name', { name: 'x' }],
      ['/api/v1/vmail/mailbox/1/create/a/example.com', {}],
      ['/api/v1/vmail/mailbox/1/delete/a@example.com', {}],
      ['/api/v1/vmail/mailbox/delete/1', {}],
      ['/api/v1/vmail/mailbox/change-password/1', { password: PASSWORD }],
      ['/api/v1/vmail/mailbox/1/catch-all', { enabled: true }],
      ['/api/v1/vmail/mailbox/1/app-passwords', { label: 'phone' }],
      ['/api/v1/vmail/mailbox/1/app-passwords/delete/1', {}],
    ] as const) {
      expectError(await post(app(), visitor, url, body), 401, ErrorCode.AuthenticationRequired);
    }
  });

  it('validates an addition: cart with the price without a free paid slot, direct with one; the password checked when given', async () => {
    const customer = await customerWith(1);
    const domain = customer.domains[0];
    const cart = await result<MailboxValidation>(
      post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: 'Info', level: 2 }),
    );
    expect(cart).toEqual({ address: `info@${domain}`, mode: 'cart', price: { net: 2490, currency: 'EUR', years: 1 } });
    // A name paid for three more years (and a bit): the cart charges the three whole years, and so does the quote.
    await db()
      .update(customerDomains)
      .set({ expiresAt: new Date(Date.now() + (3 * 365 + 40) * 86_400_000) })
      .where(eq(customerDomains.name, domain));
    const longer = await result<MailboxValidation>(
      post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: 'Info', level: 2 }),
    );
    expect(longer.price).toEqual({ net: 3 * 2490, currency: 'EUR', years: 3 });
    // A line of the other level, a pending line, an expired line and a renewal's line are no free slot of level 1.
    await paidSlot(customer.userId, domain, 2);
    await paidSlot(customer.userId, domain, 1, { section: 'renew' });
    await paidSlot(customer.userId, domain, 1, { status: 'pending' });
    await paidSlot(customer.userId, domain, 1, { expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await result<MailboxValidation>(post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: 'info', level: 1 })))
        .mode,
    ).toBe('cart');
    expect(
      await result<MailboxValidation>(post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: 'info', level: 2 })),
    ).toEqual({ address: `info@${domain}`, mode: 'direct', price: null });

    expectError(
      await post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: 'info', level: 1, password: 'password123' }),
      400,
      ErrorCode.PasswordCommon,
      'password',
    );
    expectError(
      await post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: 'info', level: 1, password: 'short' }),
      400,
      ErrorCode.PasswordTooWeak,
      'password',
    );
    expectError(
      await post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: '.info', level: 1 }),
      400,
      ErrorCode.MailboxNameInvalid,
      'name',
    );
    expectError(
      await post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain: 'not-mine-at-all.com', name: 'info', level: 1 }),
      400,
      ErrorCode.MailboxDomainNotOwned,
      'domain',
    );
  });

  it('creates a mailbox in a free paid slot, lists it and publishes it with its hash and quota; no slot answers 8110 and changes nothing', async () => {
    const customer = await customerWith(1);
    const domain = customer.domains[0];
    expectError(
      await post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain, name: 'info', level: 1, password: PASSWORD }),
      409,
      ErrorCode.MailboxNeedsPurchase,
      'domain',
    );
    expect((await savedState(customer.userId)).boxes).toEqual([]);
    expect(await db().select().from(mailDomains).where(eq(mailDomains.domain, domain))).toEqual([]);

    const slot = await paidSlot(customer.userId, domain, 1);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, slot));
    const created = await result<Mailbox>(
      post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain, name: 'Info', level: 1, password: PASSWORD }),
    );
    expect(created).toMatchObject({
      name: 'info',
      level: 1,
      domain,
      address: `info@${domain}`,
      alias: [],
      catch_all: false,
      quota_bytes: MAILBOX_LEVELS[1].quotaBytes,
      used_bytes: 1234,
      status: 'active',
      password_set: true,
      app_passwords: [],
      expires_at: line.expiresAt!.toISOString(),
    });
    const [row] = (await savedState(customer.userId)).boxes;
    expect(row.orderItemId).toBe(slot);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row.passwordHash!, PASSWORD)).toBe(true);

    const snapshot = mail.last();
    const published = snapshot.mailboxes.find((box) => box.address === `info@${domain}`);
    expect(published).toEqual({ address: `info@${domain}`, passwordHashes: [row.passwordHash], quotaBytes: MAILBOX_LEVELS[1].quotaBytes });
    const domainEntry = snapshot.domains.find((entry) => entry.domain === domain);
    expect(domainEntry?.dkim?.privateKeyPem).toContain('BEGIN PRIVATE KEY');

    const list = await result<MailboxList>(get(app(), customer.session, '/api/v1/vmail/mailboxes'));
    expect(list.serving).toBe(true);
    expect(list.mailboxes).toEqual([created]);
    expect(list.settings).toEqual({
      imap: { host: 'mail.shop.example', port: 993, security: 'ssl' },
      smtp: { host: 'mail.shop.example', port: 587, security: 'starttls' },
    });

    // The slot is used: a second mailbox needs another one.
    expectError(
      await post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain, name: 'sales', level: 1, password: PASSWORD }),
      409,
      ErrorCode.MailboxNeedsPurchase,
    );
    expect((await savedState(customer.userId)).boxes).toHaveLength(1);
  });

  it("refuses a name in use, a weak password, a name outside §5, a domain that is not the customer's, and a zone with MX or MAILFW, changing nothing", async () => {
    const customer = await customerWith(2);
    const other = await customerWith(1);
    await createMailbox(customer, 'info');
    await paidSlot(customer.userId, customer.domains[0]);
    const before = await savedState(customer.userId);
    const create = (body: Record<string, unknown>) =>
      post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain: customer.domains[0], level: 1, password: PASSWORD, ...body });
    expectError(await create({ name: 'INFO' }), 409, ErrorCode.MailboxAddressTaken, 'name');
    expectError(await create({ name: 'sales', password: 'passwort123' }), 400, ErrorCode.PasswordCommon, 'password');
    expectError(await create({ name: 'sales', password: 'x'.repeat(129) }), 400, ErrorCode.PasswordTooWeak, 'password');
    expectError(await create({ name: 'sales', password: 'y'.repeat(600) }), 400, ErrorCode.ParameterSyntax, 'password');
    for (const name of ['a..b', 'a b', 'ä', 'x'.repeat(65), 'info"', '*'])
      expectError(await create({ name }), 400, ErrorCode.MailboxNameInvalid, 'name');
    expectError(await create({ name: 'sales', domain: other.domains[0] }), 400, ErrorCode.MailboxDomainNotOwned, 'domain');
    expect(await savedState(customer.userId)).toEqual(before);

    // The second domain's zone has an MX record: no mailbox there (spec §5).
    const now = new Date();
    const [zone] = await db()
      .insert(dnsZones)
      .values({ domain: customer.domains[1], userId: customer.userId, createdAt: now, updatedAt: now })
      .returning();
    await db().insert(dnsRecords).values({ zoneId: zone.id, type: 'MX', name: '@', value: '10 mx.example.net.', ttl: 3600, position: 0 });
    await paidSlot(customer.userId, customer.domains[1]);
    expectError(await create({ name: 'sales', domain: customer.domains[1] }), 409, ErrorCode.MailboxZoneConflict, 'domain');
    await db().update(dnsRecords).set({ type: 'MAILFW', name: 'info', value: 'someone@example.net' }).where(eq(dnsRecords.zoneId, zone.id));
    const refused = await create({ name: 'sales', domain: customer.domains[1] });
    expectError(refused, 409, ErrorCode.MailboxZoneConflict, 'domain');
    expect(refused.json().errors[0].message).toContain('MAILFW');
    expect(await savedState(customer.userId)).toEqual(before);
  });

  it("answers in the session's language", async () => {
    const customer = await customerWith(1);
    expect(
      (await post(app(), customer.session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' })).statusCode,
    ).toBe(200);
    const response = await post(app(), customer.session, '/api/v1/vmail/mailbox/create', {
      domain: customer.domains[0],
      name: 'info',
      level: 1,
      password: PASSWORD,
    });
    expectError(response, 409, ErrorCode.MailboxNeedsPurchase);
    expect(response.json().errors[0].message).toBe(
      'Auf dieser Domain ist kein bezahltes Postfach mehr frei. Bitte legen Sie das Postfach in den Warenkorb und bezahlen Sie es.',
    );
    const own = await post(app(), customer.session, '/api/v1/vmail/mailbox/delete/999999999');
    expect(own.json().errors[0].message).toBe('Dieses Postfach gibt es nicht, oder es gehört nicht Ihnen.');
  });

  it('lets two simultaneous creations claim one paid slot once', async () => {
    const customer = await customerWith(1);
    const domain = customer.domains[0];
    await paidSlot(customer.userId, domain);
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((name) =>
        post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain, name, level: 1, password: PASSWORD }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((entry) => entry.statusCode === 409))
      expect(answer.json().errors[0].code).toBe(ErrorCode.MailboxNeedsPurchase);
    expect((await savedState(customer.userId)).boxes).toHaveLength(1);
  });

  it('keeps at most 20 mailboxes on a domain', async () => {
    const customer = await customerWith(1);
    const domain = customer.domains[0];
    const now = new Date();
    // 20 mailboxes already there (rows as provisioning leaves them).
    for (let index = 0; index < 20; index += 1) {
      const [box] = await db()
        .insert(mailboxes)
        .values({ userId: customer.userId, domain, level: 1, expiresAt: new Date(now.getTime() + YEAR), createdAt: now, updatedAt: now })
        .returning();
      await db()
        .insert(mailAddresses)
        .values({ mailboxId: box.id, domain, localPart: `box${index}`, kind: 'mailbox', createdAt: now });
    }
    await paidSlot(customer.userId, domain);
    expectError(
      await post(app(), customer.session, '/api/v1/vmail/mailbox/create', { domain, name: 'one-more', level: 1, password: PASSWORD }),
      409,
      ErrorCode.MailboxLimit,
      'domain',
    );
    expect((await savedState(customer.userId)).boxes).toHaveLength(20);
  });

  it('renames a mailbox (aliases and app passwords stay), refusing a taken name', async () => {
    const customer = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    await createMailbox(customer, 'sales');
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/hello/${customer.domains[0]}`));
    const renamed = await result<Mailbox>(
      post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'Contact' }),
    );
    expect(renamed).toMatchObject({
      id: box.id,
      name: 'contact',
      address: `contact@${customer.domains[0]}`,
      alias: [{ alias: 'hello', fqdn: customer.domains[0] }],
    });
    expect(mail.last().mailboxes.map((entry) => entry.address)).toContain(`contact@${customer.domains[0]}`);
    expect(mail.last().mailboxes.map((entry) => entry.address)).not.toContain(`info@${customer.domains[0]}`);
    expect(mail.last().aliases).toContainEqual({ address: `hello@${customer.domains[0]}`, mailbox: `contact@${customer.domains[0]}` });
    // The stored mail moves with the address.
    expect(mail.moved).toContainEqual([`info@${customer.domains[0]}`, `contact@${customer.domains[0]}`]);

    const before = await savedState(customer.userId);
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'sales' }),
      409,
      ErrorCode.MailboxAddressTaken,
      'name',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'hello' }),
      409,
      ErrorCode.MailboxAddressTaken,
      'name',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'bad..name' }),
      400,
      ErrorCode.MailboxNameInvalid,
      'name',
    );
    expect(await savedState(customer.userId)).toEqual(before);
  });

  it("answers a mailbox name against the rule with the rule's text (8103) on every route that takes one, in the user's language", async () => {
    const customer = await customerWith(1);
    const box = await createMailbox(customer, unique('rule'));
    const domain = customer.domains[0];
    const before = await savedState(customer.userId);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/v1/vmail/validate/mailbox', { domain, name: 'not valid!', level: 1 }],
      [`/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'a'.repeat(65) }],
      ['/api/v1/vmail/mailbox/create', { domain, name: 'end.', level: 1, password: 'correct horse battery staple 7' }],
      ['/api/v1/cart/add/mailbox', { domain, name: 'ümlaut', level: 1 }],
      ['/api/v1/cart/add/mailbox', { domain, name: '', level: 1 }],
    ];
    for (const [url, body] of calls) {
      const response = await post(app(), customer.session, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual([
        {
          code: ErrorCode.MailboxNameInvalid,
          field: 'name',
          message: expect.stringContaining('A mailbox name may contain only letters, digits and - + . _ = &'),
        },
      ]);
    }
    // Other fields of the same request keep the generic syntax error.
    const both = await post(app(), customer.session, '/api/v1/vmail/validate/mailbox', { domain, name: '..', level: 7 });
    expect(both.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: ErrorCode.MailboxNameInvalid, field: 'name' }),
        expect.objectContaining({ code: ErrorCode.ParameterSyntax, field: 'level' }),
      ]),
    );
    await post(app(), customer.session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await post(app(), customer.session, '/api/v1/cart/add/mailbox', { domain, name: 'a b', level: 1 });
    expect(german.json().errors[0]).toMatchObject({ code: ErrorCode.MailboxNameInvalid, field: 'name' });
    expect(german.json().errors[0].message).toMatch(/^Ein Postfachname/);
    await post(app(), customer.session, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    expect(await savedState(customer.userId)).toEqual(before);
  });

  it('changes the password: the new hash replaces the old in what is published; a weak one changes nothing', async () => {
    const customer = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    const [before] = (await savedState(customer.userId)).boxes;
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/change-password/${box.id}`, { password: 'qwertz12345' }),
      400,
      ErrorCode.PasswordCommon,
      'password',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/change-password/${box.id}`, { password: `info@${customer.domains[0]}-x` }),
      400,
      ErrorCode.PasswordContainsLogin,
      'password',
    );
    expect((await savedState(customer.userId)).boxes[0].passwordHash).toBe(before.passwordHash);
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/change-password/${box.id}`, { password: 'another-calm-river-77' }));
    const [after] = (await savedState(customer.userId)).boxes;
    expect(await verify(after.passwordHash!, 'another-calm-river-77')).toBe(true);
    const published = mail.last().mailboxes.find((entry) => entry.address === `info@${customer.domains[0]}`)!;
    expect(published.passwordHashes).toEqual([after.passwordHash]);
  });

  it("adds and removes aliases on the customer's domains only, within the level's limit", async () => {
    const customer = await customerWith(2);
    const other = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    const theirs = await createMailbox(other, 'info');
    const [d1, d2] = customer.domains;
    const added = await result<Mailbox>(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/Hello/${d1}`));
    expect(added.alias).toEqual([{ alias: 'hello', fqdn: d1, address: `hello@${d1}` }]);
    // On the customer's other domain too: that domain then takes mail.
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/team/${d2}`));
    expect(mail.last().aliases).toContainEqual({ address: `team@${d2}`, mailbox: `info@${d1}` });
    expect(mail.last().domains.map((entry) => entry.domain)).toContain(d2);

    const before = await savedState(customer.userId);
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/hello/${d1}`),
      409,
      ErrorCode.MailboxAddressTaken,
      'alias',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/info/${d1}`),
      409,
      ErrorCode.MailboxAddressTaken,
      'alias',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/x/${other.domains[0]}`),
      400,
      ErrorCode.MailboxDomainNotOwned,
      'fqdn',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/a..b/${d1}`),
      400,
      ErrorCode.MailboxNameInvalid,
      'alias',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/*/${d1}`),
      400,
      ErrorCode.MailboxNameInvalid,
      'alias',
    );
    expectError(await post(app(), customer.session, `/api/v1/vmail/mailbox/${theirs.id}/create/x/${d1}`), 404, ErrorCode.MailboxNotFound);
    expect(await savedState(customer.userId)).toEqual(before);

    // The level's limit (10 for a Mailbox): 2 there, 8 more, then refused.
    for (let index = 0; index < MAILBOX_LEVELS[1].aliases - 2; index += 1)
      await result(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/a${index}/${d1}`));
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/one-too-many/${d1}`),
      409,
      ErrorCode.MailboxAliasLimit,
      'alias',
    );
    expect((await savedState(customer.userId)).addresses.filter((row) => row.kind === 'alias')).toHaveLength(MAILBOX_LEVELS[1].aliases);

    const removed = await result<Mailbox>(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/delete/team@${d2}`));
    expect(removed.alias.map((alias) => alias.address)).not.toContain(`team@${d2}`);
    expect(mail.last().domains.map((entry) => entry.domain)).not.toContain(d2);
    expect(await db().select().from(mailDomains).where(eq(mailDomains.domain, d2))).toEqual([]);
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/delete/team@${d2}`),
      404,
      ErrorCode.MailboxAliasNotFound,
      'alias',
    );
    // The mailbox's own address is no alias.
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/delete/info@${d1}`),
      404,
      ErrorCode.MailboxAliasNotFound,
      'alias',
    );
  });

  it('switches the catch-all, one per domain', async () => {
    const customer = await customerWith(1);
    const first = await createMailbox(customer, 'info');
    const second = await createMailbox(customer, 'sales');
    const on = await result<Mailbox>(post(app(), customer.session, `/api/v1/vmail/mailbox/${first.id}/catch-all`, { enabled: true }));
    expect(on.catch_all).toBe(true);
    expect(on.alias).toContainEqual({ alias: '*', fqdn: customer.domains[0], address: `*@${customer.domains[0]}` });
    expect(mail.last().aliases).toContainEqual({ address: `*@${customer.domains[0]}`, mailbox: `info@${customer.domains[0]}` });
    // Switching on twice changes nothing; another mailbox of the domain cannot take it.
    expect(
      (await result<Mailbox>(post(app(), customer.session, `/api/v1/vmail/mailbox/${first.id}/catch-all`, { enabled: true }))).alias,
    ).toHaveLength(1);
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${second.id}/catch-all`, { enabled: true }),
      409,
      ErrorCode.MailboxAddressTaken,
    );
    const off = await result<Mailbox>(post(app(), customer.session, `/api/v1/vmail/mailbox/${first.id}/catch-all`, { enabled: false }));
    expect(off).toMatchObject({ catch_all: false, alias: [] });
    expect(mail.last().aliases.map((alias) => alias.address)).not.toContain(`*@${customer.domains[0]}`);
  });

  it("makes app passwords (shown once, hash kept and published), within the level's limit, and removes them", async () => {
    const customer = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    const made = await result<CreatedAppPassword>(
      post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: 'Phone' }),
    );
    expect(made).toMatchObject({ label: 'Phone', password: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){7}$/) });
    const [stored] = (await savedState(customer.userId)).apps;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(stored.passwordHash, made.password)).toBe(true);
    expect(JSON.stringify(await result(get(app(), customer.session, '/api/v1/vmail/mailboxes')))).not.toContain(made.password);
    expect(mail.last().mailboxes.find((entry) => entry.address === `info@${customer.domains[0]}`)!.passwordHashes).toContain(
      stored.passwordHash,
    );

    for (let index = 1; index < MAILBOX_LEVELS[1].appPasswords; index += 1)
      await result(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: `p${index}` }));
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: 'one too many' }),
      409,
      ErrorCode.MailboxAppPasswordLimit,
      'label',
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: '' }),
      400,
      ErrorCode.ParameterSyntax,
      'label',
    );
    expect((await savedState(customer.userId)).apps).toHaveLength(MAILBOX_LEVELS[1].appPasswords);

    const after = await result<Mailbox>(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords/delete/${made.id}`));
    expect(after.app_passwords.map((entry) => entry.id)).not.toContain(made.id);
    expect(mail.last().mailboxes.find((entry) => entry.address === `info@${customer.domains[0]}`)!.passwordHashes).not.toContain(
      stored.passwordHash,
    );
    expectError(
      await post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords/delete/${made.id}`),
      404,
      ErrorCode.MailboxAppPasswordNotFound,
      'appPasswordId',
    );
  });

  it('downloads the autoconfig file and the Apple profile', async () => {
    const customer = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    const xml = await get(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/autoconfig.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.xml"$/);
    const doc = new DOMParser().parseFromString(xml.body, 'text/xml');
    const incoming = doc.getElementsByTagName('incomingServer')[0];
    expect(incoming.getAttribute('type')).toBe('imap');
    expect(incoming.getElementsByTagName('username')[0].textContent).toBe(`info@${customer.domains[0]}`);
    expect(doc.getElementsByTagName('outgoingServer')[0].getAttribute('type')).toBe('smtp');
    const text = (element: Element, tag: string) => element.getElementsByTagName(tag)[0].textContent;
    expect(['hostname', 'port', 'socketType', 'authentication'].map((tag) => text(incoming, tag))).toEqual([
      'mail.shop.example',
      '993',
      'SSL',
      'password-cleartext',
    ]);
    const outgoing = doc.getElementsByTagName('outgoingServer')[0];
    expect(['hostname', 'port', 'socketType', 'username'].map((tag) => text(outgoing, tag))).toEqual([
      'mail.shop.example',
      '587',
      'STARTTLS',
      `info@${customer.domains[0]}`,
    ]);

    const profile = await get(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/profile.mobileconfig`);
    expect(profile.statusCode).toBe(200);
    // The media type the route declares in the OpenAPI document (MAIL_PROFILE_TYPES).
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.mobileconfig"$/);
    expect(profile.body).toContain('<!DOCTYPE plist');
    expect(profile.body).toContain('<string>com.apple.mail.managed</string>');
    expect(profile.body).toContain(`<string>info@${customer.domains[0]}</string>`);
  });

  it("answers 404 for another customer's mailbox on every call, and changes nothing of it", async () => {
    const owner = await customerWith(1);
    const stranger = await customerWith(1);
    const box = await createMailbox(owner, 'info');
    await result(post(app(), owner.session, `/api/v1/vmail/mailbox/${box.id}/create/hello/${owner.domains[0]}`));
    const before = await savedState(owner.userId);
    for (const url of [`/api/v1/vmail/mailbox/${box.id}/autoconfig.xml`, `/api/v1/vmail/mailbox/${box.id}/profile.mobileconfig`]) {
      expectError(await get(app(), stranger.session, url), 404, ErrorCode.MailboxNotFound);
    }
    for (const [url, body] of [
      [`/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'mine' }],
      [`/api/v1/vmail/mailbox/${box.id}/create/x/${stranger.domains[0]}`, {}],
      [`/api/v1/vmail/mailbox/${box.id}/delete/hello@${owner.domains[0]}`, {}],
      [`/api/v1/vmail/mailbox/change-password/${box.id}`, { password: PASSWORD }],
      [`/api/v1/vmail/mailbox/${box.id}/catch-all`, { enabled: true }],
      [`/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: 'x' }],
      [`/api/v1/vmail/mailbox/${box.id}/app-passwords/delete/1`, {}],
      [`/api/v1/vmail/mailbox/delete/${box.id}`, {}],
      ['/api/v1/vmail/mailbox/delete/999999999', {}],
    ] as const) {
      expectError(await post(app(), stranger.session, url, body), 404, ErrorCode.MailboxNotFound);
    }
    expect(await savedState(owner.userId)).toEqual(before);
    expect((await result<MailboxList>(get(app(), stranger.session, '/api/v1/vmail/mailboxes'))).mailboxes).toEqual([]);
  });

  it('refuses changes to a lapsed mailbox with 8109, but deletes it', async () => {
    const customer = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    await db().update(mailboxes).set({ status: 'lapsed', lapsedAt: new Date() }).where(eq(mailboxes.id, box.id));
    expect(mail.last().mailboxes.map((entry) => entry.address)).toContain(`info@${customer.domains[0]}`);
    const before = await savedState(customer.userId);
    for (const [url, body] of [
      [`/api/v1/vmail/mailbox/${box.id}/update-name`, { name: 'other' }],
      [`/api/v1/vmail/mailbox/${box.id}/create/x/${customer.domains[0]}`, {}],
      [`/api/v1/vmail/mailbox/change-password/${box.id}`, { password: PASSWORD }],
      [`/api/v1/vmail/mailbox/${box.id}/catch-all`, { enabled: true }],
      [`/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: 'x' }],
    ] as const) {
      expectError(await post(app(), customer.session, url, body), 409, ErrorCode.MailboxLapsed);
    }
    expect(await savedState(customer.userId)).toEqual(before);
    // Lapsed mailboxes are not published.
    expect((await app().services.mailSync.snapshot()).mailboxes.map((entry) => entry.address)).not.toContain(`info@${customer.domains[0]}`);
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/delete/${box.id}`));
    expect((await savedState(customer.userId)).boxes).toEqual([]);
  });

  it('deletes a mailbox: its rows go, it is no longer published, its stored mail is removed, another mailbox stays', async () => {
    const customer = await customerWith(1);
    const other = await customerWith(1);
    const box = await createMailbox(customer, 'info');
    const kept = await createMailbox(customer, 'sales');
    const theirs = await createMailbox(other, 'info');
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/create/hello/${customer.domains[0]}`));
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/${box.id}/app-passwords`, { label: 'Phone' }));
    const list = await result<MailboxList>(post(app(), customer.session, `/api/v1/vmail/mailbox/delete/${box.id}`));
    expect(list.mailboxes.map((entry) => entry.id)).toEqual([kept.id]);
    const state = await savedState(customer.userId);
    expect(state.boxes.map((row) => row.id)).toEqual([kept.id]);
    expect(state.addresses.map((row) => `${row.localPart}@${row.domain}`)).toEqual([`sales@${customer.domains[0]}`]);
    expect(state.apps).toEqual([]);
    expect(mail.removed).toContain(`info@${customer.domains[0]}`);
    expect(mail.removed).not.toContain(`sales@${customer.domains[0]}`);
    expect(mail.removed).not.toContain(`info@${other.domains[0]}`);
    const published = mail.last().mailboxes.map((entry) => entry.address);
    expect(published).not.toContain(`info@${customer.domains[0]}`);
    expect(published).toEqual(expect.arrayContaining([`sales@${customer.domains[0]}`, `info@${other.domains[0]}`]));
    expect(mail.last().aliases.map((alias) => alias.address)).not.toContain(`hello@${customer.domains[0]}`);
    // The domain keeps its key while a mailbox is left; it goes with the last one.
    expect(await db().select().from(mailDomains).where(eq(mailDomains.domain, customer.domains[0]))).toHaveLength(1);
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/delete/${kept.id}`));
    expect(await db().select().from(mailDomains).where(eq(mailDomains.domain, customer.domains[0]))).toEqual([]);
    expect((await savedState(other.userId)).boxes.map((row) => row.id)).toEqual([theirs.id]);
  });
});

function saveZone(session: TestSession, domain: string, version: number, records: object[]) {
  return app().inject({
    method: 'POST',
    url: `/api/v1/dns/${domain}?session_id=${encodeURIComponent(session.sessionId)}`,
    headers: { cookie: session.cookie },
    payload: {
      csrf_token: session.csrfToken,
      version,
      records,
      comments: '',
      flags: { parking_page: false, dnssec: false, ddns: { active: false, username: '', password: '' } },
    },
  });
}

describe("mailboxes and the domain's zone (spec §5; decision 042)", () => {
  it('serves MX, SPF, DKIM and DMARC while the domain has a mailbox, and refuses zone saves with MX or MAILFW records', async () => {
    const customer = await customerWith(1);
    const domain = customer.domains[0];
    const zone = await result<{ version: number }>(get(app(), customer.session, `/api/v1/dns/${domain}`));
    const exportBefore = (await get(app(), customer.session, `/api/v1/dns/export/${domain}`)).body;
    expect(exportBefore).not.toMatch(/\sMX\s/);

    await createMailbox(customer, 'info');
    const served = (await get(app(), customer.session, `/api/v1/dns/export/${domain}`)).body;
    expect(served).toMatch(/\sMX\s+10 mail\.shop\.example\./);
    expect(served).toContain('"v=spf1 mx -all"');
    expect(served).toContain('"v=DMARC1; p=none"');
    const [key] = await db().select().from(mailDomains).where(eq(mailDomains.domain, domain));
    const dkimLine = served.split('\n').find((line) => line.startsWith(`${key.dkimSelector}._domainkey `))!;
    const dkimText = dkimLine.slice(dkimLine.indexOf('"')).replace(/" "/g, '').replace(/^"|"$/g, '');
    expect(dkimText).toBe(`v=DKIM1; k=rsa; p=${dkimPublicKey(key.dkimPrivateKey)}`);

    // A zone save with an MX or a MAILFW record is refused on those records, and nothing is saved.
    const refusedMx = await saveZone(customer.session, domain, zone.version, [
      { type: 'A', name: '@', value: '192.0.2.10', ttl: 3600 },
      { type: 'MX', name: '@', value: 'mx.other.example', ttl: 3600, parameters: { priority: 10 } },
      { type: 'MX', name: '@', value: 'mx2.other.example', ttl: 3600, parameters: { priority: 20 } },
    ]);
    expect(refusedMx.statusCode, refusedMx.body).toBe(409);
    const errors = refusedMx.json().errors as Array<{ code: number; field: string; message: string }>;
    expect(errors.map((error) => [error.code, error.field])).toEqual([
      [ErrorCode.MailboxZoneConflict, 'records.new-1.type'],
      [ErrorCode.MailboxZoneConflict, 'records.new-2.type'],
    ]);
    expect(errors[0].message).toContain('MAILFW');
    const refusedForward = await saveZone(customer.session, domain, zone.version, [
      { type: 'MAILFW', name: 'sales', value: 'someone@example.net', ttl: 3600 },
    ]);
    expect(refusedForward.statusCode, refusedForward.body).toBe(409);
    expect(refusedForward.json().errors).toMatchObject([{ code: ErrorCode.MailboxZoneConflict, field: 'records.new-0.type' }]);
    expect(
      await db().select().from(dnsRecords).innerJoin(dnsZones, eq(dnsZones.id, dnsRecords.zoneId)).where(eq(dnsZones.domain, domain)),
    ).toEqual([]);
    // Other records still save.
    expect(
      (await saveZone(customer.session, domain, zone.version, [{ type: 'A', name: '@', value: '192.0.2.10', ttl: 3600 }])).statusCode,
    ).toBe(200);

    // A conflict that exists anyway (a restored version, a mailbox made at checkout) is reported by the zone.
    const [zoneRow] = await db().select().from(dnsZones).where(eq(dnsZones.domain, domain));
    await db()
      .insert(dnsRecords)
      .values({
        zoneId: zoneRow.id,
        type: 'MX',
        name: '@',
        value: 'mx.other.example',
        parameters: { priority: 10 },
        ttl: 3600,
        position: 5,
      });
    expect(await result(get(app(), customer.session, `/api/v1/dns/${domain}`))).toMatchObject({
      mailbox_has_zone_mx_conflict: true,
      mailbox_has_zone_mailfw_conflict: false,
    });
    await db().delete(dnsRecords).where(eq(dnsRecords.zoneId, zoneRow.id));

    // Without a mailbox the records go, and MX may be saved again.
    const [box] = (await savedState(customer.userId)).boxes;
    await result(post(app(), customer.session, `/api/v1/vmail/mailbox/delete/${box.id}`));
    const after = (await get(app(), customer.session, `/api/v1/dns/export/${domain}`)).body;
    expect(after).not.toContain('v=spf1');
    expect(after).not.toContain('_domainkey');
    const current = await result<{ version: number }>(get(app(), customer.session, `/api/v1/dns/${domain}`));
    expect(await result(get(app(), customer.session, `/api/v1/dns/${domain}`))).toMatchObject({ mailbox_has_zone_mx_conflict: false });
    expect(
      (
        await saveZone(customer.session, domain, current.version, [
          { type: 'MX', name: '@', value: 'mx.other.example', ttl: 3600, parameters: { priority: 10 } },
        ])
      ).statusCode,
    ).toBe(200);
  });

  it('publishes confirmed MAILFW forwards of a zone, and not those of a domain with a mailbox', async () => {
    const customer = await customerWith(1);
    const domain = customer.domains[0];
    const now = new Date();
    const [zone] = await db().insert(dnsZones).values({ domain, userId: customer.userId, createdAt: now, updatedAt: now }).returning();
    await db()
      .insert(dnsRecords)
      .values([
        { zoneId: zone.id, type: 'MAILFW', name: 'info', value: 'me@example.net', ttl: 3600, position: 0 },
        { zoneId: zone.id, type: 'MAILFW', name: '*', value: 'me@example.net', ttl: 3600, position: 1 },
        {
          zoneId: zone.id,
          type: 'MAILFW',
          name: 'later',
          value: 'me@example.net',
          ttl: 3600,
          position: 2,
          activeFrom: new Date(now.getTime() + YEAR),
        },
        { zoneId: zone.id, type: 'MAILFW', name: 'sales', value: 'unconfirmed@example.net', ttl: 3600, position: 3 },
      ]);
    await app().services.database.db.execute(
      sql`insert into dns_mailfw_confirmations (zone_id, destination, token_hash, confirmed_at, created_at) values (${zone.id}, 'me@example.net', ${unique('t')}, now(), now()), (${zone.id}, 'unconfirmed@example.net', ${unique('t')}, null, now())`,
    );
    const snapshot = await app().services.mailSync.snapshot();
    expect(snapshot.forwards.filter((forward) => forward.address.endsWith(`@${domain}`))).toEqual([
      { address: `*@${domain}`, destinations: ['me@example.net'] },
      { address: `info@${domain}`, destinations: ['me@example.net'] },
    ]);
    expect(snapshot.domains).toContainEqual({ domain, dkim: null });

    // A zone save republishes at once: the removed forward is gone from what the mail servers get.
    const current = await result<{ version: number }>(get(app(), customer.session, `/api/v1/dns/${domain}`));
    const saved = await saveZone(customer.session, domain, current.version, [
      { type: 'MAILFW', name: 'info', value: 'me@example.net', ttl: 3600 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    await vi.waitFor(() => {
      const forwards = mail.last().forwards.filter((forward) => forward.address.endsWith(`@${domain}`));
      expect(forwards).toEqual([{ address: `info@${domain}`, destinations: ['me@example.net'] }]);
    });

    // A domain with a mailbox does not forward (the conflict of spec §5, should it exist anyway): the mailbox gets the mail.
    const hosted = await customerWith(1);
    await createMailbox(hosted, 'info');
    const [hostedZone] = await db()
      .insert(dnsZones)
      .values({ domain: hosted.domains[0], userId: hosted.userId, createdAt: now, updatedAt: now })
      .returning();
    await db()
      .insert(dnsRecords)
      .values({ zoneId: hostedZone.id, type: 'MAILFW', name: 'sales', value: 'me@example.net', ttl: 3600, position: 0 });
    await app().services.database.db.execute(
      sql`insert into dns_mailfw_confirmations (zone_id, destination, token_hash, confirmed_at, created_at) values (${hostedZone.id}, 'me@example.net', ${unique('t')}, now(), now())`,
    );
    expect((await app().services.mailSync.snapshot()).forwards.map((forward) => forward.address)).not.toContain(
      `sales@${hosted.domains[0]}`,
    );
  });
});
