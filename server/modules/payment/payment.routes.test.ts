import { ErrorCode } from '@common/errors/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, customerDomains, orders, payments, sandboxGatewayRefunds, users } from '../../db/schema/index';
import { RegistryError } from '../../registry/registry-gateway';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { startViesDouble, type ViesDouble } from '../../test/vies-double';
import { createPaymentService } from './payment.service';
import { CONTACT, commit, decideOnHostedPage, fundAccount, newCustomer, newKey, prepareCheckout } from './payment-test-helpers';

let testApp: TestApp;
let vies: ViesDouble;
const app = () => testApp.app;
const services = () => app().services;
const db = () => services().database.db;

beforeAll(async () => {
  vies = await startViesDouble({ NL123456789B01: 'valid' });
  testApp = await createTestApp({ env: { VIES_URL: vies.url } });
});
afterAll(async () => {
  await testApp.close();
  await vies.close();
});

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;
const userIdOf = async (login: string) => (await db().select().from(users).where(eq(users.login, login)))[0].id;

describe('the payment flow with the prepaid balance', () => {
  it('init shows the quote, the options and the contact; commit pays, a job registers the name, the order completes', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['paid-by-balance.com', 'paid-by-balance.net'], 'balance');
    expect(init).toMatchObject({
      type: 'register',
      selected_method: 'balance',
      account: { balance: 50_000, currency: 'EUR' },
      details: { contact: { name: CONTACT.name, phone: CONTACT.phone } },
    });
    expect(init.options.map((option: { method: string }) => option.method)).toEqual([
      'balance',
      'card',
      'paypal',
      'apple_pay',
      'bank_transfer',
    ]);
    expect(init.options[0]).toEqual({ method: 'balance', available: true, reason: null });
    expect(init.quote).toMatchObject({ currency: 'EUR', vat_rate: 0.19, reverse_charge: false });
    expect(init.quote.lines.map((line: { domain: string }) => line.domain)).toEqual(['paid-by-balance.com', 'paid-by-balance.net']);
    expect(init.quote.gross).toBe(init.quote.net + init.quote.vat);
    expect(init.terms.url).toBe('/terms/general');

    const paid = await commit(app(), session, init.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    const result = paid.json().result;
    expect(result).toMatchObject({
      purpose: 'order',
      status: 'paid',
      method: 'balance',
      amount: init.quote.gross,
      redirect_url: null,
      transfer: null,
    });
    expect(result.order).toMatchObject({ status: 'paid', gross: init.quote.gross, payment_method: 'balance' });
    expect(await balanceOf(session)).toBe(50_000 - init.quote.gross);
    // The cart section is emptied.
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);

    await services().jobs.drain();
    const listed = (await get(app(), session, '/api/v1/user/orders')).json().result;
    expect(listed.total).toBe(1);
    const order = listed.orders[0];
    expect(order).toMatchObject({ id: result.order.id, status: 'completed', section: 'register', vat_rate: 0.19 });
    expect(order.items.map((item: { status: string }) => item.status)).toEqual(['completed', 'completed']);
    const expires = new Date(order.items[0].expires_at);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const info = await services().registry.info('paid-by-balance.com');
    expect(info).toMatchObject({ sponsoredByUs: true, registrant: expect.objectContaining({ name: CONTACT.name, email: CONTACT.email }) });
    const owned = await db()
      .select()
      .from(customerDomains)
      .where(eq(customerDomains.userId, await userIdOf(session.login)));
    expect(owned.map((row) => row.name).sort()).toEqual(['paid-by-balance.com', 'paid-by-balance.net']);

    const mail = await testApp.mailbox.waitFor(session.login, 2);
    expect(mail.subject).toBe(`Your order ${order.id} is complete`);
    expect(mail.text).toContain('paid-by-balance.com');
    const ledger = (await get(app(), session, '/api/v1/account/transactions')).json().result.transactions;
    expect(ledger[0]).toMatchObject({ amount: -init.quote.gross, reason: 'payment', reference: `payment:${result.payment_id}` });

    const status = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result;
    expect(status.order.status).toBe('completed');
  });

  it('refuses a commit whose price changed since init (3022) with the new totals, and pays nothing', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['price-moves.com'], 'balance');
    // Another name joins the cart in another tab: the amounts the user saw are no longer the price.
    await post(app(), session, '/api/v1/cart/add/domain/price-moves.org');
    const refused = await commit(app(), session, init.quote.fingerprint);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.errors[0]).toMatchObject({
      code: 3022,
      message: 'The price has changed since you saw it. Please check the new amounts and confirm again.',
    });
    expect(body.result.quote.gross).toBeGreaterThan(init.quote.gross);
    expect(body.result.quote.fingerprint).not.toBe(init.quote.fingerprint);
    expect(await balanceOf(session)).toBe(50_000);
    expect((await get(app(), session, '/api/v1/user/orders')).json().result.total).toBe(0);
    const again = await commit(app(), session, body.result.quote.fingerprint);
    expect(again.statusCode).toBe(200);
  });

  it('refuses a balance that is too small (3020) and records nothing', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 1000);
    const init = await prepareCheckout(app(), session, ['too-expensive.com', 'too-expensive.net'], 'balance');
    expect(init.options[0]).toMatchObject({ method: 'balance', available: false, reason: 'Your balance is not enough.' });
    const refused = await commit(app(), session, init.quote.fingerprint);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errors[0].code).toBe(3020);
    expect(await balanceOf(session)).toBe(1000);
    const userId = await userIdOf(session.login);
    expect(await db().select().from(payments).where(eq(payments.userId, userId))).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.userId, userId))).toHaveLength(0);
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(2);
  });

  it('needs the method, the contact, the terms, a cart and an account, each with its error', async () => {
    const session = await newCustomer(app(), 'steps', { 'accept-language': 'de-DE' });
    const fingerprint = '0'.repeat(64);
    const noMethod = await commit(app(), session, fingerprint);
    expect(noMethod.json().errors[0]).toMatchObject({ code: 3024 });
    await post(app(), session, '/api/v1/pay/save/contact', { type: 'register', contact: CONTACT });
    const noChoice = await commit(app(), session, fingerprint);
    expect(noChoice.json().errors[0]).toMatchObject({ code: 3025, message: 'Bitte wählen Sie zuerst eine Zahlungsart.' });
    const noAccount = await post(app(), session, '/api/v1/pay/settings', { type: 'register', method: 'balance' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors[0]).toMatchObject({ code: 3021, field: 'method' });
    await post(app(), session, '/api/v1/pay/settings', { type: 'register', method: 'card' });
    const empty = await commit(app(), session, fingerprint);
    expect(empty.json().errors[0]).toMatchObject({
      code: 3023,
      message: 'Es gibt nichts zu bezahlen: Dieser Teil des Warenkorbs ist leer.',
    });
    const noTerms = await post(app(), session, '/api/v1/pay/commit', {
      type: 'register',
      idempotency_key: newKey(),
      fingerprint,
      terms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors[0]).toMatchObject({ code: 1005, field: 'terms' });
    const badKey = await post(app(), session, '/api/v1/pay/commit', {
      type: 'register',
      idempotency_key: 'short',
      fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(badKey.json().errors[0]).toMatchObject({ code: 1005, field: 'idempotency_key' });
    // Renewals are paid here too (decision 020): this user's renew checkout has no contact yet.
    const renew = await post(app(), session, '/api/v1/pay/commit', {
      type: 'renew',
      idempotency_key: newKey(),
      fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(renew.json().errors[0]).toMatchObject({ code: ErrorCode.ContactMissing });
  });

  it('refuses a commit without the consent to the start before the withdrawal period ends, changing nothing; the order records when it was given', async () => {
    const session = await newCustomer(app(), 'withdrawal', { 'accept-language': 'de-DE' });
    await fundAccount(app(), session, 5_000);
    const init = await prepareCheckout(app(), session, ['widerruf-zustimmung.com'], 'balance');
    const key = newKey();
    const body = { type: 'register', idempotency_key: key, fingerprint: init.quote.fingerprint, terms: true };
    for (const consent of [{}, { withdrawal_consent: false }]) {
      const refused = await post(app(), session, '/api/v1/pay/commit', { ...body, ...consent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        code: ErrorCode.WithdrawalConsentMissing,
        field: 'withdrawal_consent',
        message: 'Bitte bestätigen Sie, dass die Ausführung sofort beginnt und Sie damit Ihr Widerrufsrecht verlieren.',
      });
    }
    expect(await db().select().from(payments).where(eq(payments.idempotencyKey, key))).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.quoteFingerprint, init.quote.fingerprint))).toEqual([]);

    const paid = await post(app(), session, '/api/v1/pay/commit', { ...body, withdrawal_consent: true });
    expect(paid.statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.json().result.order.id));
    expect(order.paidAt).not.toBeNull();
    expect(order.withdrawalConsentAt).toEqual(order.createdAt);
  });

  it('validates the registrant contact and keeps the saved one unchanged on bad input', async () => {
    const session = await newCustomer(app());
    const saved = await post(app(), session, '/api/v1/pay/save/contact', { type: 'register', contact: CONTACT });
    expect(saved.json().result).toMatchObject({
      valid: true,
      paymentOptions: expect.arrayContaining([expect.objectContaining({ method: 'card', available: true })]),
    });
    for (const [field, value] of [
      ['phone', '0221 1234567'],
      ['email', 'not-an-address'],
      ['country', 'Germany'],
      ['name', ''],
      ['street', []],
      ['postal_code', '<script>'],
    ] as const) {
      const refused = await post(app(), session, '/api/v1/pay/save/contact', { type: 'register', contact: { ...CONTACT, [field]: value } });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors[0].field).toBe(`contact.${field}`);
    }
    const unknownCountry = await post(app(), session, '/api/v1/pay/save/contact', {
      type: 'register',
      contact: { ...CONTACT, country: 'XX' },
    });
    expect(unknownCountry.json().errors[0]).toMatchObject({ code: 1005, field: 'contact.country' });
    // The phone is accepted with the usual separators and stored in EPP form.
    await post(app(), session, '/api/v1/pay/save/contact', { type: 'register', contact: { ...CONTACT, phone: '+49.221 123-4567' } });
    expect((await get(app(), session, '/api/v1/pay/init/register')).json().result.details.contact).toMatchObject({
      name: CONTACT.name,
      phone: '+49.2211234567',
    });
  });

  it("answers another user's payment like a missing one, and visitors not at all", async () => {
    const owner = await newCustomer(app());
    await post(app(), owner, '/api/v1/user/account/create');
    const started = (
      await post(app(), owner, '/api/v1/user/account/increase', { amount: 2000, method: 'card', idempotency_key: newKey() })
    ).json().result;
    const other = await newCustomer(app());
    const response = await get(app(), other, `/api/v1/pay/status/${started.payment_id}`);
    expect(response.statusCode).toBe(404);
    expect((await get(app(), await startSession(app()), `/api/v1/pay/status/${started.payment_id}`)).statusCode).toBe(401);
    expect((await get(app(), other, '/api/v1/pay/status/abc')).statusCode).toBe(400);
  });
});

describe('paying by card, PayPal and bank transfer', () => {
  it('by card: pending until approved on the hosted page, then registered', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['paid-by-card.com'], 'card');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(result).toMatchObject({ status: 'pending', method: 'card', order: { status: 'pending_payment' } });
    const page = await app().inject({ method: 'GET', url: new URL(result.redirect_url).pathname });
    // The payee is the operator, the legal seller, not the shop's brand (decision 063).
    expect(page.body).toContain('Example Domains GmbH (example operator) asks you to pay by credit card.');
    const done = await decideOnHostedPage(app(), result.redirect_url, 'approve');
    expect(done.headers.location).toBe(`https://shop.example.test/cart/checkout/status/${result.payment_id}`);
    await services().jobs.drain();
    const status = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result;
    expect(status).toMatchObject({ status: 'paid', redirect_url: null, order: { status: 'completed' } });
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);
    // Delegated to the shop's nameservers until the owner sets others.
    expect((await services().registry.info('paid-by-card.com'))?.nameservers).toEqual([
      'ns1.domain-shop.example',
      'ns2.domain-shop.example',
    ]);
  });

  it('a second commit of the same cart cancels the first one still waiting on its card page: the cart is paid once', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['paid-once-only.com'], 'card');
    const first = (await commit(app(), session, init.quote.fingerprint)).json().result;
    // The payer comes back from the card page without paying, and commits again (another key).
    const second = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(second.payment_id).not.toBe(first.payment_id);
    expect((await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result).toMatchObject({
      status: 'cancelled',
      order: { status: 'failed' },
    });

    // Approving the first, stale page afterwards charges nothing.
    await decideOnHostedPage(app(), first.redirect_url, 'approve');
    await decideOnHostedPage(app(), second.redirect_url, 'approve');
    await services().jobs.drain();
    expect((await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result.status).toBe('cancelled');
    expect((await get(app(), session, `/api/v1/pay/status/${second.payment_id}`)).json().result).toMatchObject({
      status: 'paid',
      order: { status: 'completed' },
    });
    const orders = (await get(app(), session, '/api/v1/user/orders')).json().result;
    const statuses = orders.orders.map((order: { status: string }) => order.status).sort();
    expect(statuses).toEqual(['completed', 'failed']);
  });

  it('by PayPal, declined: the order failed, its items cancelled, the cart kept, nothing registered', async () => {
    const session = await newCustomer(app(), 'decliner', { 'accept-language': 'de' });
    const init = await prepareCheckout(app(), session, ['declined-paypal.com'], 'paypal');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    const page = await app().inject({ method: 'GET', url: new URL(result.redirect_url).pathname });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('>Zahlung freigeben</button>');
    await decideOnHostedPage(app(), result.redirect_url, 'decline');
    await services().jobs.drain();
    const status = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result;
    expect(status).toMatchObject({
      status: 'declined',
      order: { status: 'failed', items: [expect.objectContaining({ status: 'cancelled' })] },
    });
    expect(await services().registry.info('declined-paypal.com')).toBeNull();
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(1);
  });

  it('by bank transfer: the order waits until the payment is booked', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['paid-by-transfer.com'], 'bank_transfer');
    // The account is the operator's, in its legal name: the payer's bank checks the payee (decision 063).
    const account = { holder: 'Example Domains GmbH (example operator)', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };
    expect(init.transfer_accounts).toEqual([expect.objectContaining(account)]);
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(result).toMatchObject({
      status: 'pending',
      redirect_url: null,
      transfer: { amount: init.quote.gross, ...account },
      order: { status: 'pending_payment' },
    });
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.transfer).toMatchObject(account);
    // The cart shows the waiting order, and that a change since is not what the transfer pays for (decision 071).
    const carts = async () => (await get(app(), session, '/api/v1/cart/list/all')).json().result;
    expect((await carts()).register.awaiting_transfers).toEqual([
      expect.objectContaining({
        payment_id: result.payment_id,
        reference: result.transfer.reference,
        lines: ['Domain registration paid-by-transfer.com, 1 year'],
        changed: false,
      }),
    ]);
    const item = Object.values((await carts()).register.items)[0] as { id: string };
    const changed = (await post(app(), session, `/api/v1/cart/update/${item.id}`, { period: 2 })).json().result;
    expect(changed.awaiting_transfers).toEqual([expect.objectContaining({ reference: result.transfer.reference, changed: true })]);
    await post(app(), session, `/api/v1/cart/update/${item.id}`, { period: 1 });
    await services().jobs.drain();
    expect(await services().registry.info('paid-by-transfer.com')).toBeNull();
    await services().paymentNotices.bookBankTransfer(result.transfer.reference, init.quote.gross, 'EUR');
    await services().jobs.drain();
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.order.status).toBe('completed');
    expect((await carts()).register).toMatchObject({ count: 0, awaiting_transfers: [] });
  });
});

describe('the signed gateway notification', () => {
  it('refuses a missing, wrong or stale signature and a changed amount, and takes a valid one once', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const started = (
      await post(app(), session, '/api/v1/user/account/increase', { amount: 2000, method: 'card', idempotency_key: newKey() })
    ).json().result;
    const token = new URL(started.redirect_url).pathname.split('/').pop()!;
    const body = JSON.stringify({
      event_id: 'e1',
      payment_id: started.payment_id,
      token,
      status: 'approved',
      amount: 2000,
      currency: 'EUR',
    });
    const send = (payload: string, signature?: string) =>
      app().inject({
        method: 'POST',
        url: '/pay/notify/sandbox',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-sandbox-signature': signature } : {}) },
        payload,
      });
    const signer = services().sandboxSigner;
    expect((await send(body)).statusCode).toBe(401);
    expect((await send(body, signer.sign(body.replace('2000', '2001'), new Date()))).json().errors[0].code).toBe(3028);
    expect((await send(body, signer.sign(body, new Date(Date.now() - 10 * 60_000)))).statusCode).toBe(401);
    const tampered = body.replace('"amount":2000', '"amount":200000');
    expect((await send(tampered, signer.sign(tampered, new Date()))).statusCode).toBe(400);
    expect(await balanceOf(session)).toBe(0);
    const accepted = await send(body, signer.sign(body, new Date()));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().result).toEqual({ received: true, changed: true });
    // The gateway retries a notification: nothing changes a second time.
    expect((await send(body, signer.sign(body, new Date()))).json().result.changed).toBe(false);
    expect(await balanceOf(session)).toBe(2000);
  });

  it('answers an unknown hosted page with a clear page, in German when asked', async () => {
    const page = await app().inject({ method: 'GET', url: '/pay/sandbox/unknown-token-unknown-token?lang=de' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Diese Zahlung gibt es nicht');
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/pay/sandbox/unknown-token-unknown-token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'decision=approve',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('provisioning', () => {
  it('refunds a name taken before registration to the balance, marks the item refunded and tells the user in German', async () => {
    const session = await newCustomer(app(), 'refund', { 'accept-language': 'de-DE' });
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['will-be-taken.com', 'stays-free.com'], 'balance');
    await registerAtRegistry(app(), 'will-be-taken.com');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await services().jobs.drain();
    const order = (await get(app(), session, '/api/v1/user/orders')).json().result.orders[0];
    expect(order.status).toBe('completed');
    const taken = order.items.find((item: { domain: string }) => item.domain === 'will-be-taken.com');
    // The pages word why (failure_code 'taken'), as the mail does.
    expect(taken).toMatchObject({ status: 'refunded', expires_at: null, failure_code: 'taken' });
    const line = init.quote.lines.find((entry: { domain: string }) => entry.domain === 'will-be-taken.com');
    expect(await balanceOf(session)).toBe(50_000 - init.quote.gross + line.gross);
    const ledger = (await get(app(), session, '/api/v1/account/transactions')).json().result.transactions;
    expect(ledger[0]).toMatchObject({
      amount: line.gross,
      reason: 'refund',
      reference: `order-item:${taken.id}`,
      text: `Erstattung (Bestellposition ${taken.id})`,
    });
    await testApp.mailbox.waitFor(session.login, 3);
    const subjects = testApp.mailbox.to(session.login).map((mail) => mail.subject);
    expect(subjects).toContain(`Ihre Bestellung ${order.id} ist ausgeführt`);
    const refundMail = testApp.mailbox
      .to(session.login)
      .find((mail) => mail.subject === 'will-be-taken.com konnte nicht registriert werden');
    expect(refundMail?.text).toContain(`Bestellung ${order.id}`);
    expect(refundMail?.text).toContain('Guthabenkonto gutgeschrieben');
    expect(result.status).toBe('paid');
  });

  it('refunds a card payment to the card through the gateway, not to a prepaid balance, and says so', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['card-refund.com'], 'card');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await registerAtRegistry(app(), 'card-refund.com');
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    await services().jobs.drain();
    const status = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result;
    expect(status.order.status).toBe('refunded');
    expect(status.order.items[0].refund).toEqual({
      destination: 'card',
      amount: init.quote.gross,
      currency: 'EUR',
      amount_display: status.order.items[0].gross_display,
      status: 'completed',
    });
    // No prepaid account was opened for it: the money went back to the card.
    expect((await get(app(), session, '/api/v1/account/overview')).statusCode).toBe(404);
    const token = new URL(result.redirect_url).pathname.split('/').pop()!;
    const atGateway = await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token));
    expect(atGateway.map((row) => row.amount)).toEqual([init.quote.gross]);
    await services().mail.idle();
    const told = testApp.mailbox.to(session.login).find((entry) => entry.subject === 'card-refund.com could not be registered');
    expect(told?.text).toContain(`We have refunded ${status.order.items[0].gross_display} to the credit card you paid with`);
    // The hosted page of the payment shows the refund as the gateway booked it.
    const page = await app().inject({ method: 'GET', url: new URL(result.redirect_url).pathname });
    expect(page.body).toContain('This payment has been approved.');
  });

  it('a card page approved after a new commit replaced its payment is refunded whole to the card and never fulfilled', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['stale-card-page.com'], 'card');
    const first = (await commit(app(), session, init.quote.fingerprint)).json().result;
    // The payer goes back, pays from the balance instead; the card page is still open in another tab.
    expect((await post(app(), session, '/api/v1/pay/settings', { type: 'register', method: 'balance' })).statusCode).toBe(200);
    const second = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(second).toMatchObject({ status: 'paid', method: 'balance' });
    // The stale page's approval reaches the shop now (the gateway took the money).
    const token = new URL(first.redirect_url).pathname.split('/').pop()!;
    const body = JSON.stringify({
      event_id: 'late-1',
      payment_id: first.payment_id,
      token,
      status: 'approved',
      amount: first.amount,
      currency: 'EUR',
    });
    const notified = await app().inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': services().sandboxSigner.sign(body, new Date()) },
      payload: body,
    });
    expect(notified.json().result).toEqual({ received: true, changed: true });
    await services().jobs.drain();
    const stale = (await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result;
    expect(stale).toMatchObject({
      status: 'refunded',
      order: { status: 'failed' },
      refund: { destination: 'card', amount: first.amount, status: 'completed', reason: 'approved-after-cancel' },
    });
    expect(
      (await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token))).map((row) => row.amount),
    ).toEqual([first.amount]);
    // Registered once, paid once from the balance.
    expect((await get(app(), session, `/api/v1/pay/status/${second.payment_id}`)).json().result.order.status).toBe('completed');
    expect(await balanceOf(session)).toBe(50_000 - init.quote.gross);
    const owners = await db().select().from(customerDomains).where(eq(customerDomains.name, 'stale-card-page.com'));
    expect(owners).toHaveLength(1);
    await services().mail.idle();
    const told = testApp.mailbox.to(session.login).find((mail) => mail.subject === `Payment ${first.payment_id} refunded`);
    expect(told?.text).toContain('We have refunded');
    // The same notification again refunds nothing more.
    const again = await app().inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': services().sandboxSigner.sign(body, new Date()) },
      payload: body,
    });
    expect(again.json().result.changed).toBe(false);
    await services().jobs.drain();
    expect(await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token))).toHaveLength(1);
  });

  it('retries a registry that does not answer, with backoff by the clock, and registers on a later attempt', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['registry-hiccup.com'], 'balance');
    const registry = services().registry;
    const original = registry.create.bind(registry);
    let calls = 0;
    registry.create = async (command) => {
      calls += 1;
      if (calls <= 2) throw new RegistryError(2400, 'command failed');
      return original(command);
    };
    try {
      const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
      await services().jobs.drain();
      // The first failure waits 30 s of clock time; nothing runs again before that.
      expect(calls).toBe(1);
      expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.order.status).toBe('provisioning');
      const { jobs } = await import('../../db/schema/index');
      const [job] = await db()
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `register-domain:${result.order.items[0].id}`));
      expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: '2400 command failed' });
      await db()
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job.id));
      await services().jobs.drain();
      await db()
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job.id));
      await services().jobs.drain();
      expect(calls).toBe(3);
      expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.order.status).toBe('completed');
    } finally {
      registry.create = original;
    }
  });
});

describe('booking a bank transfer by a signed bank statement', () => {
  it('books a pending transfer once; refuses a bad signature, an unknown reference and a wrong amount', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const pending = (
      await post(app(), session, '/api/v1/user/account/increase', { amount: 12_345, method: 'bank_transfer', idempotency_key: newKey() })
    ).json().result;
    const send = (statement: Record<string, unknown>, signer = services().bankStatementSigner, language = 'en') => {
      const body = JSON.stringify(statement);
      return app().inject({
        method: 'POST',
        url: '/pay/notify/bank',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          'x-sandbox-signature': signer.sign(body, new Date()),
        },
        payload: body,
      });
    };
    const statement = { reference: pending.transfer.reference, amount: 12_345, currency: 'EUR' };
    // The card gateway's key does not book bank transfers.
    expect((await send(statement, services().sandboxSigner)).statusCode).toBe(401);
    expect((await send({ ...statement, reference: 'DS-99999999' })).statusCode).toBe(404);
    // A part payment is not booked; the answer names the amount due, in the request's language.
    const part = await send({ ...statement, amount: 12_000 });
    expect(part.statusCode).toBe(409);
    expect(part.json().errors).toEqual([
      {
        code: 3031,
        field: 'amount',
        message:
          'The transfer of €120.00 is not the amount due, €123.45, so nothing was booked. A part payment or an overpayment has to be settled by hand.',
      },
    ]);
    expect(await balanceOf(session)).toBe(0);
    const german = await send({ ...statement, amount: 12_000 }, services().bankStatementSigner, 'de-DE');
    expect(german.json().errors[0]).toMatchObject({ code: 3031, field: 'amount' });
    expect(german.json().errors[0].message).toMatch(/^Die Überweisung über 120,00\s€ entspricht nicht dem fälligen Betrag von 123,45\s€;/);
    expect((await send({ ...statement, currency: 'USD' })).json().errors[0].message).toContain('$123.45 is not the amount due, €123.45');
    const booked = await send(statement);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().result).toEqual({ booked: true, payment_id: pending.payment_id, purpose: 'top-up' });
    expect((await send(statement)).json().errors[0].code).toBe(3027);
    expect(await balanceOf(session)).toBe(12_345);
  });

  it('refuses a top-up transfer that no longer fits under the account limit when it arrives (3011), so the bank returns it', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    // Both fit when started (0 + 3,000.00 <= 5,000.00); the card one is paid first.
    const byTransfer = (
      await post(app(), session, '/api/v1/user/account/increase', { amount: 300_000, method: 'bank_transfer', idempotency_key: newKey() })
    ).json().result;
    const byCard = (
      await post(app(), session, '/api/v1/user/account/increase', { amount: 300_000, method: 'card', idempotency_key: newKey() })
    ).json().result;
    await decideOnHostedPage(app(), byCard.redirect_url, 'approve');
    const body = JSON.stringify({ reference: byTransfer.transfer.reference, amount: 300_000, currency: 'EUR' });
    const refused = await app().inject({
      method: 'POST',
      url: '/pay/notify/bank',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': services().bankStatementSigner.sign(body, new Date()) },
      payload: body,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 3011 });
    expect(await balanceOf(session)).toBe(300_000);
    // Refused, not left waiting for a transfer that came (decision 075).
    expect((await get(app(), session, `/api/v1/pay/status/${byTransfer.payment_id}`)).json().result).toMatchObject({
      status: 'refunded',
      transfer: null,
      refund: { destination: 'bank', amount: 300_000, reason: 'over-account-limit' },
    });
  });
});

describe('currencies and VAT of a checkout', () => {
  const BILLING = {
    name: 'Jan de Vries',
    company: 'De Vries BV',
    street: 'Damrak 1',
    postal_code: '1012 LG',
    city: 'Amsterdam',
    country: 'NL',
    phone: '+31.201234567',
    business: true,
    vat_id: 'NL123456789B01',
  };

  it('bills an EU business abroad whose VAT ID VIES confirmed without VAT (reverse charge) and says so', async () => {
    const session = await newCustomer(app());
    expect((await post(app(), session, '/api/v1/user/profile/set-billing-address', BILLING)).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, ['reverse-charge.com'], 'card');
    expect(init.quote).toMatchObject({ vat_rate: 0, reverse_charge: true, vat: 0 });
    expect(init.quote.gross).toBe(init.quote.net);
    expect(init.footnotes[0]).toContain('Reverse charge');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(result.order).toMatchObject({ vat: 0, vat_rate: 0, reverse_charge: true, gross: init.quote.net });
  });

  it('bills in USD for a customer showing USD, and shows GBP amounts converted while billing in EUR', async () => {
    const dollars = await newCustomer(app());
    await post(app(), dollars, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    // The contact's country decides the VAT of a customer without a billing address (decision 072).
    const usd = await prepareCheckout(app(), dollars, ['billed-in-dollars.com'], 'card', { ...CONTACT, country: 'US' });
    expect(usd.quote).toMatchObject({ currency: 'USD', vat_rate: 0, display: { currency: 'USD' } });
    expect(usd.quote.display.gross).toBe(`$${(usd.quote.gross / 100).toFixed(2)}`);
    const paid = (await commit(app(), dollars, usd.quote.fingerprint)).json().result;
    expect(paid).toMatchObject({ currency: 'USD', amount: usd.quote.gross });

    const pounds = await newCustomer(app());
    await post(app(), pounds, '/api/v1/user/localization', { language: 'en', currency: 'GBP', country: 'GB' });
    const gbp = await prepareCheckout(app(), pounds, ['shown-in-pounds.com'], 'card', { ...CONTACT, country: 'GB' });
    expect(gbp.quote).toMatchObject({ currency: 'EUR', vat_rate: 0.2, display: { currency: 'GBP' } });
    // The approximate pounds are the cart's: each line's net converted and taxed (common/money linesIn).
    const cart = (await get(app(), pounds, '/api/v1/cart/list/all')).json().result.register.total;
    expect(gbp.quote.display).toMatchObject({ vat: cart.display_vat, gross: cart.display_total });
    // An account opened while showing USD is kept in USD and pays USD invoices, not EUR ones.
    await fundAccount(app(), dollars, 5000);
    await post(app(), dollars, '/api/v1/cart/add/domain/second-dollar-name.com');
    const again = (await get(app(), dollars, '/api/v1/pay/init/register')).json().result;
    expect(again.account.currency).toBe('USD');
    expect(again.options[0]).toMatchObject({ method: 'balance', available: true });
    await post(app(), dollars, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'US' });
    const inEuro = (await get(app(), dollars, '/api/v1/pay/init/register')).json().result;
    expect(inEuro.options[0]).toEqual({
      method: 'balance',
      available: false,
      reason: 'Your balance is kept in USD, the invoice is in EUR.',
    });
  });

  it('shows the same pounds in the cart and at checkout where converting the euro gross would round otherwise', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'GBP', country: 'DE' });
    const init = await prepareCheckout(app(), session, ['pounds-rounding.se'], 'card');
    const cart = (await get(app(), session, '/api/v1/cart/list/all')).json().result.register;
    const rates = (await get(app(), session, '/api/v1/config/app-settings')).json().result.exchange_rates;
    expect(init.quote).toMatchObject({ currency: 'EUR', vat_rate: 0.19, display: { currency: 'GBP' } });
    expect(init.quote.display).toMatchObject({ vat: cart.total.display_vat, gross: cart.total.display_total });
    const line = Object.values(cart.items)[0] as { totalPrice: { retail: number; vat: number; total: number } };
    expect(init.quote.display.net).toBe(`£${(line.totalPrice.retail / 100).toFixed(2)}`);
    // Converting the euro VAT and gross (the former display) would have shown other pence here.
    const pounds = (amount: number) => Math.round((amount / rates.EUR) * rates.GBP);
    expect([pounds(init.quote.vat), pounds(init.quote.gross)]).not.toEqual([line.totalPrice.vat, line.totalPrice.total]);
  });

  it('refuses an idempotency key of a top-up for a commit (3026)', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const key = newKey();
    await post(app(), session, '/api/v1/user/account/increase', { amount: 2000, method: 'card', idempotency_key: key });
    const init = await prepareCheckout(app(), session, ['key-reuse.com'], 'card');
    const refused = await commit(app(), session, init.quote.fingerprint, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 3026, field: 'idempotency_key' });
  });
});

describe('outside the test environment', () => {
  it('offers no Apple Pay and refuses it as a method', async () => {
    const session = await newCustomer(app());
    await prepareCheckout(app(), session, ['no-apple-pay.com'], 'apple_pay');
    const s = services();
    const production = createPaymentService({
      unitOfWork: s.unitOfWork,
      accounts: s.prepaidAccounts,
      quoter: s.cartQuoter,
      referenceData: s.referenceData,
      statuses: s.paymentStatuses,
      settlement: s.paymentSettlement,
      worker: s.jobs,
      clock: s.clock,
      testEnvironment: false,
    });
    const context = await s.sessions.resume(session.cookie.replace(/^sid=/, ''));
    const user = { ...context!, user: context!.user! };
    const init = await production.init(user, 'register');
    expect(init.options.map((option) => option.method)).toEqual(['balance', 'card', 'paypal', 'bank_transfer']);
    expect(init.footnotes.join(' ')).not.toContain('Test environment');
    await expect(production.settings(user, 'register', 'apple_pay')).rejects.toMatchObject({ code: 3021 });
    // A method chosen while it was offered is refused at commit.
    await expect(
      production.commit(user, { type: 'register', idempotencyKey: newKey(), fingerprint: init.quote!.fingerprint }),
    ).rejects.toMatchObject({ code: 3021 });
    expect((await get(app(), session, '/api/v1/user/orders')).json().result.total).toBe(0);
  });
});

describe('coupons at checkout', () => {
  it('pays the discounted total, shows the coupon line in the order and counts its use once', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    await post(app(), session, '/api/v1/cart/add/domain/with-coupon.com');
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'balance');
    const coupon = init.quote.lines.find((line: { type: string }) => line.type === 'Coupon');
    expect(coupon.net).toBeLessThan(0);
    const paid = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(paid.amount).toBe(init.quote.gross);
    await services().jobs.drain();
    const order = (await get(app(), session, `/api/v1/pay/status/${paid.payment_id}`)).json().result.order;
    expect(order.status).toBe('completed');
    expect(order.items.map((item: { type: string; status: string }) => [item.type, item.status])).toEqual([
      ['Domain', 'completed'],
      ['Coupon', 'completed'],
    ]);
    expect(await balanceOf(session)).toBe(50_000 - init.quote.gross);
    // The cart is empty, coupon included; the code is used up for this customer.
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).json().errors[0].code).toBe(1312);
  });
});

describe('refunds of a discounted order', () => {
  it('gives back what was paid for a failed name (its price less its share of the coupon), to the card, with a credit note of that amount', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/cart/add/domain/coupon-taken.com');
    await post(app(), session, '/api/v1/cart/add/domain/coupon-kept.com');
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'card');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await registerAtRegistry(app(), 'coupon-taken.com');
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    await services().jobs.drain();
    const order = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.order;
    const taken = order.items.find((item: { domain: string }) => item.domain === 'coupon-taken.com');
    const domains = order.items.filter((item: { type: string }) => item.type === 'Domain');
    const charged = domains.reduce((sum: number, item: { gross: number }) => sum + item.gross, 0);
    const share = Math.floor((taken.gross * init.quote.gross) / charged);
    expect(share).toBeLessThan(taken.gross);
    // Refunded and confirmed by the gateway (a refund of the undiscounted price would be refused as more than was paid for it).
    expect(taken).toMatchObject({
      status: 'refunded',
      failure_code: 'taken',
      refund: { destination: 'card', amount: share, status: 'completed' },
    });
    const token = new URL(result.redirect_url).pathname.split('/').pop()!;
    expect(
      (await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.gatewayToken, token))).map((row) => row.amount),
    ).toEqual([share]);
    const invoices = (await get(app(), session, '/api/v1/user/invoices')).json().result;
    const creditNote = invoices.find((invoice: { kind: string }) => invoice.kind === 'credit-note');
    expect(creditNote.gross).toBe(-share);
  });
});

describe('a gateway that refuses a refund', () => {
  it('credits the prepaid balance instead, so the money is never kept back, and the order says so', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['gateway-refuses.com'], 'card');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await registerAtRegistry(app(), 'gateway-refuses.com');
    const token = new URL(result.redirect_url).pathname.split('/').pop()!;
    // The gateway will have nothing left to give back on this payment (say, refunded there by hand).
    await db()
      .insert(sandboxGatewayRefunds)
      .values({ gatewayToken: token, idempotencyKey: `manual-${token}`, amount: result.amount, currency: 'EUR', createdAt: new Date() });
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    await services().jobs.drain();
    const order = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.order;
    expect(order.items[0]).toMatchObject({
      status: 'refunded',
      refund: { destination: 'balance', amount: init.quote.gross, status: 'completed' },
    });
    expect(await balanceOf(session)).toBe(init.quote.gross);
  });
});

describe('a declined payment gives its coupon back', () => {
  it('frees the use of WELCOME10 when the card is declined, so the same customer pays with the discount again', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/cart/add/domain/declined-coupon.com');
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'card');
    const first = (await commit(app(), session, init.quote.fingerprint)).json().result;
    const orderRef = `order:${first.order.id}`;
    // Counted at the commit, while the payment waits for the payer.
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, orderRef))).toHaveLength(1);

    await decideOnHostedPage(app(), first.redirect_url, 'decline');
    expect((await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result).toMatchObject({
      status: 'declined',
      order: { status: 'failed' },
    });
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, orderRef))).toHaveLength(0);

    // The cart still has the coupon with its discount, and a second attempt is accepted with it.
    const again = (await get(app(), session, '/api/v1/pay/init/register')).json().result;
    const coupon = again.quote.lines.find((line: { type: string }) => line.type === 'Coupon');
    expect(coupon.net).toBe(init.quote.lines.find((line: { type: string }) => line.type === 'Coupon').net);
    expect(again.quote.gross).toBe(init.quote.gross);
    const second = await commit(app(), session, again.quote.fingerprint);
    expect(second.statusCode, second.body).toBe(200);
    await decideOnHostedPage(app(), second.json().result.redirect_url, 'approve');
    expect((await get(app(), session, `/api/v1/pay/status/${second.json().result.payment_id}`)).json().result.status).toBe('paid');
    // Paid now: the use counts, once, and the code is used up for this customer.
    expect(
      await db()
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderRef, `order:${second.json().result.order.id}`)),
    ).toHaveLength(1);
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).json().errors[0].code).toBe(1312);
  });

  it('keeps the use of a paid order when a repeated decline notification arrives', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/cart/add/domain/paid-coupon-kept.com');
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'card');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    // The hosted page of a finished payment sends no second notification; the service ignores a late decline too.
    const token = new URL(result.redirect_url).pathname.split('/').pop()!;
    expect(
      await services().paymentNotices.applyNotification({
        event_id: 'late-decline',
        payment_id: result.payment_id,
        token,
        status: 'declined',
        amount: result.amount,
        currency: result.currency,
      }),
    ).toEqual({ changed: false });
    expect(
      await db()
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderRef, `order:${result.order.id}`)),
    ).toHaveLength(1);
  });
});

describe('a payment nobody completes expires', () => {
  const expireNow = async (paymentId: number) => {
    const { jobs } = await import('../../db/schema/index');
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `expire-payment:${paymentId}`));
    // Due in two hours (hosted page) or two weeks (transfer), by the clock: brought forward here.
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(60 * 60_000);
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    await services().jobs.drain();
  };

  it('says that a card payment replaced by a newer commit of the same cart (another tab) was replaced, not expired', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['second-tab.com'], 'card');
    const first = (await commit(app(), session, init.quote.fingerprint)).json().result;
    const second = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(second.payment_id).not.toBe(first.payment_id);
    expect((await get(app(), session, `/api/v1/pay/status/${first.payment_id}`)).json().result).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'replaced',
    });
    expect((await get(app(), session, `/api/v1/pay/status/${second.payment_id}`)).json().result).toMatchObject({
      status: 'pending',
      cancel_reason: null,
    });
  });

  it('cancels an unfinished card payment: the order fails, the coupon use is given back, the hosted page says so', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/cart/add/domain/expired-card.com');
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'card');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await services().jobs.drain();
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.status).toBe('pending');

    await expireNow(result.payment_id);
    const status = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result;
    expect(status).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
      redirect_url: null,
      order: { status: 'failed', items: expect.arrayContaining([expect.objectContaining({ type: 'Domain', status: 'cancelled' })]) },
    });
    expect(
      await db()
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderRef, `order:${result.order.id}`)),
    ).toHaveLength(0);
    // The payer comes back too late: the page says it was cancelled and nothing is paid.
    const page = await app().inject({ method: 'GET', url: new URL(result.redirect_url).pathname });
    expect(page.body).toContain('This payment has been cancelled.');
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.status).toBe('cancelled');
    expect(await services().registry.info('expired-card.com')).toBeNull();
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(1);
  });

  it('cancels a bank transfer that never arrived; a late booking is refused', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['expired-transfer.com'], 'bank_transfer');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await expireNow(result.payment_id);
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result).toMatchObject({
      status: 'cancelled',
      transfer: null,
      order: { status: 'failed' },
    });
    await expect(services().paymentNotices.bookBankTransfer(result.transfer.reference, init.quote.gross, 'EUR')).rejects.toMatchObject({
      code: 3027,
    });
  });

  it('leaves a paid payment as it is when its expiry comes', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['paid-before-expiry.com'], 'paypal');
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    await expireNow(result.payment_id);
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result).toMatchObject({
      status: 'paid',
      order: { status: 'completed' },
    });
  });
});

describe('the Payment of /pay/init (spec §3)', () => {
  it('has the fields id, account, details, options, transfer_accounts, footnotes, terms and type; id names the saved checkout', async () => {
    const session = await newCustomer(app());
    const fresh = (await get(app(), session, '/api/v1/pay/init/register')).json().result;
    expect(Object.keys(fresh)).toEqual(
      expect.arrayContaining(['id', 'account', 'details', 'options', 'transfer_accounts', 'footnotes', 'terms', 'type']),
    );
    expect(fresh.id).toBeNull();
    const init = await prepareCheckout(app(), session, ['payment-id.com'], 'card');
    expect(init.id).toEqual(expect.any(Number));
    expect(init.id).toBeGreaterThan(0);
    // The same checkout keeps its id over later choices; another type is another checkout.
    await post(app(), session, '/api/v1/pay/settings', { type: 'register', method: 'paypal' });
    expect((await get(app(), session, '/api/v1/pay/init/register')).json().result.id).toBe(init.id);
    await post(app(), session, '/api/v1/pay/settings', { type: 'account', method: 'card' });
    const account = (await get(app(), session, '/api/v1/pay/init/account')).json().result;
    expect(account.id).toEqual(expect.any(Number));
    expect(account.id).not.toBe(init.id);
  });
});
