import type { PrivacyView } from '@common/api/privacy.contract';
import { errorMessage } from '@common/errors/error-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerDomains, customerDomainStates } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { ownAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, loginAs, post, type TestApp, type TestSession } from '../../test/test-app';
import { CONTACT, commit, fundAccount, newCustomer, newKey, prepareCheckout } from '../payment/payment-test-helpers';

const clock = fixedClock('2026-03-10T12:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

async function privacyOf(session: TestSession, name: string): Promise<PrivacyView> {
  const response = await get(app(), session, `/api/v1/domain/privacy/${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

/** The customer's name whose paid term ends on `expiresAt` (no privacy bought). */
async function ownedName(session: { login: string }, label: string, expiresAt: Date): Promise<string> {
  const name = unique(label);
  await ownAtRegistry(app(), session, name);
  await db().update(customerDomains).set({ expiresAt }).where(eq(customerDomains.name, name));
  return name;
}

async function whoisRegistrant(name: string) {
  const response = await app().inject({ method: 'GET', url: `/api/v1/whois/${name}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.record.registrant as { organization: string | null; state_or_province: string | null; country: string };
}

async function payRenewCart(session: TestSession) {
  expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
  const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
  const paid = await post(app(), session, '/api/v1/pay/commit', {
    type: 'renew',
    idempotency_key: newKey(),
    fingerprint: init.quote.fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await app().services.jobs.drain();
  return init.quote as { lines: Array<{ type: string; description: string; net: number; vat: number; gross: number }>; gross: number };
}

describe('WHOIS privacy is sold, not given away (decision 028)', () => {
  it('switching on an unpaid name puts the rest of the term into the renew cart at the prorated price and leaves privacy off', async () => {
    const session = await newCustomer(app(), 'privacy-buy');
    // 6 months and 20 days left on 10 March: 7 started months.
    const name = await ownedName(session, 'privacy-buy', new Date('2026-09-30T12:00:00Z'));
    const before = await privacyOf(session, name);
    // 3.90 a year × 7/12 = 2.275 → 2.28 net, 19 % VAT (0.43) → 2.71.
    expect(before).toMatchObject({
      privacy: false,
      paid_now: false,
      paid_until: null,
      in_cart: false,
      offer: { months: 7, until: '2026-09-30T12:00:00.000Z', price: { retail: 228, vat: 43, total: 271 } },
    });

    const on = await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().result).toMatchObject({ privacy: false, in_cart: true, offer: { months: 7 } });
    // A second click does not add it twice.
    expect((await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: true })).statusCode).toBe(200);

    const cart = (await get(app(), session, '/api/v1/cart/renew/list')).json().result;
    const items = Object.values(cart.items) as Array<{ type: string; description: string; totalPrice: { total: number } }>;
    expect(items).toEqual([
      expect.objectContaining({
        type: 'Privacy',
        description: `WHOIS privacy ${name} until 2026-09-30, 7 months`,
        totalPrice: expect.objectContaining({ total: 271 }),
      }),
    ]);
    expect(cart.count).toBe(1);
    const [state] = await db().select().from(customerDomainStates).where(eq(customerDomainStates.name, name));
    expect(state?.privacy ?? false).toBe(false);
    expect(await whoisRegistrant(name)).toMatchObject({ organization: 'Mustermann Medien GmbH', state_or_province: 'NRW' });

    // Changed one's mind: the item leaves the renew cart by its id, as the cart page removes it.
    const itemId = Object.keys(cart.items)[0];
    const removed = await post(app(), session, `/api/v1/cart/renew/remove/${itemId}`);
    expect(removed.json().result).toMatchObject({ count: 0, items: {} });
    expect(await privacyOf(session, name)).toMatchObject({ privacy: false, in_cart: false });

    // A switch set free before privacy was sold is not privacy: the holder stays public, the list says off.
    await get(app(), session, '/api/v1/domain/list');
    await db().update(customerDomainStates).set({ privacy: true }).where(eq(customerDomainStates.name, name));
    expect(await privacyOf(session, name)).toMatchObject({ privacy: false, paid_now: false });
    const listed = (await get(app(), session, '/api/v1/domain/list'))
      .json()
      .result.domains.find((row: { domain: string }) => row.domain === name);
    expect(listed).toMatchObject({ privacy: false });
    expect(await whoisRegistrant(name)).toMatchObject({ organization: 'Mustermann Medien GmbH' });
  });

  it('paying the order turns privacy on (WHOIS shows the privacy service, not the holder); switching off refunds nothing and on again is free', async () => {
    const customer = await newCustomer(app(), 'privacy-pay');
    await fundAccount(app(), customer, 10_000);
    const name = await ownedName(customer, 'privacy-pay', new Date('2026-09-30T12:00:00Z'));
    expect((await post(app(), customer, `/api/v1/domain/privacy/${name}`, { privacy: true })).statusCode).toBe(200);
    // A month later the same rest of the term is one month shorter: 6 months, 1.95 net.
    clock.advance(31 * 86_400_000);
    const session = await loginAs(app(), customer.login, 'a-long-secret-phrase');
    const quote = await payRenewCart(session);
    expect(quote.lines).toEqual([expect.objectContaining({ type: 'Privacy', net: 195, vat: 37, gross: 232 })]);
    expect(await balanceOf(session)).toBe(10_000 - 232);

    expect(await privacyOf(session, name)).toMatchObject({
      privacy: true,
      paid_now: true,
      paid_until: '2026-09-30T12:00:00.000Z',
      offer: null,
      in_cart: false,
    });
    const listed = (await get(app(), session, '/api/v1/domain/list'))
      .json()
      .result.domains.find((row: { domain: string }) => row.domain === name);
    expect(listed).toMatchObject({ privacy: true });
    expect(await whoisRegistrant(name)).toEqual(
      expect.objectContaining({ organization: expect.stringMatching(/^WHOIS privacy service of /), state_or_province: null }),
    );
    const rdap = await app().inject({ method: 'GET', url: `/rdap/domain/${name}` });
    expect(rdap.body).not.toContain('Mustermann');

    const off = await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: false });
    expect(off.json().result).toMatchObject({ privacy: false, paid_now: true, offer: null });
    expect(await balanceOf(session)).toBe(10_000 - 232);
    expect(await whoisRegistrant(name)).toMatchObject({ organization: 'Mustermann Medien GmbH' });

    const again = await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: true });
    expect(again.json().result).toMatchObject({ privacy: true, in_cart: false });
    expect(Object.keys((await get(app(), session, '/api/v1/cart/renew/list')).json().result.items)).toEqual([]);
    expect(await balanceOf(session)).toBe(10_000 - 232);
    clock.advance(-31 * 86_400_000);
  });

  it('paid but not switched on yet (its job still runs): offered no second time, and a click on "on" adds nothing', async () => {
    const customer = await newCustomer(app(), 'privacy-twice');
    await fundAccount(app(), customer, 10_000);
    const name = await ownedName(customer, 'privacy-twice', new Date('2026-09-30T12:00:00Z'));
    expect((await post(app(), customer, `/api/v1/domain/privacy/${name}`, { privacy: true })).statusCode).toBe(200);
    expect((await post(app(), customer, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
    expect((await post(app(), customer, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
    const init = (await get(app(), customer, '/api/v1/pay/init/renew')).json().result;
    // The privacy job cannot finish yet (the registry is slow to answer): it waits for its retry.
    const held = vi.spyOn(app().services.privacySettings, 'setPrivacy').mockRejectedValue(new Error('registry does not answer'));
    const paid = await post(app(), customer, '/api/v1/pay/commit', {
      type: 'renew',
      idempotency_key: newKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await app().services.jobs.drain();
    expect(await privacyOf(customer, name)).toMatchObject({
      privacy: false,
      paid_now: false,
      offer: null,
      in_cart: false,
      being_activated: true,
    });
    expect((await post(app(), customer, `/api/v1/domain/privacy/${name}`, { privacy: true })).json().result).toMatchObject({
      in_cart: false,
      being_activated: true,
    });
    expect((await get(app(), customer, '/api/v1/cart/renew/list')).json().result.count).toBe(0);
    held.mockRestore();
    clock.advance(60 * 60_000);
    await app().services.jobs.drain();
    expect(await privacyOf(customer, name)).toMatchObject({ privacy: true, paid_now: true, being_activated: false });
    expect(await balanceOf(customer)).toBe(10_000 - init.quote.gross);
  });

  it('a name registered with privacy switches it off and on within its term without a charge', async () => {
    const session = await newCustomer(app(), 'privacy-registered');
    await fundAccount(app(), session, 50_000);
    const name = unique('privacy-registered');
    const added = await post(app(), session, `/api/v1/cart/add/domain/${name}`);
    const itemId = Object.values(added.json().result.items as Record<string, { id: string; domain: string }>).find(
      (entry) => entry.domain === name,
    )!.id;
    expect((await post(app(), session, `/api/v1/cart/update/${itemId}`, { privacy_level: 1 })).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    const balance = await balanceOf(session);

    expect((await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: false })).json().result).toMatchObject({
      privacy: false,
      paid_now: true,
    });
    expect((await post(app(), session, `/api/v1/domain/privacy/${name}`, { privacy: true })).json().result).toMatchObject({
      privacy: true,
      in_cart: false,
      offer: null,
    });
    expect(Object.keys((await get(app(), session, '/api/v1/cart/renew/list')).json().result.items)).toEqual([]);
    expect(await balanceOf(session)).toBe(balance);
  });

  it('refuses a name whose term has ended (1074), another customer’s name (1080), and changes nothing', async () => {
    const session = await newCustomer(app(), 'privacy-ended');
    const ended = await ownedName(session, 'privacy-ended', new Date('2026-03-01T00:00:00Z'));
    const refused = await post(app(), session, `/api/v1/domain/privacy/${ended}`, { privacy: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [{ code: 1074, message: 'The paid term of this domain has ended: WHOIS privacy can be bought with its renewal.' }],
    });
    expect(errorMessage('de', 1074)).toBe(
      'Der bezahlte Zeitraum dieser Domain ist abgelaufen: WHOIS-Datenschutz können Sie mit ihrer Verlängerung buchen.',
    );

    const stranger = await newCustomer(app(), 'privacy-stranger');
    const notOwner = await post(app(), stranger, `/api/v1/domain/privacy/${ended}`, { privacy: true });
    expect(notOwner.statusCode).toBe(404);
    expect(notOwner.json().errors[0].code).toBe(1080);
    expect(Object.keys((await get(app(), session, '/api/v1/cart/renew/list')).json().result.items)).toEqual([]);
    expect(Object.keys((await get(app(), stranger, '/api/v1/cart/renew/list')).json().result.items)).toEqual([]);
  });
});
