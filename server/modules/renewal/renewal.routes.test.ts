import { priceView } from '@common/money/price-view';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerDomains, jobs, orderItems, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { RegistryError } from '../../registry/registry-gateway';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { ownAtRegistry, paidExpiryOf } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { seedCustomerDomains } from '../../test/customer-domain-seed';
import { CONTACT, fundAccount, newCustomer, newKey } from '../payment/payment-test-helpers';

const clock = fixedClock(new Date());
let testApp: TestApp;
const app = () => testApp.app;
const services = () => app().services;
const db = () => services().database.db;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

async function userIdOf(login: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

const own = (session: { login: string }, name: string) => ownAtRegistry(app(), session, name);
const expiryOf = (name: string) => paidExpiryOf(app(), name);

const list = (session: TestSession, query: Record<string, string> = {}) => get(app(), session, '/api/v1/domain/renew/list', query);
const add = (session: TestSession, name: string, options: Record<string, unknown> = {}) =>
  post(app(), session, `/api/v1/cart/renew/add/domain/${encodeURIComponent(name)}`, { options });
const renewCart = async (session: TestSession) => (await get(app(), session, '/api/v1/cart/renew/list')).json().result;
const renewalPrice = async (session: TestSession, tld: string) =>
  (await get(app(), session, '/api/v1/price/list', { tld })).json().result.prices[0].renewal;

describe('GET /domain/renew/list', () => {
  it('lists only the customer’s own names as renew items, soonest expiry first, with options and the price of one year', async () => {
    const session = await newCustomer(app(), 'renew-list');
    const other = await newCustomer(app(), 'renew-other');
    const first = await own(session, 'renew-list-a.com');
    await own(session, 'renew-list-b.net');
    await own(other, 'renew-list-other.com');

    const response = await list(session);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.total).toBe(2);
    expect(result.items.map((item: { domain: string }) => item.domain).sort()).toEqual(['renew-list-a.com', 'renew-list-b.net']);
    const item = result.items.find((entry: { domain: string }) => entry.domain === 'renew-list-a.com');
    expect(item).toMatchObject({
      id: 'renew-list-a.com',
      domain_utf8: 'renew-list-a.com',
      expiry: first.expiresAt.toISOString(),
      period: 1,
      min_period: 1,
      renewable: true,
      problem: null,
      inCart: false,
      cart_item_id: null,
      privacy: { privacy_level: 0, id: null },
      mailbox: { mailbox_level: 0, id: null },
    });
    // Never beyond ten years of total term from today: a name running one more year may add nine.
    expect(item.max_period).toBe(9);
    // .de takes one year at a time (registry policy).
    expect(result.items.find((entry: { domain: string }) => entry.domain === 'renew-list-b.net').max_period).toBe(9);
    await own(session, 'renew-list-c.de');
    const de = (await list(session, { pattern: 'renew-list-c' })).json().result.items[0];
    expect(de).toMatchObject({ min_period: 1, max_period: 1 });
    expect(item.price).toMatchObject({ total: (await renewalPrice(session, 'com')).total });
    expect(item.new_expiry).toBe(addYears(first.expiresAt, 1).toISOString());

    const filtered = (await list(session, { pattern: 'list-b' })).json().result;
    expect(filtered.items.map((entry: { domain: string }) => entry.domain)).toEqual(['renew-list-b.net']);
  });

  it('refuses visitors (2003) and shows a name in redemption as not renewable (5304, to be restored)', async () => {
    const visitor = await startSession(app());
    expect((await list(visitor)).statusCode).toBe(401);
    const session = await newCustomer(app(), 'renew-rgp');
    // Registered a year ago, so that a delete sends it into redemption instead of freeing it.
    await seedCustomerDomains(db(), { userId: await userIdOf(session.login), count: 1, prefix: 'renew-rgp-seed', now: clock.now() });
    await services().registry.delete('renew-rgp-seed-1.com');
    // The list shows the registry snapshot; "my domains" reads it again once it is 10 minutes old.
    clock.advance(11 * 60_000);
    await get(app(), session, '/api/v1/domain/list', { type: 'all' });
    const item = (await list(session)).json().result.items[0];
    expect(item).toMatchObject({ domain: 'renew-rgp-seed-1.com', renewable: false, problem: { code: 5304 } });
    const refused = await add(session, 'renew-rgp-seed-1.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 5304, message: 'Domain is in redemption grace period (RGP)' });
  });
});

describe('the renew cart', () => {
  it('adds a name with its options once (1302), refuses a period beyond its bounds (5308), and shows it in /cart/renew/list and /cart/list/all', async () => {
    const session = await newCustomer(app(), 'renew-cart');
    await own(session, 'renew-cart-a.com');
    // A year left of its term: ten more would take the expiry beyond ten years from today.
    for (const period of [40, 10]) {
      const refused = await add(session, 'RENEW-CART-A.com', { period, privacy_level: 1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { code: 5308, field: 'period', message: expect.stringContaining('a renewal may not take its expiry more than ten years ahead') },
      ]);
    }
    expect((await renewCart(session)).count).toBe(0);
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await add(session, 'renew-cart-a.com', { period: 10 });
    expect(german.json().errors[0]).toMatchObject({ code: 5308, field: 'period', message: expect.stringMatching(/^Diese Laufzeit/) });
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    expect((await renewCart(session)).count).toBe(0);

    const added = await add(session, 'RENEW-CART-A.com', { period: 9, privacy_level: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().result;
    expect(cart.count).toBe(1);
    const item = Object.values(cart.items)[0] as Record<string, unknown>;
    expect(item).toMatchObject({ type: 'Domain', name: 'Domain renewal', domain: 'renew-cart-a.com', period: 9, privacy_level: 1 });
    expect(item.description).toBe('Domain renewal renew-cart-a.com, 9 years, with WHOIS privacy');

    const again = await add(session, 'renew-cart-a.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 1302, message: 'Already in cart' });

    expect((await renewCart(session)).count).toBe(1);
    const all = (await get(app(), session, '/api/v1/cart/list/all')).json().result;
    expect(all.renew.count).toBe(1);
    expect(all.renew.total.total).toBe(cart.total.total);
    const listed = (await list(session)).json().result.items[0];
    expect(listed).toMatchObject({ inCart: true, cart_item_id: item.id, period: 9, privacy: { privacy_level: 1 } });
  });

  it("offers only the periods the name allows (none beyond ten years' term) and refuses another with 5308, saving nothing", async () => {
    const session = await newCustomer(app(), 'renew-periods');
    await own(session, 'renew-periods-a.com');
    const cart = (await add(session, 'renew-periods-a.com', { period: 2 })).json().result;
    const id = Object.keys(cart.items)[0];
    // A year left of its term: nine more years at most.
    expect(cart.items[id]).toMatchObject({ period: 2, period_options: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect((await renewCart(session)).items[id].period_options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const all = (await get(app(), session, '/api/v1/cart/list/all')).json().result;
    expect(all.renew.items[id].period_options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const tooLong = await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 10 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { code: 5308, field: 'period', message: expect.stringContaining('a renewal may not take its expiry more than ten years ahead') },
    ]);
    expect((await renewCart(session)).items[id].period).toBe(2);
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 10, privacy_level: 1 });
    expect(german.json().errors[0]).toMatchObject({ code: 5308, field: 'period', message: expect.stringMatching(/^Diese Laufzeit/) });
    expect((await renewCart(session)).items[id]).toMatchObject({ period: 2, privacy_level: 0 });
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });

    const nine = (await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 9 })).json().result;
    expect(nine.items[id].period).toBe(9);
  });

  it('answers 5201 for another customer’s name and 5303 for a name not registered with the shop, in German too', async () => {
    const session = await newCustomer(app(), 'renew-errors');
    const other = await newCustomer(app(), 'renew-errors-other');
    await own(other, 'renew-not-yours.com');
    const notYours = await add(session, 'renew-not-yours.com');
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().errors[0]).toMatchObject({ code: 5201, message: 'Not allowed to renew the domain' });
    const unknown = await add(session, 'never-registered-here.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 5303, message: 'Domain is not registered with the provider' });
    const info = await post(app(), session, '/api/v1/cart/renew/info/renew-not-yours.com', { options: { period: 2 } });
    expect(info.json().errors[0].code).toBe(5201);
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await add(session, 'renew-not-yours.com');
    expect(german.json().errors[0]).toMatchObject({ code: 5201, message: 'Die Domain darf nicht verlängert werden' });
    expect((await renewCart(session)).count).toBe(0);
  });

  it('prices local changes with renew info, then updates, adds and removes add-ons and items in the cart', async () => {
    const session = await newCustomer(app(), 'renew-info');
    await own(session, 'renew-info-a.com');
    const yearly = await renewalPrice(session, 'com');
    const one = (await post(app(), session, '/api/v1/cart/renew/info/renew-info-a.com', { options: { period: 1 } })).json().result;
    const three = (await post(app(), session, '/api/v1/cart/renew/info/renew-info-a.com', { options: { period: 3 } })).json().result;
    expect(one.price.total).toBe(yearly.total);
    expect(three).toMatchObject({ period: 3, inCart: false });
    expect(three.price.retail).toBe(one.price.retail * 3);
    const withMailbox = (
      await post(app(), session, '/api/v1/cart/renew/info/renew-info-a.com', { options: { period: 3, privacy_level: 1, mailbox_level: 1 } })
    ).json().result;
    expect(withMailbox.price.retail).toBe(
      three.price.retail + withMailbox.privacy.price.retail * 3 + withMailbox.mailbox.prices['1'].retail * 3,
    );
    expect((await renewCart(session)).count).toBe(0);

    const cart = (await add(session, 'renew-info-a.com', { period: 2 })).json().result;
    const id = Object.keys(cart.items)[0];
    const updated = (await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 3, privacy_level: 1 })).json().result;
    expect(updated.items[id]).toMatchObject({ period: 3, privacy_level: 1 });
    expect(updated.total.total).toBe(withMailbox.price.total - withMailbox.mailbox.prices['1'].total * 3);

    const withBox = await post(app(), session, `/api/v1/cart/renew/add/${id}/mailbox`, { name: 'office', level: 2 });
    expect(withBox.statusCode, withBox.body).toBe(200);
    const mailbox = Object.values(withBox.json().result.items).find((item) => (item as { type: string }).type === 'Mailbox') as {
      id: string;
      mailbox_name: string;
    };
    expect(mailbox.mailbox_name).toBe('office');
    const twice = await post(app(), session, `/api/v1/cart/renew/add/renew-info-a.com/mailbox`, { name: 'other', level: 1 });
    expect(twice.json().errors[0].code).toBe(1302);
    const without = (await post(app(), session, `/api/v1/cart/renew/remove/${id}/${mailbox.id}`)).json().result;
    expect(Object.keys(without.items)).toEqual([id]);
    const privacyOff = (await post(app(), session, `/api/v1/cart/renew/remove/${id}/${id}`)).json().result;
    expect(privacyOff.items[id].privacy_level).toBe(0);
    const privacyOn = (await post(app(), session, `/api/v1/cart/renew/add/${id}/privacy`)).json().result;
    expect(privacyOn.items[id].privacy_level).toBe(1);

    const missing = await post(app(), session, '/api/v1/cart/renew/update/999999', { period: 2 });
    expect(missing.statusCode).toBe(404);
    // Another customer's ids answer as the update does (1072) and change nothing, in German too.
    const stranger = await newCustomer(app(), 'renew-info-stranger');
    for (const url of [
      `/api/v1/cart/renew/remove/${id}`,
      '/api/v1/cart/renew/remove/renew-info-a.com',
      `/api/v1/cart/renew/remove/${id}/${id}`,
    ]) {
      const foreign = await post(app(), stranger, url);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().errors, url).toEqual([{ code: 1072, field: 'id', message: 'This item is not in the cart (any more).' }]);
    }
    await post(app(), stranger, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await post(app(), stranger, `/api/v1/cart/renew/remove/${id}`);
    expect(german.json().errors[0]).toMatchObject({ code: 1072, message: 'Dieser Artikel ist nicht (mehr) im Warenkorb.' });
    expect((await renewCart(session)).items[id]).toMatchObject({ period: 3, privacy_level: 1 });
    // A mailbox id that is not this item's (gone already) answers 1072 too.
    const goneMailbox = await post(app(), session, `/api/v1/cart/renew/remove/${id}/${mailbox.id}`);
    expect(goneMailbox.json().errors[0]).toMatchObject({ code: 1072, field: 'itemId' });

    const removed = (await post(app(), session, '/api/v1/cart/renew/remove/renew-info-a.com')).json().result;
    expect(removed.count).toBe(0);
    const again = await post(app(), session, `/api/v1/cart/renew/remove/${id}`);
    expect(again.json().errors[0]).toMatchObject({ code: 1072, field: 'id' });
  });

  it('books the local presence service (trustee) with a renewal where the TLD has one, and keeps it booked by default once paid', async () => {
    const session = await newCustomer(app(), 'renew-trustee');
    await fundAccount(app(), session, 100_000);
    const created = await own(session, 'renew-trustee.de');
    await own(session, 'renew-trustee.com');
    const info = async (name: string, options: Record<string, unknown>) =>
      post(app(), session, `/api/v1/cart/renew/info/${name}`, { options });
    const plain = (await info('renew-trustee.de', {})).json().result;
    expect(plain.trustee).toMatchObject({ id: null, available: true, enabled: false, until: null, price: { retail: 1290 } });
    const withTrustee = (await info('renew-trustee.de', { trustee: 1 })).json().result;
    expect(withTrustee.trustee.enabled).toBe(true);
    expect(withTrustee.price.retail).toBe(plain.price.retail + 1290);
    // .com asks for no local presence: the option is not offered (1073).
    expect((await info('renew-trustee.com', {})).json().result.trustee).toMatchObject({ available: false, enabled: false, price: null });
    const refused = await info('renew-trustee.com', { trustee: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe(1073);
    expect((await add(session, 'renew-trustee.com', { trustee: 1 })).json().errors[0].code).toBe(1073);

    // In the cart: on, off again (remove with addon=trustee), on with the add call, 1302 twice.
    const cart = (await add(session, 'renew-trustee.de')).json().result;
    const id = Object.keys(cart.items)[0];
    expect(cart.total.total).toBe(plain.price.total);
    const on = (await post(app(), session, `/api/v1/cart/renew/update/${id}`, { trustee: 1 })).json().result;
    expect(on.total.total).toBe(withTrustee.price.total);
    const off = (await post(app(), session, `/api/v1/cart/renew/remove/${id}/${id}`, { addon: 'trustee' })).json().result;
    expect(off.total.total).toBe(plain.price.total);
    expect((await post(app(), session, `/api/v1/cart/renew/add/${id}/trustee`)).json().result.total.total).toBe(withTrustee.price.total);
    expect((await post(app(), session, `/api/v1/cart/renew/add/${id}/trustee`)).json().errors[0].code).toBe(1302);
    const listed = (await list(session, { pattern: 'renew-trustee.de' })).json().result.items[0];
    expect(listed.trustee).toMatchObject({ id, enabled: true });

    const { init, commit } = await payRenewals(session);
    expect(init.quote.lines[0].description).toBe('Domain renewal renew-trustee.de, 1 year, with local presence service');
    expect((await commit()).json().result.status).toBe('paid');
    await services().jobs.drain();
    const renewed = addYears(created.expiresAt, 1);
    expect(await expiryOf('renew-trustee.de')).toEqual(renewed);
    // Paid until the new expiry, and so chosen by default for the next renewal.
    const next = (await list(session, { pattern: 'renew-trustee.de' })).json().result.items[0];
    expect(next.trustee).toMatchObject({ id: null, enabled: true, until: renewed.toISOString() });
    expect((await info('renew-trustee.de', {})).json().result.trustee.enabled).toBe(true);
  });

  it('prices the trustee service per year of the renewal in the session currency with VAT, keeps it apart from privacy on the domain item, and carries it into the order item', async () => {
    const session = await newCustomer(app(), 'renew-trustee-usd');
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'DE' });
    await fundAccount(app(), session, 100_000);
    await own(session, 'renew-trustee-usd.berlin');
    const berlin = (await services().prices.offers()).byTld.get('berlin')!;
    expect(berlin).toMatchObject({ privacy: true, trustee: 4490 });
    const settings = (await get(app(), session, '/api/v1/config/app-settings')).json().result;
    expect(settings.localization).toMatchObject({ currency: 'USD', vat_rate: 0.19 });
    const view = (net: number) => priceView(net, { language: 'en', currency: 'USD', vatRate: 0.19, rates: settings.exchange_rates });

    const info = async (options: Record<string, unknown>) =>
      (await post(app(), session, '/api/v1/cart/renew/info/renew-trustee-usd.berlin', { options })).json().result;
    const plain = await info({ period: 2 });
    const withTrustee = await info({ period: 2, trustee: 1 });
    expect(plain.price).toEqual(view(berlin.net.renewal * 2));
    expect(withTrustee.price).toEqual(view(berlin.net.renewal * 2 + 4490 * 2));
    expect(withTrustee.price.currency).toBe('USD');
    expect(withTrustee.trustee).toMatchObject({ enabled: true, price: view(4490) });

    // Privacy and the trustee both live on the domain's item: the remove call with addon=trustee
    // turns only the trustee off, without addon only privacy.
    const cart = (await add(session, 'renew-trustee-usd.berlin', { period: 2, privacy_level: 1, trustee: 1 })).json().result;
    const id = Object.keys(cart.items)[0];
    const both = (await list(session, { pattern: 'renew-trustee-usd.berlin' })).json().result.items[0];
    expect(both).toMatchObject({ period: 2, privacy: { privacy_level: 1, id }, trustee: { id, enabled: true } });
    await post(app(), session, `/api/v1/cart/renew/remove/${id}/${id}`, { addon: 'trustee' });
    expect((await list(session, { pattern: 'renew-trustee-usd.berlin' })).json().result.items[0]).toMatchObject({
      privacy: { privacy_level: 1 },
      trustee: { id: null, enabled: false },
    });
    await post(app(), session, `/api/v1/cart/renew/add/${id}/trustee`);
    await post(app(), session, `/api/v1/cart/renew/remove/${id}/${id}`);
    expect((await list(session, { pattern: 'renew-trustee-usd.berlin' })).json().result.items[0]).toMatchObject({
      privacy: { privacy_level: 0 },
      trustee: { id, enabled: true },
    });
    const unknownAddOn = await post(app(), session, `/api/v1/cart/renew/remove/${id}/${id}`, { addon: 'mailbox' });
    expect(unknownAddOn.statusCode).toBe(400);

    // The checkout quote charges what the item showed: the line names the service, in USD.
    const { init, commit } = await payRenewals(session);
    expect(init.quote.currency).toBe('USD');
    expect(init.quote.lines).toEqual([
      expect.objectContaining({
        description: 'Domain renewal renew-trustee-usd.berlin, 2 years, with local presence service',
        net: withTrustee.price.retail,
        gross: withTrustee.price.total,
      }),
    ]);
    expect((await commit()).json().result.status).toBe('paid');
    const [ordered] = await db()
      .select({ trustee: orderItems.trustee, privacyLevel: orderItems.privacyLevel, periodYears: orderItems.periodYears })
      .from(orderItems)
      .where(eq(orderItems.domain, 'renew-trustee-usd.berlin'));
    expect(ordered).toEqual({ trustee: true, privacyLevel: 0, periodYears: 2 });
  });

  it('lets a visitor look a name up (simple renew): registered with us, its expiry and the price of a year; nothing about others', async () => {
    const owner = await newCustomer(app(), 'renew-lookup');
    const created = await own(owner, 'renew-lookup-a.com');
    const visitor = await startSession(app());
    const found = (await get(app(), visitor, '/api/v1/domain/renew/lookup', { domain: 'renew-lookup-a.com' })).json().result;
    expect(found).toMatchObject({
      domain: 'renew-lookup-a.com',
      registered_with_us: true,
      expiry: created.expiresAt.toISOString(),
      in_redemption: false,
    });
    expect(found.price_per_year.total).toBe((await renewalPrice(visitor, 'com')).total);
    expect(JSON.stringify(found)).not.toContain(owner.login);
    const none = (await get(app(), visitor, '/api/v1/domain/renew/lookup', { domain: 'not-with-us-at-all.com' })).json().result;
    expect(none).toMatchObject({ registered_with_us: false, expiry: null });
    expect((await add(visitor, 'renew-lookup-a.com')).statusCode).toBe(401);
  });
});

/** The mail with this subject to this address, once it has arrived. */
async function mailWith(login: string, subject: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = testApp.mailbox.to(login).find((mail) => mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `no mail "${subject}" to ${login}: ${testApp.mailbox
      .to(login)
      .map((mail) => mail.subject)
      .join(', ')}`,
  );
}

async function payRenewals(session: TestSession) {
  expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
  const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
  return {
    init,
    commit: (key = newKey()) =>
      post(app(), session, '/api/v1/pay/commit', {
        type: 'renew',
        idempotency_key: key,
        fingerprint: init.quote.fingerprint,
        terms: true,
        withdrawal_consent: true,
      }),
  };
}

describe('paying renewals', () => {
  it('renews two names for 1 and 3 years once, with the prepaid balance; a second commit of the same key charges nothing', async () => {
    const session = await newCustomer(app(), 'renew-pay');
    await fundAccount(app(), session, 100_000);
    const a = await own(session, 'renew-pay-a.com');
    const b = await own(session, 'renew-pay-b.net');
    await add(session, 'renew-pay-a.com', { period: 1 });
    await add(session, 'renew-pay-b.net', { period: 3 });
    const { init, commit } = await payRenewals(session);
    expect(init.quote.lines.map((line: { description: string }) => line.description)).toEqual([
      'Domain renewal renew-pay-a.com, 1 year',
      'Domain renewal renew-pay-b.net, 3 years',
    ]);
    const key = newKey();
    const paid = await commit(key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid', order: { section: 'renew' } });
    expect((await commit(key)).json().result.payment_id).toBe(paid.json().result.payment_id);
    expect((await renewCart(session)).count).toBe(0);

    await services().jobs.drain();
    const orders = (await get(app(), session, '/api/v1/user/orders')).json().result.orders;
    expect(orders[0]).toMatchObject({ section: 'renew', status: 'completed' });
    expect(await expiryOf('renew-pay-a.com')).toEqual(addYears(a.expiresAt, 1));
    expect(await expiryOf('renew-pay-b.net')).toEqual(addYears(b.expiresAt, 3));
    expect((await services().registry.info('renew-pay-b.net'))!.expiresAt).toEqual(addYears(b.expiresAt, 3));
    const balance = (await get(app(), session, '/api/v1/account/overview')).json().result.balance;
    expect(balance).toBe(100_000 - init.quote.gross);
    const mail = await mailWith(session.login, `Your order ${orders[0].id} is complete`);
    expect(mail.text).toContain('Renewed: renew-pay-a.com');
  });

  it('refunds a renewal the registry refuses to the prepaid balance, and says so by e-mail', async () => {
    const session = await newCustomer(app(), 'renew-refund');
    await fundAccount(app(), session, 50_000);
    await own(session, 'renew-refund-a.com');
    await add(session, 'renew-refund-a.com');
    const registry = services().registry;
    const renew = registry.renew.bind(registry);
    registry.renew = async () => {
      throw new RegistryError(2304, 'renew-refund-a.com has serverRenewProhibited');
    };
    try {
      const { commit } = await payRenewals(session);
      expect((await commit()).statusCode).toBe(200);
      await services().jobs.drain();
    } finally {
      registry.renew = renew;
    }
    const order = (await get(app(), session, '/api/v1/user/orders')).json().result.orders[0];
    expect(order).toMatchObject({ section: 'renew', status: 'refunded' });
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(50_000);
    const mail = await mailWith(session.login, 'renew-refund-a.com could not be renewed');
    expect(mail.text).toContain('refused by the registry');
  });

  it('answers 5305 for a name whose renewal waits for its card payment, and lists it as in progress', async () => {
    const session = await newCustomer(app(), 'renew-busy');
    await own(session, 'renew-busy-a.com');
    await add(session, 'renew-busy-a.com');
    expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'card' })).statusCode).toBe(200);
    expect((await post(app(), session, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
    const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
    const pending = await post(app(), session, '/api/v1/pay/commit', {
      type: 'renew',
      idempotency_key: newKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(pending.json().result).toMatchObject({ status: 'pending', order: { status: 'pending_payment' } });
    await post(app(), session, '/api/v1/cart/renew/remove/renew-busy-a.com');
    const busy = await add(session, 'renew-busy-a.com');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errors[0]).toMatchObject({ code: 5305, message: 'Domain renewal is already in progress' });
    expect((await list(session)).json().result.items[0]).toMatchObject({ renewable: false, problem: { code: 5305 } });
  });

  it('refuses the checkout when a name in the renew cart is no longer the user’s (5201), charging nothing', async () => {
    const session = await newCustomer(app(), 'renew-gone');
    await fundAccount(app(), session, 50_000);
    await own(session, 'renew-gone-a.com');
    await add(session, 'renew-gone-a.com');
    const { commit } = await payRenewals(session);
    await db().delete(customerDomains).where(eq(customerDomains.name, 'renew-gone-a.com'));
    const refused = await commit();
    expect(refused.json().errors[0].code).toBe(5201);
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(50_000);
  });
});

describe('the renew job', () => {
  it('adds its years to the term when the balance paid the registry’s auto-renewal after the payment', async () => {
    const session = await newCustomer(app(), 'renew-auto');
    await fundAccount(app(), session, 50_000);
    const created = await own(session, 'renew-auto-a.com');
    await add(session, 'renew-auto-a.com', { period: 2 });
    const registry = services().registry;
    const renew = registry.renew.bind(registry);
    let failed = false;
    // The first attempt meets a registry that does not answer its renew (the checkout itself
    // reads the name's registrant with info, so info stays untouched); the job waits for its retry.
    registry.renew = async (command) => {
      if (!failed && command.name === 'renew-auto-a.com') {
        failed = true;
        throw new RegistryError(2400, 'command failed');
      }
      return renew(command);
    };
    try {
      const { commit } = await payRenewals(session);
      expect((await commit()).statusCode).toBe(200);
      await services().jobs.drain();
    } finally {
      registry.renew = renew;
    }
    expect(failed).toBe(true);
    // Meanwhile the registry renewed the name by a year at expiry and the balance paid that year.
    await registry.renew({ name: 'renew-auto-a.com', currentExpiry: created.expiresAt, periodYears: 1 });
    await db()
      .update(customerDomains)
      .set({ expiresAt: addYears(created.expiresAt, 1) })
      .where(eq(customerDomains.name, 'renew-auto-a.com'));
    await db()
      .update(jobs)
      .set({ runAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(jobs.kind, 'renew-domain'));
    await services().jobs.drain();
    expect((await registry.info('renew-auto-a.com'))!.expiresAt).toEqual(addYears(created.expiresAt, 3));
    expect(await expiryOf('renew-auto-a.com')).toEqual(addYears(created.expiresAt, 3));
  });

  it('renews once when retried after a lost reply (the registry renewed, the job stopped before recording)', async () => {
    const session = await newCustomer(app(), 'renew-lost');
    await fundAccount(app(), session, 50_000);
    const created = await own(session, 'renew-lost-a.com');
    await add(session, 'renew-lost-a.com', { period: 2 });
    const registry = services().registry;
    const renew = registry.renew.bind(registry);
    let calls = 0;
    // The registry does the renewal, but the reply never reaches the job.
    registry.renew = async (command) => {
      calls += 1;
      await renew(command);
      throw new Error('connection reset');
    };
    try {
      const { commit } = await payRenewals(session);
      expect((await commit()).statusCode).toBe(200);
      await services().jobs.drain();
    } finally {
      registry.renew = renew;
    }
    expect(calls).toBe(1);
    expect(await expiryOf('renew-lost-a.com')).toEqual(created.expiresAt);
    // The retry, after its backoff.
    await db()
      .update(jobs)
      .set({ runAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(jobs.kind, 'renew-domain'));
    await services().jobs.drain();
    expect((await registry.info('renew-lost-a.com'))!.expiresAt).toEqual(addYears(created.expiresAt, 2));
    expect(await expiryOf('renew-lost-a.com')).toEqual(addYears(created.expiresAt, 2));
    const order = (await get(app(), session, '/api/v1/user/orders')).json().result.orders[0];
    expect(order).toMatchObject({ section: 'renew', status: 'completed' });
    expect(order.items[0].expires_at).toBe(addYears(created.expiresAt, 2).toISOString());
  });
});

describe('premium names', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * A premium name of the sandbox that renews above the standard price, registered for the user.
   * The registry's renewal fees then tell its renewal price, as an EPP registry's fee extension
   * does for a registered name (decision 070).
   */
  async function ownPremium(session: TestSession & { login: string }, tld: string) {
    const standard = (await renewalPrice(session, tld)).retail;
    const page = await services().registry.premiumNames({ tlds: [tld], limit: 500, offset: 0 });
    const offered = page.names.find((entry) => entry.renewPrice > standard);
    if (!offered) throw new Error(`no premium .${tld} name renewing above the standard price`);
    await own(session, offered.name);
    return { name: offered.name, renewPrice: offered.renewPrice, standard };
  }

  it('lists, looks up, carts and charges a premium name’s renewal at the registry’s premium renewal price', async () => {
    const session = await newCustomer(app(), 'renew-premium');
    await fundAccount(app(), session, 400_000);
    const premium = await ownPremium(session, 'io');

    const item = (await list(session)).json().result.items.find((entry: { domain: string }) => entry.domain === premium.name);
    expect(item.price.retail).toBe(premium.renewPrice);
    const info = (await post(app(), session, `/api/v1/cart/renew/info/${premium.name}`, { options: { period: 2 } })).json().result;
    expect(info.price.retail).toBe(premium.renewPrice * 2);
    const lookup = (await get(app(), session, '/api/v1/domain/renew/lookup', { domain: premium.name })).json().result;
    expect(lookup.price_per_year.retail).toBe(premium.renewPrice);

    expect((await add(session, premium.name, { period: 1 })).statusCode).toBe(200);
    const { init, commit } = await payRenewals(session);
    expect(init.quote.lines).toEqual([expect.objectContaining({ domain: premium.name, net: premium.renewPrice, premium: true })]);
    const paid = await commit();
    expect(paid.statusCode, paid.body).toBe(200);
    const balance = (await get(app(), session, '/api/v1/account/overview')).json().result.balance;
    expect(balance).toBe(400_000 - init.quote.gross);
    expect(init.quote.net).toBe(premium.renewPrice);
  });
});
