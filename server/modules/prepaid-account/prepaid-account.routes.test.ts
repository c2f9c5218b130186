import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepaidAccounts, users } from '../../db/schema/index';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp } from '../../test/test-app';
import { commit, decideOnHostedPage, fundAccount, newCustomer, newKey, prepareCheckout } from '../payment/payment-test-helpers';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const topUp = (session: Parameters<typeof post>[1], amount: number, method = 'card', key = newKey()) =>
  post(app(), session, '/api/v1/user/account/increase', { amount, method, idempotency_key: key });

describe('the prepaid account', () => {
  it('is opened once, in the billing currency, and the session then shows the account', async () => {
    const session = await newCustomer(app());
    expect((await get(app(), session, '/api/v1/user/status')).json().result.user.account).toBeFalsy();
    const created = await post(app(), session, '/api/v1/user/account/create');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toMatchObject({
      currency: 'EUR',
      balance: 0,
      balance_display: '€0.00',
      minimum_top_up: 1000,
      limit: 500_000,
      deposits_allowed: true,
    });
    expect((await get(app(), session, '/api/v1/user/status')).json().result.user.account).toBeTruthy();
    const again = await post(app(), session, '/api/v1/user/account/create');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 3002, message: 'You already have a prepaid account.' });
  });

  it('is opened in USD for a customer who shows prices in USD', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    expect((await post(app(), session, '/api/v1/user/account/create')).json().result).toMatchObject({
      currency: 'USD',
      balance_display: '$0.00',
    });
  });

  it('cannot be opened without the permission (3001), in German', async () => {
    const session = await newCustomer(app(), 'noperm');
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await db().update(users).set({ userAccountPermission: 0 }).where(eq(users.login, session.login));
    app().services.sessions.forgetUser((await db().select().from(users).where(eq(users.login, session.login)))[0].id);
    const refused = await post(app(), session, '/api/v1/user/account/create');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 3001, message: expect.stringContaining('Guthabenkonto') });
  });

  it('is only for logged-in users', async () => {
    const visitor = await startSession(app());
    expect((await post(app(), visitor, '/api/v1/user/account/create')).statusCode).toBe(401);
    expect((await get(app(), visitor, '/api/v1/account/transactions')).json().status).toBe(2003);
  });
});

describe('top-ups', () => {
  it('refuses a top-up without an account (3003), below the minimum (3010) and beyond the limit (3011), changing nothing', async () => {
    const session = await newCustomer(app());
    const none = await topUp(session, 5000);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].code).toBe(3003);
    await post(app(), session, '/api/v1/user/account/create');
    const small = await topUp(session, 999);
    expect(small.statusCode).toBe(400);
    expect(small.json().errors[0]).toMatchObject({ code: 3010, message: 'The amount is less than the minimum', field: 'amount' });
    expect(await fundAccount(app(), session, 450_000)).toBe(450_000);
    const big = await topUp(session, 50_001);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0]).toMatchObject({ code: 3011, message: 'The amount would exceed the current limit of your account' });
    expect((await topUp(session, 50_000)).statusCode).toBe(200);
    const listed = (await get(app(), session, '/api/v1/account/transactions')).json().result;
    expect(listed.account.balance).toBe(450_000);
    expect(listed.total).toBe(1);
  });

  it('refuses deposits for a blocked account with 1400', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const [user] = await db().select().from(users).where(eq(users.login, session.login));
    await db().update(prepaidAccounts).set({ depositsBlocked: true }).where(eq(prepaidAccounts.userId, user.id));
    const refused = await topUp(session, 5000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      code: 1400,
      message: 'Account deposits are currently not possible for your account!',
    });
    expect((await get(app(), session, '/api/v1/account/overview')).json().result).toMatchObject({ balance: 0, deposits_allowed: false });
  });

  it('by card: the hosted page asks, approval books the money once, the ledger shows it', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const key = newKey();
    const started = await topUp(session, 2500, 'card', key);
    const result = started.json().result;
    expect(result).toMatchObject({ purpose: 'top-up', status: 'pending', method: 'card', amount: 2500, amount_display: '€25.00' });
    expect(result.redirect_url).toMatch(/^https:\/\/shop\.example\.test\/pay\/sandbox\/[\w-]+$/);
    // A retried request with the same key is the same payment.
    expect((await topUp(session, 2500, 'card', key)).json().result.payment_id).toBe(result.payment_id);
    const reused = await topUp(session, 3000, 'card', key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].code).toBe(3026);

    const page = await app().inject({ method: 'GET', url: new URL(result.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('€25.00');
    expect(page.body).toContain('>Approve payment</button>');
    expect(page.body).toContain('>Decline</button>');

    const done = await decideOnHostedPage(app(), result.redirect_url, 'approve');
    expect(done.headers.location).toBe('https://shop.example.test/user/account/overview');
    // A second click on the page changes nothing.
    await decideOnHostedPage(app(), result.redirect_url, 'approve');
    const status = (await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result;
    expect(status).toMatchObject({ status: 'paid', redirect_url: null });
    const listed = (await get(app(), session, '/api/v1/account/transactions')).json().result;
    expect(listed.account).toMatchObject({ balance: 2500, balance_display: '€25.00' });
    expect(listed.transactions).toEqual([
      expect.objectContaining({
        amount: 2500,
        balance_after: 2500,
        reason: 'top-up',
        reference: `payment:${result.payment_id}`,
        text: `Top-up (payment ${result.payment_id})`,
      }),
    ]);
    const after = await app().inject({ method: 'GET', url: new URL(result.redirect_url).pathname + '?lang=de' });
    expect(after.body).toContain('Diese Zahlung wurde freigegeben.');
  });

  it('declined on the hosted page: no money, the payment says declined', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const result = (await topUp(session, 2500, 'paypal')).json().result;
    await decideOnHostedPage(app(), result.redirect_url, 'decline');
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.status).toBe('declined');
    expect((await get(app(), session, '/api/v1/account/transactions')).json().result).toMatchObject({ total: 0, account: { balance: 0 } });
  });

  it('by bank transfer: pending with the transfer details until the money is booked', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const result = (await topUp(session, 10_000, 'bank_transfer')).json().result;
    expect(result).toMatchObject({
      status: 'pending',
      redirect_url: null,
      transfer: { iban: 'DE02120300000000202051', amount: 10_000, amount_display: '€100.00' },
    });
    expect(result.transfer.reference).toMatch(/^DS-\d{8}$/);
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(0);
    await expect(app().services.paymentNotices.bookBankTransfer(result.transfer.reference, 9_999, 'EUR')).rejects.toMatchObject({
      code: 3031,
    });
    await app().services.paymentNotices.bookBankTransfer(result.transfer.reference.toLowerCase(), 10_000, 'EUR');
    await expect(app().services.paymentNotices.bookBankTransfer(result.transfer.reference, 10_000, 'EUR')).rejects.toMatchObject({
      code: 3027,
    });
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(10_000);
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result).toMatchObject({
      status: 'paid',
      transfer: null,
    });
  });

  it('refuses a bank transfer the limit can no longer take: the payment says so, the money goes back to the bank, the customer is mailed (decision 075)', async () => {
    const session = await newCustomer(app());
    // Limit 5,000.00, balance 31.00.
    expect(await fundAccount(app(), session, 3_100)).toBe(3_100);
    const transfer = (await topUp(session, 100_000, 'bank_transfer')).json().result;
    const card = (await topUp(session, 490_000, 'card')).json().result;
    await decideOnHostedPage(app(), card.redirect_url, 'approve');
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(493_100);
    await expect(app().services.paymentNotices.bookBankTransfer(transfer.transfer.reference, 100_000, 'EUR')).rejects.toMatchObject({
      code: 3011,
      httpStatus: 409,
    });
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(493_100);
    expect((await get(app(), session, `/api/v1/pay/status/${transfer.payment_id}`)).json().result).toMatchObject({
      status: 'refunded',
      transfer: null,
      refund: { destination: 'bank', amount: 100_000, reason: 'over-account-limit' },
    });
    // A second import of the same transfer is refused as finished, and nothing is mailed twice.
    await expect(app().services.paymentNotices.bookBankTransfer(transfer.transfer.reference, 100_000, 'EUR')).rejects.toMatchObject({
      code: 3027,
    });
    await app().services.mail.idle();
    const told = testApp.mailbox.to(session.login).filter((mail) => mail.subject === `Payment ${transfer.payment_id} refunded`);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('above your account');
    expect(told[0].text).toContain('We have not booked your transfer of €1,000.00; it goes back to the bank account you sent it from');
  });

  it('offers Apple Pay in the test environment and refuses the balance as a top-up method', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const init = (await get(app(), session, '/api/v1/pay/init/account')).json().result;
    expect(init.options.map((option: { method: string }) => option.method)).toEqual(['card', 'paypal', 'apple_pay', 'bank_transfer']);
    expect((await topUp(session, 2000, 'apple_pay')).statusCode).toBe(200);
    expect((await topUp(session, 2000, 'balance')).statusCode).toBe(400);
  });

  it('pages the transactions, newest first', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 1000);
    await fundAccount(app(), session, 2000);
    await fundAccount(app(), session, 3000);
    const first = (await get(app(), session, '/api/v1/account/transactions', { per_page: '2' })).json().result;
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(first.transactions.map((entry: { amount: number }) => entry.amount)).toEqual([3000, 2000]);
    const second = (await get(app(), session, '/api/v1/account/transactions', { per_page: '2', page: '2' })).json().result;
    expect(second.transactions.map((entry: { balance_after: number }) => entry.balance_after)).toEqual([1000]);
    expect((await get(app(), session, '/api/v1/account/transactions', { per_page: '500' })).statusCode).toBe(400);
  });
});

describe('the transactions and their orders', () => {
  it('name the order a balance payment paid; a top-up names none', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['ledger-order-link.com'], 'balance');
    const paid = (await commit(app(), session, init.quote.fingerprint)).json().result;
    const listed = (await get(app(), session, '/api/v1/account/transactions')).json().result;
    expect(listed.transactions).toEqual([
      expect.objectContaining({
        reason: 'payment',
        amount: -init.quote.gross,
        reference: `payment:${paid.payment_id}`,
        order_id: paid.order.id,
      }),
      expect.objectContaining({ reason: 'top-up', amount: 50_000, order_id: null }),
    ]);
  });

  it('name the order a refund came from', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['ledger-refund-taken.com'], 'balance');
    await registerAtRegistry(app(), 'ledger-refund-taken.com');
    const paid = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await app().services.jobs.drain();
    const [refund] = (await get(app(), session, '/api/v1/account/transactions')).json().result.transactions;
    expect(refund).toMatchObject({ reason: 'refund', reference: expect.stringMatching(/^order-item:\d+$/), order_id: paid.order.id });
  });
});

describe('the low-balance notice', () => {
  it('is set and read back, needs a threshold, and mails once when the balance is below it', async () => {
    const session = await newCustomer(app(), 'lowbalance');
    await fundAccount(app(), session, 1500);
    expect((await get(app(), session, '/api/v1/account/notification')).json().result).toEqual({
      enabled: false,
      threshold: null,
      threshold_display: null,
    });
    const missing = await post(app(), session, '/api/v1/account/notification', { enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: 1007, field: 'threshold' });
    const set = await post(app(), session, '/api/v1/account/notification', { enabled: true, threshold: 2000 });
    expect(set.json().result).toEqual({ enabled: true, threshold: 2000, threshold_display: '€20.00' });
    const mail = await testApp.mailbox.waitFor(session.login, 2);
    expect(mail.subject).toBe('Your balance at Domain Shop is low');
    expect(mail.text).toContain('€15.00');
    expect(mail.text).toContain('€20.00');
    // A top-up above the threshold sends nothing; turning the notice off is kept.
    await fundAccount(app(), session, 2000);
    await post(app(), session, '/api/v1/account/notification', { enabled: false });
    expect((await get(app(), session, '/api/v1/account/notification')).json().result.enabled).toBe(false);
    await app().services.mail.idle();
    expect(testApp.mailbox.to(session.login).filter((entry) => entry.subject.includes('low'))).toHaveLength(1);
  });
});
