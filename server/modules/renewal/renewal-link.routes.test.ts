import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDomains, orders, payments, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { ownAtRegistry, paidExpiryOf } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { linkToken } from '../../test/test-mailbox';
import { decideOnHostedPage, newCustomer, newKey } from '../payment/payment-test-helpers';

const clock = fixedClock(new Date());
let testApp: TestApp;
const app = () => testApp.app;
const services = () => app().services;
const db = () => services().database.db;

beforeAll(async () => {
  // Jobs run only when a test drains them, so a paid renewal can be caught before its job.
  testApp = await createTestApp({ clock, startJobs: false });
});
afterAll(async () => {
  await testApp.close();
});

let ipCount = 0;
/** A visitor from an address of its own, so the per-address limit stays out of the way. */
async function visitor(): Promise<TestSession & { ip: string }> {
  return { ...(await startSession(app())), ip: `203.0.113.${++ipCount}` };
}

const own = (login: string, name: string) => ownAtRegistry(app(), { login }, name);
const expiryOf = (name: string) => paidExpiryOf(app(), name);

const requestLink = (session: TestSession & { ip?: string }, domain: string) =>
  post(app(), session, '/api/v1/domain/renew/simple/link', { domain }, { ip: session.ip });
const offer = (session: TestSession, token: string, period?: number) =>
  get(app(), session, '/api/v1/domain/renew/simple/offer', period ? { token, period: String(period) } : { token });
const pay = (session: TestSession, body: Record<string, unknown>) =>
  post(app(), session, '/api/v1/domain/renew/simple/pay', { terms: true, withdrawal_consent: true, idempotency_key: newKey(), ...body });
const status = (session: TestSession, paymentId: number, token: string) =>
  get(app(), session, `/api/v1/domain/renew/simple/status/${paymentId}`, { token });

/** A customer holding `name`, and the token of the renewal link a visitor had mailed to them. */
async function linkFor(prefix: string, name: string) {
  const holder = await newCustomer(app(), prefix);
  // The first mail confirms the new account's address; the link is the second.
  await testApp.mailbox.waitFor(holder.login, 1);
  const created = await own(holder.login, name);
  const guest = await visitor();
  const sent = await requestLink(guest, name);
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await testApp.mailbox.waitFor(holder.login, 2);
  return { holder, created, guest, token: linkToken(mail, '/domain/renew/simple'), mail };
}

describe('POST /domain/renew/simple/link', () => {
  it('mails the holder a renewal link in their language and never tells the visitor the address', async () => {
    const { holder, guest, mail } = await linkFor('link-mail', 'link-mail.com');
    expect(mail.subject).toBe('Renew link-mail.com without logging in');
    expect(mail.text).toContain('valid until');
    expect(mail.text).toMatch(/https:\/\/shop\.example\.test\/domain\/renew\/simple\?token=[\w-]{40,}/);

    const again = await requestLink(guest, 'LINK-MAIL.com');
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual({ domain: 'link-mail.com', domain_utf8: 'link-mail.com', valid_hours: 72 });
    expect(again.body).not.toContain(holder.login);
    // German for a holder who chose German.
    await db().update(users).set({ language: 'de' }).where(eq(users.login, holder.login));
    await requestLink(guest, 'link-mail.com');
    expect((await testApp.mailbox.waitFor(holder.login, 4)).subject).toBe('link-mail.com ohne Anmeldung verlängern');
  });

  it('refuses names it cannot renew, in the visitor’s language, and mails nobody', async () => {
    const guest = await visitor();
    const before = testApp.mailbox.received.length;
    const foreign = await requestLink(guest, 'not-with-this-shop-at-all.com');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0]).toMatchObject({ code: 5303, message: 'Domain is not registered with the provider' });
    const invalid = await requestLink(guest, 'not a name');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().success).toBe(false);
    await post(app(), guest, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await requestLink(guest, 'not-with-this-shop-at-all.com');
    expect(german.json().errors[0].message).toBe('Die Domain ist nicht bei diesem Anbieter registriert');
    expect(testApp.mailbox.received.length).toBe(before);
  });

  it('slows down a flood of requests for one name (429 with Retry-After) without mailing more', async () => {
    const holder = await newCustomer(app(), 'link-flood');
    await own(holder.login, 'link-flood.com');
    for (let i = 0; i < 3; i++) expect((await requestLink(await visitor(), 'link-flood.com')).statusCode).toBe(200);
    const fourth = await requestLink(await visitor(), 'link-flood.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0].code).toBe(1429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    await testApp.mailbox.waitFor(holder.login, 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The address confirmation and three links.
    expect(testApp.mailbox.to(holder.login)).toHaveLength(4);
  });
});

describe('GET /domain/renew/simple/offer', () => {
  it('offers the link’s name with its bounds and the price of the holder’s renewal, without the balance', async () => {
    const { guest, token, created } = await linkFor('link-offer', 'link-offer.com');
    const response = await offer(guest, token);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({
      domain: 'link-offer.com',
      period: 1,
      min_period: 1,
      max_period: 9,
      expiry: created.expiresAt.toISOString(),
      new_expiry: addYears(created.expiresAt, 1).toISOString(),
    });
    expect(result.methods).toEqual(['card', 'paypal', 'apple_pay', 'bank_transfer']);
    // The holder has no billing address: German VAT (the shop's country), on the .com renewal price.
    const price = (await get(app(), guest, '/api/v1/price/list', { tld: 'com' })).json().result.prices[0].renewal;
    expect(result.quote).toMatchObject({ currency: 'EUR', vat_rate: 0.19, lines: [{ domain: 'link-offer.com', period_years: 1 }] });
    expect(result.quote.gross).toBe(price.total);

    const three = (await offer(guest, token, 3)).json().result;
    expect(three.period).toBe(3);
    expect(three.quote.gross).toBeGreaterThan(result.quote.gross * 2.5);
    // Beyond the bounds: clamped.
    expect((await offer(guest, token, 50)).json().result.period).toBe(9);
  });

  it('refuses an unknown or expired link with 5306', async () => {
    const { guest, token } = await linkFor('link-expired', 'link-expired.com');
    const unknown = await offer(guest, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({
      code: 5306,
      message: 'This renewal link is not valid or has expired. Please request a new one.',
    });
    clock.advance(73 * 60 * 60_000);
    try {
      expect((await offer(guest, token)).json().errors[0].code).toBe(5306);
    } finally {
      clock.advance(-73 * 60 * 60_000);
    }
  });
});

describe('clean-up of old links', () => {
  it('keeps a link that ran out for its payment status, and deletes it 30 days later', async () => {
    const { guest, token } = await linkFor('link-stale', 'link-stale.com');
    const quote = (await offer(guest, token)).json().result.quote;
    const started = (await pay(guest, { token, period: 1, method: 'paypal', fingerprint: quote.fingerprint })).json().result;
    const shift = (72 + 29 * 24) * 60 * 60_000;
    clock.advance(shift);
    try {
      await services().renewalLinks.deleteStale();
      // The payer comes back weeks later, in a new browser session.
      expect((await status(await visitor(), started.payment_id, token)).statusCode).toBe(200);
      clock.advance(2 * 24 * 60 * 60_000);
      expect(await services().renewalLinks.deleteStale()).toBeGreaterThanOrEqual(1);
      const gone = await status(await visitor(), started.payment_id, token);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().errors[0].code).toBe(5306);
    } finally {
      clock.set(new Date(clock.now().getTime() - shift - 2 * 24 * 60 * 60_000));
    }
  });
});

describe('POST /domain/renew/simple/pay', () => {
  it('by card: the holder’s renew order, paid on the hosted page, back to the link’s status page, renewed once', async () => {
    const { holder, guest, token, created } = await linkFor('link-card', 'link-card.com');
    const quote = (await offer(guest, token, 2)).json().result.quote;
    // Beyond the bounds (ten years of term from today): refused, never paid as another period; no payment starts.
    const tooLong = await pay(guest, { token, period: 10, method: 'card', fingerprint: quote.fingerprint });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ code: 5308, field: 'period' });
    const key = newKey();
    const paid = await pay(guest, { token, period: 2, method: 'card', fingerprint: quote.fingerprint, idempotency_key: key });
    expect(paid.statusCode, paid.body).toBe(200);
    const started = paid.json().result;
    expect(started).toMatchObject({ status: 'pending', amount: quote.gross, order: { section: 'renew' } });
    expect(started.redirect_url).toContain('/pay/sandbox/');
    // The same attempt again answers the same payment.
    expect(
      (await pay(guest, { token, period: 2, method: 'card', fingerprint: quote.fingerprint, idempotency_key: key })).json().result
        .payment_id,
    ).toBe(started.payment_id);

    const back = await decideOnHostedPage(app(), started.redirect_url, 'approve');
    expect(back.headers.location).toBe(`https://shop.example.test/domain/renew/simple/status/${started.payment_id}`);
    await services().jobs.drain();
    const done = (await status(guest, started.payment_id, token)).json().result;
    expect(done).toMatchObject({ status: 'paid', order: { status: 'completed', items: [{ domain: 'link-card.com', period_years: 2 }] } });
    expect(await expiryOf('link-card.com')).toEqual(addYears(created.expiresAt, 2));
    expect((await services().registry.info('link-card.com'))!.expiresAt).toEqual(addYears(created.expiresAt, 2));
    // The term the link was made for is renewed: the link is spent (a second payer cannot renew
    // again with it), while the payer's status page still answers.
    const spent = await offer(guest, token);
    expect(spent.statusCode).toBe(409);
    expect(spent.json().errors[0]).toMatchObject({
      code: 5307,
      message:
        'This domain has already been renewed since the renewal link was sent: nothing more needs to be paid with this link. The holder sees the new expiry date under My domains.',
    });
    const again = await pay(guest, { token, period: 2, method: 'card', fingerprint: quote.fingerprint });
    expect(again.json().errors[0].code).toBe(5307);
    expect((await status(guest, started.payment_id, token)).statusCode).toBe(200);
    // The order and its invoice are the holder's.
    const orders = (await get(app(), holder, '/api/v1/user/orders')).json().result.orders;
    expect(orders.map((order: { id: number }) => order.id)).toContain(done.order.id);
    expect((await testApp.mailbox.waitFor(holder.login, 3)).text).toContain('link-card.com');
  });

  it('follows a payment only with its own link', async () => {
    const first = await linkFor('link-status-a', 'link-status-a.com');
    const second = await linkFor('link-status-b', 'link-status-b.com');
    const quote = (await offer(first.guest, first.token)).json().result.quote;
    const started = (await pay(first.guest, { token: first.token, period: 1, method: 'paypal', fingerprint: quote.fingerprint })).json()
      .result;
    expect((await status(first.guest, started.payment_id, first.token)).statusCode).toBe(200);
    expect((await status(second.guest, started.payment_id, second.token)).statusCode).toBe(404);
    expect((await status(first.guest, started.payment_id, 'y'.repeat(43))).json().errors[0].code).toBe(5306);
    // Nor the holder's other payments.
    const other = (await get(app(), first.holder, '/api/v1/user/orders')).json().result;
    expect(other.orders).toHaveLength(1);
  });

  it('a second attempt replaces the first, so the renewal cannot be paid twice', async () => {
    const { guest, token, created } = await linkFor('link-twice', 'link-twice.com');
    const quote = (await offer(guest, token)).json().result.quote;
    const first = (await pay(guest, { token, period: 1, method: 'card', fingerprint: quote.fingerprint })).json().result;
    const second = (await pay(guest, { token, period: 1, method: 'bank_transfer', fingerprint: quote.fingerprint })).json().result;
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(second.transfer).toMatchObject({ reference: `DS-${String(second.payment_id).padStart(8, '0')}`, amount: quote.gross });
    expect((await status(guest, first.payment_id, token)).json().result.status).toBe('cancelled');
    // Approving the first page now charges nothing.
    await decideOnHostedPage(app(), first.redirect_url, 'approve');
    expect((await status(guest, first.payment_id, token)).json().result.status).toBe('cancelled');

    await services().paymentNotices.bookBankTransfer(second.transfer.reference, quote.gross, 'EUR');
    // Paid and not yet renewed: a further payment is refused.
    const third = await pay(guest, { token, period: 1, method: 'card', fingerprint: quote.fingerprint });
    expect(third.statusCode).toBe(409);
    expect(third.json().errors[0].code).toBe(5305);
    await services().jobs.drain();
    expect(await expiryOf('link-twice.com')).toEqual(addYears(created.expiresAt, 1));
  });

  it('refuses a changed price with the new quote (3022), a missing terms tick and the balance', async () => {
    const { guest, token } = await linkFor('link-price', 'link-price.com');
    const quote = (await offer(guest, token)).json().result.quote;
    const changed = await pay(guest, { token, period: 2, method: 'card', fingerprint: quote.fingerprint });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].code).toBe(3022);
    expect(changed.json().result.quote.lines[0].period_years).toBe(2);
    expect((await pay(guest, { token, period: 1, method: 'card', fingerprint: quote.fingerprint, terms: false })).statusCode).toBe(400);
    expect((await pay(guest, { token, period: 1, method: 'balance', fingerprint: quote.fingerprint })).statusCode).toBe(400);
    expect((await get(app(), guest, '/api/v1/domain/renew/simple/offer', { token })).statusCode).toBe(200);
  });

  it('refuses a payment without the consent to the start before the withdrawal period ends, changing nothing; the order records when it was given', async () => {
    const { holder, token } = await linkFor('link-consent', 'link-consent.com');
    const [{ id: holderId }] = await db().select({ id: users.id }).from(users).where(eq(users.login, holder.login));
    // A German visitor: the refusal speaks the payer's language (decision 061's message and field).
    const guest = await startSession(app(), { 'accept-language': 'de-DE' });
    const quote = (await offer(guest, token)).json().result.quote;
    const body = { token, period: 1, method: 'card', fingerprint: quote.fingerprint };
    for (const consent of [{ withdrawal_consent: undefined }, { withdrawal_consent: false }]) {
      const refused = await pay(guest, { ...body, ...consent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        code: 3030,
        field: 'withdrawal_consent',
        message: 'Bitte bestätigen Sie, dass die Ausführung sofort beginnt und Sie damit Ihr Widerrufsrecht verlieren.',
      });
    }
    expect(await db().select().from(payments).where(eq(payments.userId, holderId))).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.userId, holderId))).toEqual([]);

    const paid = await pay(guest, body);
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.userId, holderId));
    expect(order.id).toBe(paid.json().result.order.id);
    expect(order.withdrawalConsentAt).toEqual(order.createdAt);
  });

  it('voids the link when the name has changed hands', async () => {
    const { guest, token } = await linkFor('link-moved', 'link-moved.com');
    const buyer = await newCustomer(app(), 'link-moved-new');
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.login, buyer.login));
    await db().update(customerDomains).set({ userId: user.id }).where(eq(customerDomains.name, 'link-moved.com'));
    expect((await offer(guest, token)).json().errors[0].code).toBe(5306);
  });
});
