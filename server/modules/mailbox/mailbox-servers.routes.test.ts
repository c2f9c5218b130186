import type { Mailbox } from '@common/api/vmail.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDomains, orderItems, orders, payments, users } from '../../db/schema/index';
import { startTestMailServers, type TestMailServers } from '../../test/mail-servers';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, post, type TestApp } from '../../test/test-app';
import { newCustomer } from '../payment/payment-test-helpers';

/**
 * A mailbox made through the API against real Dovecot and Postfix (server/test/mail-servers.ts):
 * what the customer sets is what the mail servers let in.
 */
let servers: TestMailServers;
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  servers = await startTestMailServers();
  testApp = await createTestApp({ mailPublisher: servers.publisher, env: { MAIL_HOSTNAME: 'mail.shop-test.example' } });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await servers?.stop();
});

describe('mailboxes on the real mail servers', () => {
  it('logs in over IMAP with the password set through the API, with an empty INBOX; a changed password shuts the old one out; an app password logs in; a deleted mailbox cannot log in', async () => {
    const session = await newCustomer(app(), 'mbx-imap');
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.login, session.login));
    const domain = `zq-imap-${Date.now().toString(36)}.com`;
    const created = await registerAtRegistry(app(), domain);
    await db()
      .insert(customerDomains)
      .values({ name: domain, userId: user.id, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    const now = new Date();
    const [payment] = await db()
      .insert(payments)
      .values({
        userId: user.id,
        idempotencyKey: `imap-${domain}`,
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
        userId: user.id,
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
        quoteFingerprint: `imap-${domain}`,
        createdAt: now,
        paidAt: now,
        updatedAt: now,
      })
      .returning();
    await db()
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
        status: 'completed',
        mailboxLevel: 1,
        expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        updatedAt: now,
      });

    const address = `info@${domain}`;
    const first = 'violet-harbour-lantern-42';
    const response = await post(app(), session, '/api/v1/vmail/mailbox/create', { domain, name: 'info', level: 1, password: first });
    expect(response.statusCode, response.body).toBe(200);
    const mailbox = response.json().result as Mailbox;

    const client = await servers.imapLogin(address, first);
    try {
      const status = await client.status('INBOX', { messages: true });
      expect(status && status.messages).toBe(0);
    } finally {
      await client.logout();
    }
    expect(await servers.canLogIn(address, 'not-the-password-123')).toBe(false);

    const second = 'another-calm-river-77';
    expect((await post(app(), session, `/api/v1/vmail/mailbox/change-password/${mailbox.id}`, { password: second })).statusCode).toBe(200);
    expect(await servers.canLogIn(address, first)).toBe(false);
    expect(await servers.canLogIn(address, second)).toBe(true);

    // An app password logs in beside the mailbox password.
    const made = await post(app(), session, `/api/v1/vmail/mailbox/${mailbox.id}/app-passwords`, { label: 'Phone' });
    expect(made.statusCode, made.body).toBe(200);
    const appPassword = made.json().result.password as string;
    expect(await servers.canLogIn(address, appPassword)).toBe(true);

    expect((await post(app(), session, `/api/v1/vmail/mailbox/delete/${mailbox.id}`)).statusCode).toBe(200);
    expect(await servers.canLogIn(address, second)).toBe(false);
    expect(await servers.canLogIn(address, appPassword)).toBe(false);
    // Each publish rewrites the servers' maps and each login verifies an argon2id hash: slow on a busy machine.
  }, 120_000);
});
