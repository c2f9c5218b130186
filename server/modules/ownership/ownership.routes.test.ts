import type { OwnershipChangeView, OwnershipConfirmationView, OwnershipInfo } from '@common/api/ownership.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, customerDomains, registrantChanges, registryDomains, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import type { RegistryGateway } from '../../registry/registry-gateway';
import { createSandboxRegistry } from '../../registry/sandbox/sandbox-registry';
import { ownAtRegistry, TEST_REGISTRANT } from '../../test/registry-fixtures';
import { createTestApp, get, loginAs, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { linkToken, type ReceivedMail } from '../../test/test-mailbox';
import { newCustomer } from '../payment/payment-test-helpers';

const DAY = 86_400_000;
const PASSWORD = 'a-long-secret-phrase';
const CONFIRM_PATH = '/domain/ownership/confirm';

const clock = fixedClock(new Date());
let testApp: TestApp;
/** Another registrar at the same sandbox registry: the gaining side of transfers away. */
let other: RegistryGateway;
const app = () => testApp.app;
const db = () => app().services.database.db;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  other = createSandboxRegistry({ db: db(), clock, registrarId: 'nordhafen' });
});
afterAll(async () => {
  await testApp.close();
});

const newRegistrant = (label: string) => ({
  name: 'Max Neumann',
  org: '',
  street: ['Ringstraße 5'],
  city: 'Wien',
  state: '',
  postal_code: '1010',
  country: 'AT',
  phone: '+43.15551234',
  email: `${label}.${++counter}@neu.example`,
});

/** A customer holding a name older than the registry's own 60 days after creation. */
async function owner(label: string): Promise<{ session: TestSession & { login: string }; name: string }> {
  const session = await newCustomer(app(), label);
  const name = unique(label);
  await ownAtRegistry(app(), { login: session.login }, name);
  await db()
    .update(registryDomains)
    .set({ createdAt: new Date(clock.now().getTime() - 100 * DAY) })
    .where(eq(registryDomains.name, name));
  return { session, name };
}

const mailsAbout = (address: string, domain: string, subject: RegExp) =>
  testApp.mailbox.to(address).filter((mail) => mail.subject.includes(domain) && subject.test(mail.subject));

/** The `count`-th mail about `domain` to `address` whose subject matches (1 = the first). */
async function mailAbout(address: string, domain: string, subject: RegExp, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    await app().services.mail.idle();
    const found = mailsAbout(address, domain, subject);
    if (found.length >= count) return found[count - 1];
    if (Date.now() > deadline) throw new Error(`no mail about ${domain} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function start(
  session: TestSession,
  name: string,
  registrant: ReturnType<typeof newRegistrant>,
  optOut = false,
  /** The new registrant's mail subject (German when its address is a German customer's login). */
  newSubject = /You are to become the registrant/,
): Promise<{ change: OwnershipChangeView; priorToken: string; newToken: string }> {
  await app().services.mail.idle();
  const priorBefore = mailsAbout(TEST_REGISTRANT.email, name, /Confirm the change of registrant/).length;
  const response = await post(app(), session, `/api/v1/domain/ownership/change/${name}`, { registrant, opt_out_transfer_lock: optOut });
  expect(response.statusCode, response.body).toBe(200);
  const priorMail = await mailAbout(TEST_REGISTRANT.email, name, /Confirm the change of registrant/, priorBefore + 1);
  const newMail = await mailAbout(registrant.email, name, newSubject);
  return { change: response.json().result, priorToken: linkToken(priorMail, CONFIRM_PATH), newToken: linkToken(newMail, CONFIRM_PATH) };
}

async function answer(token: string, value: 'confirm' | 'decline') {
  const visitor = await startSession(app());
  return post(app(), visitor, '/api/v1/domain/ownership/confirm', { token, answer: value });
}

async function authCode(session: TestSession, name: string) {
  return post(app(), session, `/api/v1/domain/authcode/${name}`, { password: PASSWORD });
}

async function info(session: TestSession, name: string): Promise<OwnershipInfo> {
  const response = await get(app(), session, `/api/v1/domain/ownership/info/${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

describe('change of registrant', () => {
  it('mails both registrants, and makes the change at the registry once both confirmed; a second click changes nothing', async () => {
    const { session, name } = await owner('happy');
    const before = await info(session, name);
    expect(before).toMatchObject({
      domain: name,
      open_change: null,
      transfer_locked_until: null,
      registrant: { name: TEST_REGISTRANT.name, email: TEST_REGISTRANT.email },
    });

    const registrant = newRegistrant('happy');
    const { change, priorToken, newToken } = await start(session, name, registrant);
    expect(change).toMatchObject({
      domain: name,
      state: 'pending',
      prior_confirmed: false,
      new_confirmed: false,
      new_registrant: { name: 'Max Neumann', email: registrant.email },
    });
    expect(new Date(change.expires_at).getTime()).toBe(clock.now().getTime() + 14 * DAY);
    expect(priorToken).not.toBe(newToken);

    // What the link shows before it is answered: whose link it is, not the prior registrant's address.
    const visitor = await startSession(app());
    const details = await post(app(), visitor, '/api/v1/domain/ownership/confirm/details', { token: newToken });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().result).toMatchObject({
      party: 'new',
      state: 'pending',
      confirmed: false,
      prior_registrant: { name: TEST_REGISTRANT.name },
    });
    expect(details.body).not.toContain(TEST_REGISTRANT.email);

    const first = await answer(newToken, 'confirm');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ party: 'new', confirmed: true, state: 'pending' });
    const again = await answer(newToken, 'confirm');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ confirmed: true, state: 'pending' });
    expect((await app().services.registry.info(name))!.registrant!.name).toBe(TEST_REGISTRANT.name);

    const done = await answer(priorToken, 'confirm');
    expect(done.statusCode, done.body).toBe(200);
    const result: OwnershipConfirmationView = done.json().result;
    expect(result).toMatchObject({ party: 'prior', confirmed: true, state: 'completed' });
    expect(new Date(result.transfer_locked_until!).getTime()).toBe(clock.now().getTime() + 60 * DAY);

    const atRegistry = (await app().services.registry.info(name))!.registrant!;
    expect(atRegistry).toMatchObject({
      name: 'Max Neumann',
      email: registrant.email,
      city: 'Wien',
      countryCode: 'AT',
      phone: '+43.15551234',
    });
    const updatedAt = (await app().services.registry.info(name))!.updatedAt;

    // A double click on either link: the same answer, nothing changes again.
    clock.advance(60_000);
    const twice = await answer(priorToken, 'confirm');
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().result).toMatchObject({ state: 'completed' });
    expect((await app().services.registry.info(name))!.updatedAt).toEqual(updatedAt);

    // Both are told (Transfer Policy II.C.2), once each; the new registrant joins the account's contacts, verified.
    await mailAbout(registrant.email, name, /completed/);
    await app().services.mail.idle();
    expect(testApp.mailbox.to(registrant.email).filter((mail) => /completed/.test(mail.subject))).toHaveLength(1);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.login, session.login));
    const [contact] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, user.id), eq(contacts.email, registrant.email)));
    expect(contact?.emailVerifiedAt).not.toBeNull();

    const after = await info(session, name);
    expect(after).toMatchObject({ open_change: null, registrant: { name: 'Max Neumann' } });
    expect(after.transfer_locked_until).toBe(result.transfer_locked_until);
    const list = (await get(app(), session, '/api/v1/domain/ownership/list')).json().result.changes as OwnershipChangeView[];
    expect(list[0]).toMatchObject({ id: change.id, state: 'completed', prior_confirmed: true, new_confirmed: true });
  });

  it('refuses transfers away for 60 days after the change, with a clear error, and allows them afterwards', async () => {
    const { session, name } = await owner('locked');
    const { priorToken, newToken } = await start(session, name, newRegistrant('locked'));
    await answer(priorToken, 'confirm');
    expect((await answer(newToken, 'confirm')).json().result.state).toBe('completed');

    const refused = await authCode(session, name);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 1104, field: 'domain' });
    expect(refused.json().errors[0].message).toMatch(/60 days/);

    // Someone who had the code before asks anyway: the shop rejects the request at the registry.
    const code = (await app().services.registry.info(name))!.authInfo!;
    await other.transfer({ op: 'request', name, authInfo: code });
    await app().services.transfers.poll();
    expect((await app().services.registry.info(name))!).toMatchObject({ sponsoredByUs: true, pendingTransfer: null });
    clock.advance(6 * DAY);
    await app().services.transfers.poll();
    expect(await db().select().from(customerDomains).where(eq(customerDomains.name, name))).toHaveLength(1);

    // 60 days after the change the lock has ended: the code is given and a transfer goes through.
    clock.advance(55 * DAY);
    const later = await loginAs(app(), session.login, PASSWORD);
    const shown = await authCode(later, name);
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await info(later, name)).transfer_locked_until).toBeNull();
    await other.transfer({ op: 'request', name, authInfo: shown.json().result.auth_code });
    await app().services.transfers.poll();
    expect((await app().services.registry.info(name))!.pendingTransfer).not.toBeNull();
    await other.transfer({ op: 'query', name });
    clock.advance(5 * DAY + 60_000);
    await app().services.transfers.poll();
    expect(await db().select().from(customerDomains).where(eq(customerDomains.name, name))).toHaveLength(0);
  });

  it('sets no transfer lock when the prior registrant opted out before the change', async () => {
    const { session, name } = await owner('optout');
    const { change, priorToken, newToken } = await start(session, name, newRegistrant('optout'), true);
    expect(change.opt_out_transfer_lock).toBe(true);
    const priorMail = await mailAbout(TEST_REGISTRANT.email, name, /Confirm the change/);
    expect(priorMail.text).toContain('opted out of the 60-day transfer lock');
    await answer(newToken, 'confirm');
    const done = await answer(priorToken, 'confirm');
    expect(done.json().result).toMatchObject({ state: 'completed', transfer_locked_until: null });
    expect((await authCode(session, name)).statusCode).toBe(200);
  });

  it('ends when either party declines: nothing changes at the registry, the customer is told, the other link no longer works', async () => {
    const { session, name } = await owner('declined');
    const { priorToken, newToken } = await start(session, name, newRegistrant('declined'));
    expect((await answer(priorToken, 'confirm')).statusCode).toBe(200);
    const declined = await answer(newToken, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().result).toMatchObject({ state: 'declined' });
    expect((await answer(newToken, 'decline')).statusCode).toBe(200);
    const late = await answer(newToken, 'confirm');
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe(1103);
    expect((await app().services.registry.info(name))!.registrant!.name).toBe(TEST_REGISTRANT.name);
    await mailAbout(session.login, name, /declined/);
    const list = (await get(app(), session, '/api/v1/domain/ownership/list')).json().result.changes as OwnershipChangeView[];
    expect(list[0]).toMatchObject({ state: 'declined', declined_by: 'new' });
    // The prior registrant may decline too, on another change.
    const second = await start(session, name, newRegistrant('declined-2'));
    expect((await answer(second.priorToken, 'decline')).json().result).toMatchObject({ state: 'declined' });
  });

  it('lapses when not confirmed by both before the links run out; a new change can then be asked for', async () => {
    const { session, name } = await owner('lapsed');
    const { priorToken, newToken } = await start(session, name, newRegistrant('lapsed'));
    expect((await answer(newToken, 'confirm')).statusCode).toBe(200);
    clock.advance(14 * DAY + 60_000);
    const late = await answer(priorToken, 'confirm');
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe(1103);
    const [row] = await db().select().from(registrantChanges).where(eq(registrantChanges.domain, name));
    expect(row.state).toBe('expired');
    expect((await app().services.registry.info(name))!.registrant!.name).toBe(TEST_REGISTRANT.name);
    const later = await loginAs(app(), session.login, PASSWORD);
    expect((await info(later, name)).open_change).toBeNull();
    const list = (await get(app(), later, '/api/v1/domain/ownership/list')).json().result.changes as OwnershipChangeView[];
    expect(list[0]).toMatchObject({ state: 'expired' });
    const again = await post(app(), later, `/api/v1/domain/ownership/change/${name}`, { registrant: newRegistrant('lapsed-2') });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('mails both parties when a change lapses, each in its own language, once, and the customer’s list shows it expired', async () => {
    const { session, name } = await owner('lapse-mail');
    // The new registrant has a shop account in German; the prior registrant's address has none (the customer's English is used).
    const german = await newCustomer(app(), 'lapse-de');
    const switched = await post(app(), german, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    expect(switched.statusCode, switched.body).toBe(200);
    const { change, newToken } = await start(
      session,
      name,
      { ...newRegistrant('lapse-mail'), email: german.login },
      false,
      /Sie sollen Inhaber der Domain/,
    );
    expect((await answer(newToken, 'confirm')).statusCode).toBe(200);

    // Nobody opens a page: the hourly sweep lapses it when the links have run out, not before.
    clock.advance(14 * DAY - 60_000);
    await app().services.ownership.schedule();
    await app().services.jobs.drain();
    expect((await db().select().from(registrantChanges).where(eq(registrantChanges.id, change.id)))[0].state).toBe('pending');
    clock.advance(2 * 60 * 60_000);
    await app().services.ownership.schedule();
    await app().services.jobs.drain();
    const [row] = await db().select().from(registrantChanges).where(eq(registrantChanges.id, change.id));
    expect(row).toMatchObject({ state: 'expired', settledAt: clock.now() });

    const toPrior = await mailAbout(TEST_REGISTRANT.email, name, /Change of registrant of .* expired/);
    expect(toPrior.text).toContain('was not confirmed by both parties');
    expect(toPrior.text).toContain('Not confirmed by: the current registrant.');
    expect(toPrior.text).toContain('Max Neumann');
    expect(toPrior.text).toMatch(/operated by/);
    const toNew = await mailAbout(german.login, name, /Inhaberwechsel der Domain .* abgelaufen/);
    expect(toNew.text).toContain('Nicht bestätigt hat: der bisherige Inhaber.');
    expect(toNew.text).toMatch(/Betreiber von/);

    // Reading the list or the name afterwards sends nothing again.
    const later = await loginAs(app(), session.login, PASSWORD);
    const listed = await get(app(), later, '/api/v1/domain/ownership/list');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().result.changes as OwnershipChangeView[];
    expect(list.find((entry) => entry.id === change.id)).toMatchObject({ state: 'expired', settled_at: clock.now().toISOString() });
    await app().services.ownership.lapse();
    await app().services.mail.idle();
    expect(mailsAbout(TEST_REGISTRANT.email, name, /expired/)).toHaveLength(1);
    expect(mailsAbout(german.login, name, /abgelaufen/)).toHaveLength(1);
  });

  it('takes the customer’s approval as the prior registrant’s Designated Agent after the password, and tells the prior registrant after the change', async () => {
    const { session, name } = await owner('agent');
    const registrant = newRegistrant('agent');
    const url = `/api/v1/domain/ownership/change/${name}`;
    const stored = () => db().select().from(registrantChanges).where(eq(registrantChanges.domain, name));

    // Without the password, or with a wrong one: refused, nothing stored, no mail.
    const missing = await post(app(), session, url, { registrant, designated_agent: true });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().errors[0]).toMatchObject({ code: 2115, field: 'password' });
    const wrong = await post(app(), session, url, { registrant, designated_agent: true, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: 2115, field: 'password', message: 'The current password is not correct.' });
    expect(await stored()).toHaveLength(0);

    const started = await post(app(), session, url, { registrant, designated_agent: true, password: PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const change: OwnershipChangeView = started.json().result;
    expect(change).toMatchObject({
      state: 'pending',
      prior_confirmed: true,
      new_confirmed: false,
      agent_approved_at: clock.now().toISOString(),
    });
    const [row] = await stored();
    expect(row.agentApprovedAt).toEqual(clock.now());
    expect(row.agentConsent).toContain(`designates the holder of this customer account as its Designated Agent`);
    expect(row.agentConsent).toContain(name);

    // Only the new registrant is asked; the prior registrant gets no link.
    const newMail = await mailAbout(registrant.email, name, /You are to become the registrant/);
    expect(newMail.text).toContain('approval was given by its Designated Agent');
    await app().services.mail.idle();
    expect(mailsAbout(TEST_REGISTRANT.email, name, /Confirm the change/)).toHaveLength(0);

    const visitor = await startSession(app());
    const token = linkToken(newMail, CONFIRM_PATH);
    const details = await post(app(), visitor, '/api/v1/domain/ownership/confirm/details', { token });
    expect(details.json().result).toMatchObject({ party: 'new', prior_by_agent: true });
    clock.advance(60_000);
    const done = await answer(token, 'confirm');
    expect(done.json().result).toMatchObject({ state: 'completed' });
    expect((await app().services.registry.info(name))!.registrant!.name).toBe('Max Neumann');

    // The prior registrant's notice after the change names the approval and its time.
    const notice = await mailAbout(TEST_REGISTRANT.email, name, /completed/);
    expect(notice.text).toContain('approved on your behalf');
    expect(notice.text).toContain('as your Designated Agent');
    expect(notice.text).toContain('If you did not authorise anyone to do so');
    const toNew = await mailAbout(registrant.email, name, /completed/);
    expect(toNew.text).not.toContain('Designated Agent');
  });

  it('records the Designated Agent’s consent in German and refuses a wrong password in German', async () => {
    const { session, name } = await owner('agent-de');
    const german = await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    expect(german.statusCode, german.body).toBe(200);
    const url = `/api/v1/domain/ownership/change/${name}`;
    const registrant = newRegistrant('agent-de');
    const wrong = await post(app(), session, url, { registrant, designated_agent: true, password: 'falsch-falsch' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].message).toMatch(/Passwort/);
    const started = await post(app(), session, url, { registrant, designated_agent: true, password: PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await db().select().from(registrantChanges).where(eq(registrantChanges.domain, name));
    expect(row.agentConsent).toContain('Designated Agent nach der ICANN Transfer Policy');
    const newMail = await mailAbout(registrant.email, name, /Sie sollen Inhaber/);
    expect(newMail.text).toContain('Bevollmächtigter (Designated Agent) zugestimmt');
  });

  it('makes a change confirmed by both whose job was lost when the shop starts again', async () => {
    const { session, name } = await owner('resumed');
    const { change } = await start(session, name, newRegistrant('resumed'));
    // As if the server stopped right after the second confirmation, before the job was written.
    await db()
      .update(registrantChanges)
      .set({ state: 'confirmed', priorConfirmedAt: clock.now(), newConfirmedAt: clock.now() })
      .where(eq(registrantChanges.id, change.id));
    await app().services.ownership.resume();
    await app().services.jobs.drain();
    const [row] = await db().select().from(registrantChanges).where(eq(registrantChanges.id, change.id));
    expect(row.state).toBe('completed');
    expect((await app().services.registry.info(name))!.registrant!.name).toBe('Max Neumann');
  });

  it('keeps one open change per name, which its customer may withdraw', async () => {
    const { session, name } = await owner('open');
    const { change, newToken } = await start(session, name, newRegistrant('open'));
    const second = await post(app(), session, `/api/v1/domain/ownership/change/${name}`, { registrant: newRegistrant('open-2') });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe(1101);
    const cancelled = await post(app(), session, `/api/v1/domain/ownership/cancel/${change.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result.state).toBe('cancelled');
    expect((await answer(newToken, 'confirm')).statusCode).toBe(409);
  });

  it('answers 404 for another customer’s name or change, and 401 to visitors', async () => {
    const { session, name } = await owner('mine');
    const { change } = await start(session, name, newRegistrant('mine'));
    const stranger = await newCustomer(app(), 'stranger');
    for (const response of [
      await get(app(), stranger, `/api/v1/domain/ownership/info/${name}`),
      await post(app(), stranger, `/api/v1/domain/ownership/change/${name}`, { registrant: newRegistrant('stranger') }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 1080, field: 'domain' });
    }
    const cancel = await post(app(), stranger, `/api/v1/domain/ownership/cancel/${change.id}`);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().errors[0].code).toBe(1105);
    expect((await get(app(), stranger, '/api/v1/domain/ownership/list')).json().result.changes).toEqual([]);

    const visitor = await startSession(app());
    for (const response of [
      await get(app(), visitor, '/api/v1/domain/ownership/list'),
      await post(app(), visitor, `/api/v1/domain/ownership/change/${name}`, { registrant: newRegistrant('visitor') }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, status: 2003 });
    }
  });

  it('refuses bad input in the user’s language and stores nothing', async () => {
    const { session, name } = await owner('bad');
    const badMail = await post(app(), session, `/api/v1/domain/ownership/change/${name}`, {
      registrant: { ...newRegistrant('bad'), email: 'not-an-address' },
    });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().errors[0].code).toBe(1005);
    expect(badMail.json().errors[0].field).toContain('email');
    const badPhone = await post(app(), session, `/api/v1/domain/ownership/change/${name}`, {
      registrant: { ...newRegistrant('bad'), phone: '12' },
    });
    expect(badPhone.statusCode).toBe(400);

    // The same name, organisation and address: no change of registrant (Transfer Policy "material change").
    const same = await post(app(), session, `/api/v1/domain/ownership/change/${name}`, {
      registrant: {
        ...newRegistrant('same'),
        name: TEST_REGISTRANT.name,
        org: TEST_REGISTRANT.org,
        email: TEST_REGISTRANT.email.toUpperCase(),
      },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].code).toBe(1100);

    const german = await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    expect(german.statusCode, german.body).toBe(200);
    const inGerman = await post(app(), session, `/api/v1/domain/ownership/change/${name}`, {
      registrant: { ...newRegistrant('same'), name: TEST_REGISTRANT.name, org: TEST_REGISTRANT.org, email: TEST_REGISTRANT.email },
    });
    expect(inGerman.json().errors[0].message).toMatch(/kein Inhaberwechsel/);
    expect(await db().select().from(registrantChanges).where(eq(registrantChanges.domain, name))).toHaveLength(0);

    const visitor = await startSession(app());
    const unknown = await post(app(), visitor, '/api/v1/domain/ownership/confirm', { token: 'x'.repeat(43), answer: 'confirm' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe(2110);
    const malformed = await post(app(), visitor, '/api/v1/domain/ownership/confirm', { token: 'short', answer: 'confirm' });
    expect(malformed.statusCode).toBe(400);
    const badAnswer = await post(app(), visitor, '/api/v1/domain/ownership/confirm', { token: 'x'.repeat(43), answer: 'maybe' });
    expect(badAnswer.statusCode).toBe(400);
  });
});
