import type { ContactListView, ContactView } from '@common/api/contact.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactHolds, contacts as contactsTable, customerDomains, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { TEST_REGISTRANT } from '../../test/registry-fixtures';
import { createTestApp, get, loginAs, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { linkToken, type ReceivedMail } from '../../test/test-mailbox';
import { CONTACT, commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';
import { CONTACT_SWEEP_INTERVAL_MS } from './contact.service';

const DAY = 86_400_000;
const START = Date.parse('2026-03-02T10:00:00Z');
const clock = fixedClock(new Date(START));

let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;
let count = 0;

beforeAll(async () => {
  // Jobs run only when a test drains them: the sweep's days are the clock's, not the wall's.
  testApp = await createTestApp({ clock, startJobs: false });
});
afterAll(async () => {
  await testApp.close();
});

async function userIdOf(login: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

/** The mails to an address so far, once every queued mail has been handed over. */
async function mailsTo(address: string, on: TestApp = testApp): Promise<ReceivedMail[]> {
  await on.app.services.mail.idle();
  return on.mailbox.to(address);
}
const reminders = async (address: string, on?: TestApp) =>
  (await mailsTo(address, on)).filter((mail) => mail.subject.startsWith('Reminder:'));

async function listOf(session: TestSession): Promise<ContactView[]> {
  const response = await get(app(), session, '/api/v1/contact/list');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result as ContactListView).contacts;
}

/**
 * A customer holding `name`, whose registrant at the registry has the address `email`; the name
 * arrives as a registration's does (the registrant job of onDomainArrived, drained).
 */
async function customerWithName(prefix: string, name: string, email: string, headers: Record<string, string> = {}) {
  const session = await newCustomer(app(), prefix, headers);
  const userId = await userIdOf(session.login);
  const created = await app().services.registry.create({
    name,
    periodYears: 1,
    registrant: { ...TEST_REGISTRANT, email },
    nameservers: ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
    authInfo: 'Aa1!test-auth-code',
  });
  await db().insert(customerDomains).values({ name, userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
  await app().services.contacts.domainArrived(name, userId);
  await app().services.jobs.drain();
  return { session, userId };
}

const unique = (label: string) => `${label}-${++count}-${Date.now().toString(36)}`;

const registrantOf = async (session: TestSession, email: string) =>
  (await listOf(session)).find((contact) => contact.role === 'registrant' && contact.email === email)!;

const editBody = (contact: ContactView, changes: Partial<typeof CONTACT> = {}) => ({
  contact: { ...CONTACT, ...contact.details, ...changes },
});

describe('the contacts page', () => {
  it('needs a login', async () => {
    const visitor = await startSession(app());
    const response = await get(app(), visitor, '/api/v1/contact/list');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, status: 2003 });
    const update = await post(app(), visitor, '/api/v1/contact/update/1', editBody({ details: null } as unknown as ContactView));
    expect(update.statusCode).toBe(401);
  });

  it('lists the registrant of a name bought at checkout, with the names it holds and 15 days to verify its address; the address is mailed a link', async () => {
    clock.set(new Date(START));
    const session = await newCustomer(app(), 'checkout');
    await fundAccount(app(), session, 50_000);
    const name = `${unique('contacts-bought')}.com`;
    const init = await prepareCheckout(app(), session, [name], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    await app().services.jobs.drain();

    const contacts = await listOf(session);
    const registrant = contacts.find((contact) => contact.email === CONTACT.email)!;
    expect(registrant).toMatchObject({
      role: 'registrant',
      verification: 'pending',
      verify_by: new Date(START + 15 * DAY).toISOString(),
      domains: [{ domain: name, domain_utf8: name, suspended: false }],
      details: {
        name: CONTACT.name,
        org: CONTACT.org,
        street: CONTACT.street,
        city: CONTACT.city,
        postal_code: CONTACT.postal_code,
        country: 'DE',
        phone: CONTACT.phone,
        email: CONTACT.email,
      },
    });
    // The account's own contact is listed too, without names.
    expect(contacts.find((contact) => contact.email === session.login)).toMatchObject({ role: 'registrant', domains: [], details: null });

    const unverified = (await get(app(), session, '/api/v1/contact/list/unverified')).json().result;
    expect(unverified.list[CONTACT.email]).toEqual({ expires: Math.floor((START + 15 * DAY) / 1000) });
    const mails = await mailsTo(CONTACT.email);
    expect(mails.at(-1)!.subject).toBe('Please confirm your e-mail address as a domain contact');
    expect(mails.at(-1)!.text).toContain('March 17, 2026');
  });

  it('saves a changed address and phone of a registrant at the registry for its names; refuses bad input and holder changes in the user’s language, changing nothing', async () => {
    clock.set(new Date(START));
    const name = `${unique('contacts-edit')}.de`;
    const email = `${unique('holder')}@example.org`;
    const { session } = await customerWithName('edit', name, email, { 'accept-language': 'de' });
    const registrant = await registrantOf(session, email);
    const url = `/api/v1/contact/update/${registrant.id}`;
    const before = await app().services.registry.info(name);

    const badPhone = await post(app(), session, url, editBody(registrant, { phone: '0221 123' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0]).toMatchObject({
      code: ErrorCode.ParameterSyntax,
      field: 'contact.phone',
      message: errorMessage('de', ErrorCode.ParameterSyntax),
    });
    const noStreet = await post(app(), session, url, editBody(registrant, { street: [] }));
    expect(noStreet.statusCode).toBe(400);
    expect(noStreet.json().errors[0].field).toBe('contact.street');

    const renamed = await post(app(), session, url, editBody(registrant, { name: 'Max Mustermann' }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0]).toEqual({
      code: ErrorCode.ContactHolderChange,
      field: 'name',
      message: errorMessage('de', ErrorCode.ContactHolderChange),
    });
    expect(renamed.json().errors[0].message).toContain('Inhaberwechsel');
    const newAddress = await post(app(), session, url, editBody(registrant, { email: 'someone.else@example.org' }));
    expect(newAddress.json().errors[0]).toMatchObject({ code: ErrorCode.ContactHolderChange, field: 'email' });

    // Nothing changed by the refusals, neither here nor at the registry.
    expect(await registrantOf(session, email)).toEqual(registrant);
    expect((await app().services.registry.info(name))!.registrant).toEqual(before!.registrant);

    const moved = await post(
      app(),
      session,
      url,
      editBody(registrant, { street: ['Domstraße 5', '2. OG'], city: 'Bonn', postal_code: '53111', phone: '+49.228765432' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toMatchObject({
      id: registrant.id,
      details: { street: ['Domstraße 5', '2. OG'], city: 'Bonn', postal_code: '53111', phone: '+49.228765432', email },
      domains: [{ domain: name }],
    });
    const after = (await app().services.registry.info(name))!.registrant!;
    expect(after).toMatchObject({
      name: TEST_REGISTRANT.name,
      org: TEST_REGISTRANT.org,
      street: ['Domstraße 5', '2. OG'],
      city: 'Bonn',
      postalCode: '53111',
      phone: '+49.228765432',
      email,
    });
    expect((await registrantOf(session, email)).details!.city).toBe('Bonn');
  });

  it('answers 404 for another customer’s contact and leaves it as it was', async () => {
    clock.set(new Date(START));
    const email = `${unique('owner')}@example.org`;
    const { session: owner } = await customerWithName('owner', `${unique('contacts-mine')}.com`, email);
    const theirs = await registrantOf(owner, email);
    const stranger = await newCustomer(app(), 'stranger');
    const response = await post(app(), stranger, `/api/v1/contact/update/${theirs.id}`, editBody(theirs, { city: 'Berlin' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ code: ErrorCode.NotFound, field: 'id' });
    expect(await registrantOf(owner, email)).toEqual(theirs);
    expect((await listOf(stranger)).map((contact) => contact.email)).toEqual([stranger.login]);
  });

  it('adds an admin contact and verifies a changed address by its link', async () => {
    clock.set(new Date(START));
    const session = await newCustomer(app(), 'admin');
    const first = `${unique('admin')}@example.org`;
    const added = await post(app(), session, '/api/v1/contact/add', { role: 'admin', contact: { ...CONTACT, email: first } });
    expect(added.statusCode, added.body).toBe(200);
    const admin = added.json().result as ContactView;
    expect(admin).toMatchObject({ role: 'admin', email: first, verification: 'pending', domains: [] });
    expect((await mailsTo(first)).length).toBe(1);

    const second = `${unique('admin-new')}@example.org`;
    const changed = await post(app(), session, `/api/v1/contact/update/${admin.id}`, editBody(admin, { email: second.toUpperCase() }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ email: second, verification: 'pending' });
    const mail = (await mailsTo(second))[0];
    const verified = await post(app(), await startSession(app()), '/api/v1/user/verify-email', {
      token: linkToken(mail, '/user/verify-email'),
    });
    expect(verified.json().result).toEqual({ kind: 'contact', email: second });
    expect((await listOf(session)).find((contact) => contact.id === admin.id)).toMatchObject({ verification: 'verified', verify_by: null });
  });
});

describe('ICANN registrant verification: reminders and suspension', () => {
  it('reminds on days 1, 5 and 13, each once, also across a second process and repeated sweeps', async () => {
    clock.set(new Date(START));
    const email = `${unique('slow')}@example.org`;
    const { userId } = await customerWithName('remind', `${unique('contacts-remind')}.com`, email);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Please confirm your e-mail address as a domain contact']);
    const sweep = () => app().services.contacts.sweep();

    clock.set(new Date(START + DAY - 60_000));
    await sweep();
    expect(await reminders(email)).toHaveLength(0);

    // Day 1 through the durable job: the sweep's job runs and records the next slot's.
    await app().services.contacts.schedule();
    clock.set(new Date(START + DAY));
    await app().services.jobs.drain();
    expect(await reminders(email)).toHaveLength(1);
    await app().services.jobs.drain();
    await sweep();
    clock.set(new Date(START + 4 * DAY));
    await sweep();
    expect(await reminders(email)).toHaveLength(1);
    clock.advance(CONTACT_SWEEP_INTERVAL_MS);
    await app().services.jobs.drain();
    expect(await reminders(email)).toHaveLength(1);

    // Day 5: a second shop process on the same database sweeps too; one reminder goes out in all.
    clock.set(new Date(START + 5 * DAY));
    const second = await createTestApp({ clock, startJobs: false, database: testApp.database });
    let bySecond: number;
    try {
      await Promise.all([sweep(), second.app.services.contacts.sweep()]);
      await second.app.services.contacts.sweep();
      bySecond = (await reminders(email, second)).length;
      expect((await reminders(email)).length + bySecond).toBe(2);
    } finally {
      await second.close();
    }
    await sweep();
    expect((await reminders(email)).length + bySecond).toBe(2);

    clock.set(new Date(START + 12 * DAY));
    await sweep();
    clock.set(new Date(START + 13 * DAY));
    await sweep();
    await sweep();
    clock.set(new Date(START + 14 * DAY));
    await sweep();
    const [row] = await db().select({ sent: contactsTable.remindersSent }).from(contactsTable).where(eq(contactsTable.email, email));
    expect(row.sent).toBe(3);
    expect((await reminders(email)).length + bySecond).toBe(3);
    const last = (await reminders(email)).at(-1)!;
    expect(last.text).toContain('March 17, 2026, 10:00 UTC');
    expect(last.text).toContain('contacts-remind');
    expect(userId).toBeGreaterThan(0);
  });

  it('suspends the names on day 15 with clientHold, shows it and tells the customer once; verifying the address lifts the hold', async () => {
    clock.set(new Date(START));
    const email = `${unique('late')}@example.org`;
    const first = `${unique('contacts-hold')}.com`;
    const customer = await customerWithName('hold', first, email, { 'accept-language': 'de' });
    const { userId } = customer;
    // A second name with the same registrant, and one with a verified registrant that stays untouched.
    const second = `${unique('contacts-hold2')}.net`;
    const created = await app().services.registry.create({
      name: second,
      periodYears: 1,
      registrant: { ...TEST_REGISTRANT, email },
      nameservers: ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
      authInfo: 'Aa1!test-auth-code',
    });
    await db().insert(customerDomains).values({ name: second, userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    const sweep = () => app().services.contacts.sweep();

    clock.set(new Date(START + 15 * DAY - 60_000));
    await sweep();
    expect((await app().services.registry.info(first))!.statuses).not.toContain('clientHold');

    // Day 15 (other tests' customers of the same start are suspended in this sweep too).
    clock.set(new Date(START + 15 * DAY));
    expect((await sweep()).held).toBeGreaterThanOrEqual(2);
    // Fifteen days on, the customer logs in again.
    const session = { ...(await loginAs(app(), customer.session.login, 'a-long-secret-phrase')), login: customer.session.login };
    for (const name of [first, second]) expect((await app().services.registry.info(name))!.statuses).toContain('clientHold');
    const held = await registrantOf(session, email);
    expect(held).toMatchObject({ verification: 'overdue', verify_by: new Date(START + 15 * DAY).toISOString() });
    expect(held.domains.map((domain) => [domain.domain, domain.suspended]).sort()).toEqual([
      [first, true],
      [second, true],
    ]);
    const told = (await mailsTo(session.login)).filter((mail) => mail.subject.includes('gesperrt'));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(first);
    expect(told[0].text).toContain('/user/contacts');

    clock.advance(2 * CONTACT_SWEEP_INTERVAL_MS);
    expect(await sweep()).toMatchObject({ held: 0 });
    expect((await mailsTo(session.login)).filter((mail) => mail.subject.includes('gesperrt'))).toHaveLength(1);

    // The customer has the link sent again and confirms the address: both names resolve again.
    const resend = await post(app(), session, '/api/v1/contact/verify/resend', { address: email });
    expect(resend.statusCode, resend.body).toBe(200);
    const link = (await mailsTo(email)).at(-1)!;
    const verified = await post(app(), await startSession(app()), '/api/v1/user/verify-email', {
      token: linkToken(link, '/user/verify-email'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    for (const name of [first, second]) expect((await app().services.registry.info(name))!.statuses).not.toContain('clientHold');
    const lifted = await registrantOf(session, email);
    expect(lifted).toMatchObject({ verification: 'verified', verify_by: null });
    expect(lifted.domains.every((domain) => !domain.suspended)).toBe(true);
    expect((await get(app(), session, '/api/v1/contact/list/unverified')).json().result.list[email]).toBeUndefined();

    // Later sweeps leave the names alone.
    clock.advance(DAY);
    expect(await sweep()).toMatchObject({ held: 0 });
    expect((await app().services.registry.info(first))!.statuses).not.toContain('clientHold');
  });

  it('keeps a hold it did not place when the address is verified', async () => {
    clock.set(new Date(START));
    const email = `${unique('other-hold')}@example.org`;
    const name = `${unique('contacts-own-hold')}.com`;
    const { session: first } = await customerWithName('ownhold', name, email);
    await app().services.registry.update({ name, addStatuses: ['clientHold'] });
    // Day 15: the name is held already, so the sweep records no hold of its own for it.
    clock.set(new Date(START + 15 * DAY));
    await app().services.contacts.sweep();
    expect(await db().select().from(contactHolds).where(eq(contactHolds.name, name))).toEqual([]);
    clock.set(new Date(START + 14 * DAY));
    const mail = (await mailsTo(email))[0];
    await post(app(), await startSession(app()), '/api/v1/user/verify-email', { token: linkToken(mail, '/user/verify-email') });
    expect((await app().services.registry.info(name))!.statuses).toContain('clientHold');
    const session = { ...(await loginAs(app(), first.login, 'a-long-secret-phrase')), login: first.login };
    expect((await registrantOf(session, email)).verification).toBe('verified');
  });
});
