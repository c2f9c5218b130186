import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  customerDomains,
  domainDeletions,
  domainLifecycleNotices,
  invoices,
  jobs,
  ledgerEntries,
  mailAddresses,
  mailboxes,
  orderItems,
  orders,
  payments,
  users,
} from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { createTestApp, get, loginAs, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { linkToken } from '../../test/test-mailbox';
import { CONTACT, commit, fundAccount, newCustomer, newKey, prepareCheckout } from '../payment/payment-test-helpers';
import { deleteAfterDays, LIFECYCLE_SWEEP_INTERVAL_MS, LIFECYCLE_SWEEP_JOB } from './lifecycle.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const clock = fixedClock('2027-03-01T09:30:00.000Z');

let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

type Customer = TestSession & { login: string; id: number };
const customers: Customer[] = [];

async function customer(prefix: string, funds: number): Promise<Customer> {
  const session = await newCustomer(app(), prefix);
  if (funds > 0) await fundAccount(app(), session, funds);
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, session.login));
  const created = { ...session, id: row.id };
  customers.push(created);
  return created;
}

async function buy(session: Customer, name: string): Promise<Date> {
  const init = await prepareCheckout(app(), session, [name], 'balance');
  expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
  await app().services.jobs.drain();
  const [row] = await db().select().from(customerDomains).where(eq(customerDomains.name, name));
  expect(row?.userId).toBe(session.id);
  return row.expiresAt;
}

/** Moves the test clock and runs what the worker would run by then (the hourly sweep included). */
async function advanceTo(at: Date): Promise<void> {
  clock.set(at);
  await app().services.lifecycle.schedule();
  await app().services.jobs.drain();
  await app().services.mail.idle();
  // Sessions end after two idle weeks: the customers log in again after a jump of months.
  for (const entry of customers) Object.assign(entry, await loginAs(app(), entry.login, 'a-long-secret-phrase'));
}

async function balanceOf(session: Customer): Promise<number> {
  return (await get(app(), session, '/api/v1/account/overview')).json().result.balance;
}

async function statusOf(session: Customer, name: string): Promise<string> {
  const list = (await get(app(), session, '/api/v1/domain/list', { pattern: name.split('.')[0] })).json().result;
  return list.domains.find((domain: { domain: string }) => domain.domain === name)?.status;
}

/** The first mail to the customer whose subject passes `test`, waiting up to five seconds for it. */
async function mailTo(session: Customer, test: (subject: string) => boolean) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = testApp.mailbox.to(session.login).find((mail) => test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such mail to ${session.login}: ${mailsTo(session).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function withoutId<T extends { id: number }>(row: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...row };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}

/** A renewal of the name the customer paid by hand whose job has not finished (its registration order copied as a paid renew order). */
async function paidRenewalRunning(session: Customer, name: string): Promise<void> {
  const [registration] = await db()
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, session.id), eq(orderItems.domain, name)));
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, registration.order.id));
  const [payment] = await db().select().from(payments).where(eq(payments.id, registration.order.paymentId));
  const [copy] = await db()
    .insert(payments)
    .values({ ...withoutId(payment), idempotencyKey: `${payment.idempotencyKey}:renew` })
    .returning();
  const [order] = await db()
    .insert(orders)
    .values({ ...withoutId(registration.order), paymentId: copy.id, section: 'renew', status: 'paid' })
    .returning();
  await db()
    .insert(orderItems)
    .values({ ...withoutId(item), orderId: order.id, periodYears: 1, status: 'pending', expiresAt: null });
}

const mailsTo = (session: Customer) => testApp.mailbox.to(session.login).map((mail) => mail.subject);
const expiryOf = async (name: string) => (await db().select().from(customerDomains).where(eq(customerDomains.name, name)))[0]?.expiresAt;

describe('the domain lifecycle, driven by the clock', { timeout: 600_000 }, () => {
  let saver: Customer;
  let lapser: Customer;
  let late: Customer;
  let payer: Customer;
  let broke: Customer;
  let local: Customer;
  let transferer: Customer;
  let racer: Customer;
  let transfer: { payment_id: number; transfer: { reference: string; amount: number } };
  let expiry: Date;

  it('deletes an unpaid name five days before the auto-renew grace ends (at once without grace)', () => {
    expect(deleteAfterDays(45)).toBe(40);
    expect(deleteAfterDays(30)).toBe(25);
    expect(deleteAfterDays(0)).toBe(0);
  });

  it('reminds 30 and 7 days before expiry, once each, saying whether the name renews by itself', async () => {
    saver = await customer('saver', 100_000);
    lapser = await customer('lapser', 3_000);
    expiry = await buy(saver, 'keeps-running.com');
    // A mailbox that runs with the name's term: the renewal at expiry renews it too (decision 043).
    const [box] = await db()
      .insert(mailboxes)
      .values({ userId: saver.id, domain: 'keeps-running.com', level: 2, expiresAt: expiry, createdAt: expiry, updatedAt: expiry })
      .returning();
    await db()
      .insert(mailAddresses)
      .values({ mailboxId: box.id, domain: 'keeps-running.com', localPart: 'office', kind: 'mailbox', createdAt: expiry });
    expect(await buy(lapser, 'runs-out.com')).toEqual(expiry);
    late = await customer('late', 3_000);
    expect(await buy(late, 'let-it-go.com')).toEqual(expiry);
    payer = await customer('payer', 100_000);
    expect(await buy(payer, 'paid-by-hand.com')).toEqual(expiry);
    broke = await customer('broke', 3_000);
    expect(await buy(broke, 'paid-too.com')).toEqual(expiry);
    local = await customer('local', 100_000);
    expect(await buy(local, 'keeps-local.berlin')).toEqual(expiry);
    racer = await customer('racer', 3_000);
    expect(await buy(racer, 'renewed-meanwhile.com')).toEqual(expiry);
    transferer = await customer('transferer', 100_000);
    expect(await buy(transferer, 'wire-and-balance.com')).toEqual(expiry);
    // The local-presence (trustee) service is paid for the current term.
    await db().update(orderItems).set({ trustee: true }).where(eq(orderItems.domain, 'keeps-local.berlin'));
    // WHOIS privacy is paid for the current term and switched on (decision 028).
    await db().update(orderItems).set({ privacyLevel: 1 }).where(eq(orderItems.domain, 'keeps-running.com'));
    expect((await post(app(), saver, '/api/v1/domain/privacy/keeps-running.com', { privacy: true })).json().result).toMatchObject({
      privacy: true,
      in_cart: false,
    });
    await paidRenewalRunning(payer, 'paid-by-hand.com');
    await paidRenewalRunning(broke, 'paid-too.com');
    // The lapser's balance is spent on the registration: no renewal from it.
    expect(await balanceOf(lapser)).toBeLessThan(3_000);

    await advanceTo(new Date(expiry.getTime() - 31 * DAY));
    expect(mailsTo(saver).filter((subject) => subject.includes('expires'))).toEqual([]);

    await advanceTo(new Date(expiry.getTime() - 30 * DAY + HOUR));
    const saverMail = await mailTo(saver, (subject) => subject.includes('keeps-running.com expires on'));
    expect(saverMail.text).toContain('Auto-renew is on and your balance covers it');
    const lapserMail = await mailTo(lapser, (subject) => subject.includes('runs-out.com expires'));
    expect(lapserMail.text).toContain('otherwise the domain is deleted after it expires');
    // A name that will not renew by itself gets a renewal link: paid without logging in, by whoever
    // the mail is forwarded to, until the day the unpaid name would be deleted.
    expect(saverMail.text).not.toContain('/domain/renew/simple?token=');
    const token = linkToken(lapserMail, '/domain/renew/simple');
    const offer = await get(app(), await startSession(app()), '/api/v1/domain/renew/simple/offer', { token });
    expect(offer.statusCode, offer.body).toBe(200);
    const deleteOn = new Date(expiry.getTime() + deleteAfterDays(45) * DAY);
    expect(offer.json().result).toMatchObject({
      domain: 'runs-out.com',
      expiry: expiry.toISOString(),
      link_expires_at: deleteOn.toISOString(),
    });
    expect(lapserMail.text).toContain(
      `The link is valid until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(deleteOn)}, ${deleteOn.toISOString().slice(11, 16)} UTC`,
    );

    // Further sweeps of the same window send nothing again.
    await advanceTo(new Date(expiry.getTime() - 20 * DAY));
    expect(mailsTo(saver).filter((subject) => subject.includes('expires on'))).toHaveLength(1);

    await advanceTo(new Date(expiry.getTime() - 7 * DAY + HOUR));
    await advanceTo(new Date(expiry.getTime() - 3 * DAY));
    expect(mailsTo(saver).filter((subject) => subject.includes('expires on'))).toHaveLength(2);
    expect(mailsTo(lapser).filter((subject) => subject.includes('expires on'))).toHaveLength(2);
    const kinds = await db().select().from(domainLifecycleNotices).where(eq(domainLifecycleNotices.name, 'runs-out.com'));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['reminder-30', 'reminder-7']);

    // Three days before expiry someone starts to pay the renewal of a name that renews by itself
    // by bank transfer (a renewal link); the money has not arrived when the name expires.
    const guest = await startSession(app());
    expect((await post(app(), guest, '/api/v1/domain/renew/simple/link', { domain: 'wire-and-balance.com' })).statusCode).toBe(200);
    const linkMail = await mailTo(transferer, (subject) => subject.startsWith('Renew wire-and-balance.com'));
    const wireToken = linkToken(linkMail, '/domain/renew/simple');
    const wireOffer = (await get(app(), guest, '/api/v1/domain/renew/simple/offer', { token: wireToken })).json().result;
    const started = await post(app(), guest, '/api/v1/domain/renew/simple/pay', {
      token: wireToken,
      period: 1,
      method: 'bank_transfer',
      fingerprint: wireOffer.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
      idempotency_key: newKey(),
    });
    expect(started.statusCode, started.body).toBe(200);
    transfer = started.json().result;
  });

  it('at expiry renews from the balance once: one debit, a completed renew order with its invoice, the term a year on', async () => {
    const before = await balanceOf(saver);
    await advanceTo(new Date(expiry.getTime() + HOUR));
    // Two more sweeps in the following hours, and one run of the same slot's sweep again.
    await advanceTo(new Date(expiry.getTime() + 2 * HOUR));
    await app().services.lifecycle.sweep();
    await advanceTo(new Date(expiry.getTime() + 3 * HOUR));

    expect(await expiryOf('keeps-running.com')).toEqual(addYears(expiry, 1));
    const renewOrders = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, saver.id), eq(orders.section, 'renew')));
    expect(renewOrders).toHaveLength(1);
    expect(renewOrders[0].status).toBe('completed');
    const debits = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, saver.id), eq(ledgerEntries.reason, 'payment')));
    // The registration and the renewal.
    expect(debits).toHaveLength(2);
    expect(await balanceOf(saver)).toBe(before - renewOrders[0].gross);
    expect(renewOrders[0].gross).toBeGreaterThan(0);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, renewOrders[0].id))).toHaveLength(1);
    const renewed = await mailTo(saver, (subject) => subject === 'keeps-running.com was renewed automatically');
    expect(renewed.text).toContain('runs until');
    expect(await statusOf(saver, 'keeps-running.com')).toBe('active');
    // The registry's term and the customer's agree.
    expect((await app().services.registry.info('keeps-running.com'))!.expiresAt).toEqual(addYears(expiry, 1));
    // Its mailbox was renewed with it: a completed Mailbox Pro line of the same order, the mailbox's term a year on, still active.
    const [saverItem, mailboxItem, ...more] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, renewOrders[0].id))
      .orderBy(orderItems.id);
    expect(more).toHaveLength(0);
    expect(mailboxItem).toMatchObject({ type: 'Mailbox', status: 'completed', mailboxName: 'office', mailboxLevel: 2, net: 2490 });
    const [box] = await db().select().from(mailboxes).where(eq(mailboxes.domain, 'keeps-running.com'));
    expect(box).toMatchObject({ status: 'active', expiresAt: addYears(expiry, 1) });
    expect(renewOrders[0].net).toBe(saverItem.net + 2490);
    // Privacy switched on is charged with the year, so it stays paid into the new term (decision 028).
    expect(saverItem).toMatchObject({ privacyLevel: 1, expiresAt: addYears(expiry, 1) });
    expect(saverItem.description.en).toBe('Domain renewal keeps-running.com, 1 year, with WHOIS privacy');
    expect((await get(app(), saver, '/api/v1/domain/privacy/keeps-running.com')).json().result).toMatchObject({
      privacy: true,
      paid_until: addYears(expiry, 1).toISOString(),
    });

    // A name with the trustee service keeps it: the year includes it, and it is paid to the new expiry.
    const [localOrder] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, local.id), eq(orders.section, 'renew')));
    expect(localOrder.status).toBe('completed');
    const [localItem] = await db().select().from(orderItems).where(eq(orderItems.orderId, localOrder.id));
    expect(localItem).toMatchObject({ trustee: true, expiresAt: addYears(expiry, 1) });
    expect(localItem.description.en).toBe('Domain renewal keeps-local.berlin, 1 year, with local presence service');
    const renewItem = (await get(app(), local, '/api/v1/domain/renew/list', { pattern: 'keeps-local' })).json().result.items[0];
    expect(renewItem.trustee).toMatchObject({ enabled: true, until: addYears(expiry, 1).toISOString() });
  });

  it('the renewal at expiry replaces an unpaid one of the same name: the late bank transfer is refused and adds no second year', async () => {
    expect(await expiryOf('wire-and-balance.com')).toEqual(addYears(expiry, 1));
    const renewOrders = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, transferer.id), eq(orders.section, 'renew')));
    expect(renewOrders.map((order) => order.status).sort()).toEqual(['completed', 'failed']);
    const [wire] = await db().select().from(payments).where(eq(payments.id, transfer.payment_id));
    expect(wire.status).toBe('cancelled');
    const unpaid = renewOrders.find((order) => order.status === 'failed')!;
    const mail = await mailTo(transferer, (subject) => subject === 'wire-and-balance.com was renewed automatically');
    expect(mail.text).toContain(
      `The unpaid renewal (order ${unpaid.id} (wire-and-balance.com)) has therefore been cancelled, with all the domains in it. Please do not transfer money for it`,
    );

    await expect(
      app().services.paymentNotices.bookBankTransfer(transfer.transfer.reference, transfer.transfer.amount, 'EUR'),
    ).rejects.toMatchObject({ code: 3027 });
    await advanceTo(new Date(expiry.getTime() + 4 * HOUR));
    expect(await expiryOf('wire-and-balance.com')).toEqual(addYears(expiry, 1));
    expect((await app().services.registry.info('wire-and-balance.com'))!.expiresAt).toEqual(addYears(expiry, 1));
  });

  it('without enough balance the name is in grace, told once by mail, and can still be renewed by a top-up', async () => {
    expect(await statusOf(lapser, 'runs-out.com')).toBe('grace');
    await mailTo(lapser, (subject) => subject === 'runs-out.com has expired');
    const grace = testApp.mailbox.to(lapser.login).filter((mail) => mail.subject === 'runs-out.com has expired');
    expect(grace).toHaveLength(1);
    expect(grace[0].text).toContain('because your balance does not cover it');
    expect(
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, lapser.id), eq(orders.section, 'renew'))),
    ).toHaveLength(0);
  });

  it('deletes the unpaid name on its day: redemption at the registry and in my domains, with a mail and the data kept for the restore report', async () => {
    // A glue host under the name (the registry refuses the delete of a name that has one): it is deleted first.
    const registry = app().services.registry;
    await registry.createHost({ name: 'ns1.runs-out.com', addresses: ['185.12.64.53'] });
    // While another domain still uses that host, the registry refuses its delete (2305): the name waits.
    const saverNameservers = (await registry.info('keeps-running.com'))!.nameservers;
    await registry.update({ name: 'keeps-running.com', nameservers: ['ns1.runs-out.com', saverNameservers[1]] });
    // Ten days before the delete, the grace mail's renewal link is paid by bank transfer, which
    // does not arrive in time; five days before, a transfer is no longer offered.
    await advanceTo(new Date(expiry.getTime() + 30 * DAY));
    const graceMail = await mailTo(lapser, (subject) => subject === 'runs-out.com has expired');
    const token = linkToken(graceMail, '/domain/renew/simple');
    const guest = await startSession(app());
    const offered = (await get(app(), guest, '/api/v1/domain/renew/simple/offer', { token })).json().result;
    expect(offered.methods).toContain('bank_transfer');
    const wire = await post(app(), guest, '/api/v1/domain/renew/simple/pay', {
      token,
      period: 1,
      method: 'bank_transfer',
      fingerprint: offered.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
      idempotency_key: newKey(),
    });
    expect(wire.statusCode, wire.body).toBe(200);
    const { payment_id: wireId, transfer: wired } = wire.json().result;
    await advanceTo(new Date(expiry.getTime() + 36 * DAY));
    const lateOffer = (await get(app(), guest, '/api/v1/domain/renew/simple/offer', { token })).json().result;
    expect(lateOffer.methods).not.toContain('bank_transfer');
    expect(lateOffer.methods).toContain('card');
    const refused = await post(app(), guest, '/api/v1/domain/renew/simple/pay', {
      token,
      period: 1,
      method: 'bank_transfer',
      fingerprint: lateOffer.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
      idempotency_key: newKey(),
    });
    expect(refused.json().errors[0].code).toBe(3021);
    // The holder's own renew cart: the transfer is shown but disabled, with the reason, and refused at the commit.
    const addedToCart = await post(app(), late, '/api/v1/cart/renew/add/domain/let-it-go.com', { options: {} });
    expect(addedToCart.statusCode, addedToCart.body).toBe(200);
    const options = (await get(app(), late, '/api/v1/pay/init/renew')).json().result.options;
    const byTransfer = options.find((option: { method: string }) => option.method === 'bank_transfer');
    expect(byTransfer).toMatchObject({ available: false });
    expect(byTransfer.reason).toContain('A bank transfer would not arrive in time: unless paid before, let-it-go.com (');
    expect(options.find((option: { method: string }) => option.method === 'card')).toMatchObject({ available: true });
    const chosen = await post(app(), late, '/api/v1/pay/settings', { type: 'renew', method: 'bank_transfer' });
    expect(chosen.json().errors[0].code).toBe(3021);
    await post(app(), late, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT });
    // Chosen while it was still offered (a checkout left open), it is refused at the commit.
    await db()
      .update(checkouts)
      .set({ method: 'bank_transfer' })
      .where(and(eq(checkouts.userId, late.id), eq(checkouts.type, 'renew')));
    const init = (await get(app(), late, '/api/v1/pay/init/renew')).json().result;
    const commitTransfer = await post(app(), late, '/api/v1/pay/commit', {
      type: 'renew',
      idempotency_key: newKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(commitTransfer.json().errors[0].code).toBe(3021);
    expect((await post(app(), late, '/api/v1/cart/renew/remove/let-it-go.com')).statusCode).toBe(200);
    await advanceTo(new Date(expiry.getTime() + 39 * DAY));
    expect(await statusOf(lapser, 'runs-out.com')).toBe('grace');
    // A renewal of another name completes while the sweep that read it as unpaid is under way
    // (its job records the new term just as the sweep reaches the name): that name is kept.
    const registryInfo = registry.info.bind(registry);
    registry.info = async (name: string) => {
      if (name === 'renewed-meanwhile.com')
        await db()
          .update(customerDomains)
          .set({ expiresAt: addYears(expiry, 1) })
          .where(eq(customerDomains.name, name));
      return registryInfo(name);
    };
    try {
      await advanceTo(new Date(expiry.getTime() + 40 * DAY + HOUR));
    } finally {
      registry.info = registryInfo;
    }
    expect((await registry.info('renewed-meanwhile.com'))?.rgpStatus).not.toBe('redemptionPeriod');
    expect(await db().select().from(domainDeletions).where(eq(domainDeletions.name, 'renewed-meanwhile.com'))).toEqual([]);
    expect((await registry.info('runs-out.com'))?.rgpStatus).toBe('autoRenewPeriod');
    expect(await registry.hostInfo('ns1.runs-out.com')).not.toBeNull();
    expect(mailsTo(lapser)).not.toContain('runs-out.com was deleted and can be restored');
    // Once the other domain has other nameservers, the next sweep deletes the host and then the name.
    await registry.update({ name: 'keeps-running.com', nameservers: saverNameservers });
    await advanceTo(new Date(expiry.getTime() + 40 * DAY + 2 * HOUR));
    const info = await registry.info('runs-out.com');
    expect(info?.rgpStatus).toBe('redemptionPeriod');
    // The delete inside the auto-renew grace period gave the unpaid year back.
    expect(info?.expiresAt).toEqual(expiry);
    expect(await statusOf(lapser, 'runs-out.com')).toBe('redemption');
    expect(await app().services.registry.hostInfo('ns1.runs-out.com')).toBeNull();
    const [deletion] = await db().select().from(domainDeletions).where(eq(domainDeletions.name, 'runs-out.com'));
    expect(deletion).toMatchObject({ userId: lapser.id, reason: 'unpaid-renewal', restoredAt: null, releasedAt: null });
    expect(deletion.preData).toMatchObject({ name: 'runs-out.com', registrant: { name: CONTACT.name } });
    const mail = await mailTo(lapser, (subject) => subject === 'runs-out.com was deleted and can be restored');
    expect(mail.text).toContain('/domain/restore/rgp');
    // The renewal that waited for its transfer was cancelled with the delete; the late transfer is refused.
    const [cancelled] = await db().select().from(payments).where(eq(payments.id, wireId));
    expect(cancelled.status).toBe('cancelled');
    const [unpaid] = await db().select().from(orders).where(eq(orders.paymentId, wireId));
    expect(unpaid.status).toBe('failed');
    expect(mail.text).toContain(
      `The payment for the renewal (order ${unpaid.id} (runs-out.com)) did not arrive in time, and the order has been cancelled with all the domains in it.`,
    );
    await expect(app().services.paymentNotices.bookBankTransfer(wired.reference, wired.amount, 'EUR')).rejects.toMatchObject({
      code: 3027,
    });
  });

  it('a renewal paid by hand whose job still runs keeps the name from the charge at expiry and from the delete', async () => {
    const payerOrders = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, payer.id), eq(orders.section, 'renew')));
    expect(payerOrders.map((order) => order.status)).toEqual(['paid']);
    const debits = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, payer.id), eq(ledgerEntries.reason, 'payment')));
    // The registration only.
    expect(debits).toHaveLength(1);
    for (const name of ['paid-by-hand.com', 'paid-too.com']) {
      expect((await app().services.registry.info(name))?.rgpStatus).not.toBe('redemptionPeriod');
      expect(await db().select().from(domainDeletions).where(eq(domainDeletions.name, name))).toEqual([]);
    }
  });

  it("restores it from the rgp cart for the price the restore list shows (fee and the renewal year), back to active with the registry's expiry", async () => {
    const listed = (await get(app(), lapser, '/api/v1/domain/restore/list')).json().result.domains;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      domain: 'runs-out.com',
      rgp_status: 'redemptionPeriod',
      restorable: true,
      renewal_years: 1,
      in_cart: false,
    });
    const added = await post(app(), lapser, '/api/v1/cart/rgp/add/domain/runs-out.com');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.count).toBe(1);
    await fundAccount(app(), lapser, 50_000);
    expect((await post(app(), lapser, '/api/v1/pay/settings', { type: 'rgp', method: 'balance' })).statusCode).toBe(200);
    expect((await post(app(), lapser, '/api/v1/pay/save/contact', { type: 'rgp', contact: CONTACT })).statusCode).toBe(200);
    const init = (await get(app(), lapser, '/api/v1/pay/init/rgp')).json().result;
    expect(init.quote.gross).toBe(listed[0].price.total);
    const paid = await post(app(), lapser, '/api/v1/pay/commit', {
      type: 'rgp',
      idempotency_key: newKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await app().services.jobs.drain();

    const info = await app().services.registry.info('runs-out.com');
    expect(info?.rgpStatus).not.toBe('redemptionPeriod');
    expect(info?.statuses).not.toContain('pendingDelete');
    expect(info?.expiresAt).toEqual(addYears(expiry, 1));
    expect(await expiryOf('runs-out.com')).toEqual(addYears(expiry, 1));
    expect(await statusOf(lapser, 'runs-out.com')).toBe('active');
    const [order] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, lapser.id), eq(orders.section, 'rgp')));
    expect(order).toMatchObject({ status: 'completed', gross: listed[0].price.total });
    const [deletion] = await db().select().from(domainDeletions).where(eq(domainDeletions.name, 'runs-out.com'));
    expect(deletion.restoredAt).not.toBeNull();
    await mailTo(lapser, (subject) => subject === 'runs-out.com has been restored');
    expect((await get(app(), lapser, '/api/v1/domain/restore/list')).json().result.domains).toEqual([]);
  });

  it("releases a name nobody restores: pending delete, then purged, and it leaves the customer's domains", async () => {
    // Deleted on the same day as runs-out.com, and left alone since.
    expect(await statusOf(late, 'let-it-go.com')).toBe('redemption');
    await advanceTo(new Date(expiry.getTime() + 40 * DAY + 31 * DAY));
    expect(await statusOf(late, 'let-it-go.com')).toBe('pending-delete');
    const tooLate = await post(app(), late, '/api/v1/cart/rgp/add/domain/let-it-go.com');
    expect(tooLate.json()).toMatchObject({ success: false, errors: [expect.objectContaining({ code: 6304 })] });
    await advanceTo(new Date(expiry.getTime() + 40 * DAY + 36 * DAY + HOUR));
    expect(await db().select().from(customerDomains).where(eq(customerDomains.name, 'let-it-go.com'))).toEqual([]);
    const [deletion] = await db().select().from(domainDeletions).where(eq(domainDeletions.name, 'let-it-go.com'));
    expect(deletion.releasedAt).not.toBeNull();
    expect(await app().services.registry.info('let-it-go.com')).toBeNull();
  });

  it('a reminder whose mail could not be made is sent by the next sweep, not lost', async () => {
    const unlucky = await customer('unlucky', 3_000);
    const ends = await buy(unlucky, 'mail-fails.com');
    const mail = app().services.mail;
    const original = mail.lifecycle;
    let failures = 0;
    mail.lifecycle = (...args: Parameters<typeof original>) => {
      if (args[2].domain === 'mail-fails.com' && failures === 0) {
        failures += 1;
        throw new Error('the mail could not be rendered');
      }
      return original(...args);
    };
    try {
      await advanceTo(new Date(ends.getTime() - 31 * DAY));
      // One sweep at a time, as the hourly job runs it.
      clock.set(new Date(ends.getTime() - 30 * DAY + HOUR));
      await app().services.lifecycle.sweep();
      expect(failures).toBe(1);
      // The notice was given back. A job the sweep enqueued may wake the worker, whose sweep of the
      // same hour runs beside this one: it can claim the notice only after this sweep released it,
      // and then sends the reminder itself. Either way the reminder is not lost.
      const afterFailure = await db().select().from(domainLifecycleNotices).where(eq(domainLifecycleNotices.name, 'mail-fails.com'));
      if (afterFailure.length > 0) {
        await mail.idle();
        await mailTo(unlucky, (subject) => subject.startsWith('mail-fails.com expires'));
      }
      clock.set(new Date(ends.getTime() - 30 * DAY + 2 * HOUR));
      await app().services.lifecycle.sweep();
      await mail.idle();
      const reminder = await mailTo(unlucky, (subject) => subject.startsWith('mail-fails.com expires'));
      expect(reminder.text).toContain('/domain/renew/simple?token=');
      const notices = await db().select().from(domainLifecycleNotices).where(eq(domainLifecycleNotices.name, 'mail-fails.com'));
      expect(notices.map((row) => row.kind)).toEqual(['reminder-30']);
    } finally {
      mail.lifecycle = original;
    }
  });

  it('keeps one sweep job per hour slot, each enqueueing the next', async () => {
    const slot = Math.floor(clock.now().getTime() / LIFECYCLE_SWEEP_INTERVAL_MS) * LIFECYCLE_SWEEP_INTERVAL_MS;
    await app().services.lifecycle.schedule();
    await app().services.lifecycle.schedule();
    const current = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `${LIFECYCLE_SWEEP_JOB}:${new Date(slot).toISOString()}`));
    expect(current).toHaveLength(1);
    await app().services.jobs.drain();
    const next = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `${LIFECYCLE_SWEEP_JOB}:${new Date(slot + LIFECYCLE_SWEEP_INTERVAL_MS).toISOString()}`));
    expect(next).toHaveLength(1);
    expect(next[0].status).toBe('pending');
  });
});
