import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { createTestApp, get, loginAs, post, sessionAfter, startSession, type TestApp, type TestSession } from '../../test/test-app';

let testApp: TestApp;
const app = () => testApp.app;
const clock = fixedClock(new Date());

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

interface Item {
  id: string;
  type: string;
  domain: string;
  period: number;
  description: string;
  totalPrice: { total: number; retail: number };
  period_options?: number[];
  privacy_level?: number;
  mailbox_name?: string;
  mailbox_level?: number;
  parent_id?: string;
  coupon?: { code: string; problem: string | null; message: string | null };
}
interface Cart {
  items: Record<string, Item>;
  count: number;
  total: { total: number; vat_value: number };
}

const list = async (session: TestSession): Promise<Cart> => (await get(app(), session, '/api/v1/cart/list/all')).json().result.register;
const items = (cart: Cart) => Object.values(cart.items);
const domainItem = (cart: Cart, domain: string) => items(cart).find((item) => item.type === 'Domain' && item.domain === domain)!;

async function cartWith(...names: string[]): Promise<TestSession> {
  const session = await startSession(app());
  for (const name of names) expect((await post(app(), session, `/api/v1/cart/add/domain/${name}`)).statusCode).toBe(200);
  return session;
}

describe('period and privacy of a domain in the cart', () => {
  it('changes the period to one the TLD allows, refuses another (1075) without a change, and prices the later years at renewal', async () => {
    const session = await cartWith('addon-period.net', 'addon-period.de');
    const before = await list(session);
    const net = domainItem(before, 'addon-period.net');
    expect(net.period_options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const three = (await post(app(), session, `/api/v1/cart/update/${net.id}`, { period: 3 })).json().result as Cart;
    expect(domainItem(three, 'addon-period.net')).toMatchObject({
      period: 3,
      description: 'Domain registration addon-period.net, 3 years',
    });
    expect(domainItem(three, 'addon-period.net').totalPrice.total).toBeGreaterThan(net.totalPrice.total * 2);
    const ten = (await post(app(), session, `/api/v1/cart/update/${net.id}`, { period: 10 })).json().result as Cart;
    expect(domainItem(ten, 'addon-period.net').period).toBe(10);
    // Beyond the registries' ten years: refused, nothing of the request saved (not its privacy either).
    const tooLong = await post(app(), session, `/api/v1/cart/update/${net.id}`, { period: 25, privacy_level: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { code: 1075, field: 'period', message: 'This period is not offered for this domain. Please choose one of the periods offered.' },
    ]);
    expect(domainItem(await list(session), 'addon-period.net')).toMatchObject({ period: 10, privacy_level: 0 });

    // .de is booked for one year at a time: two years are refused, in German too.
    const de = domainItem(before, 'addon-period.de');
    expect(de.period_options).toEqual([1]);
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const twoYears = await post(app(), session, `/api/v1/cart/update/${de.id}`, { period: 2 });
    expect(twoYears.statusCode).toBe(400);
    expect(twoYears.json().errors[0]).toEqual({
      code: 1075,
      field: 'period',
      message: 'Diese Laufzeit bieten wir für diese Domain nicht an. Bitte wählen Sie eine der angebotenen Laufzeiten.',
    });
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    // Nothing changed: the cart is read again from the server.
    expect(domainItem(await list(session), 'addon-period.de').period).toBe(1);
    expect(domainItem(await list(session), 'addon-period.net').period).toBe(10);
  });

  it('adds WHOIS privacy where the TLD allows it and refuses it elsewhere without a change', async () => {
    const session = await cartWith('addon-privacy.com', 'addon-privacy.eu');
    const before = await list(session);
    const com = domainItem(before, 'addon-privacy.com');
    const withPrivacy = (await post(app(), session, `/api/v1/cart/update/${com.id}`, { privacy_level: 1 })).json().result as Cart;
    expect(domainItem(withPrivacy, 'addon-privacy.com')).toMatchObject({
      privacy_level: 1,
      description: 'Domain registration addon-privacy.com, 1 year, with WHOIS privacy',
    });
    expect(domainItem(withPrivacy, 'addon-privacy.com').totalPrice.retail).toBe(com.totalPrice.retail + 390);

    const eu = domainItem(before, 'addon-privacy.eu');
    const refused = await post(app(), session, `/api/v1/cart/update/${eu.id}`, { privacy_level: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 1073, message: 'This service is not offered for this domain.' });
    expect(domainItem(await list(session), 'addon-privacy.eu').privacy_level).toBe(0);
  });

  it("answers 404 for an item that is not in this session's cart and 400 for a bad period", async () => {
    const owner = await cartWith('addon-foreign.com');
    const id = domainItem(await list(owner), 'addon-foreign.com').id;
    const stranger = await startSession(app());
    const response = await post(app(), stranger, `/api/v1/cart/update/${id}`, { period: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe(1072);
    const bad = await post(app(), owner, `/api/v1/cart/update/${id}`, { period: 'two' });
    expect(bad.statusCode).toBe(400);
    expect(domainItem(await list(owner), 'addon-foreign.com').period).toBe(1);
  });
});

describe('mailbox add-ons', () => {
  it('adds, renames, changes the level of and removes a mailbox of a domain', async () => {
    const session = await cartWith('addon-mail.org');
    const domain = domainItem(await list(session), 'addon-mail.org');
    const added = await post(app(), session, `/api/v1/cart/add/${domain.id}/mailbox`, { name: 'Office', level: 1 });
    expect(added.statusCode).toBe(200);
    const mailbox = items(added.json().result).find((item) => item.type === 'Mailbox')!;
    expect(mailbox).toMatchObject({
      mailbox_name: 'office',
      mailbox_level: 1,
      parent_id: domain.id,
      description: 'Mailbox office@addon-mail.org, 1 year',
    });
    expect(mailbox.totalPrice.retail).toBe(990);
    expect(added.json().result.count).toBe(1);

    const twice = await post(app(), session, `/api/v1/cart/add/${domain.id}/mailbox`, { name: 'office', level: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe(1302);

    const pro = (await post(app(), session, `/api/v1/cart/update/${domain.id}/${mailbox.id}`, { level: 2, name: 'team' })).json()
      .result as Cart;
    expect(pro.items[mailbox.id]).toMatchObject({ mailbox_name: 'team', mailbox_level: 2 });
    expect(pro.items[mailbox.id].totalPrice.retail).toBe(2490);

    // A mailbox runs as long as its domain: two years of the domain, two of the mailbox.
    const twoYears = (await post(app(), session, `/api/v1/cart/update/${domain.id}`, { period: 2 })).json().result as Cart;
    expect(twoYears.items[mailbox.id].totalPrice.retail).toBe(4980);

    // Another visitor's ids answer 1072, as the update does, and change nothing.
    const stranger = await startSession(app());
    const foreign = await post(app(), stranger, `/api/v1/cart/remove/${domain.id}/${mailbox.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([{ code: 1072, field: 'mailboxId', message: 'This item is not in the cart (any more).' }]);
    const strangerUpdate = await post(app(), stranger, `/api/v1/cart/update/${domain.id}/${mailbox.id}`, { level: 1 });
    expect(strangerUpdate.json().errors[0].code).toBe(foreign.json().errors[0].code);
    expect((await list(session)).items[mailbox.id]).toMatchObject({ mailbox_name: 'team', mailbox_level: 2 });

    const removed = (await post(app(), session, `/api/v1/cart/remove/${domain.id}/${mailbox.id}`)).json().result as Cart;
    expect(items(removed).filter((item) => item.type === 'Mailbox')).toEqual([]);
    expect(items(await list(session)).map((item) => item.type)).toEqual(['Domain']);
    const again = await post(app(), session, `/api/v1/cart/remove/${domain.id}/${mailbox.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0]).toMatchObject({ code: 1072 });
  });

  it('refuses a bad mailbox name or level and leaves the cart as it was', async () => {
    const session = await cartWith('addon-badmail.com');
    const domain = domainItem(await list(session), 'addon-badmail.com');
    for (const body of [
      { name: 'a b', level: 1 },
      { name: '', level: 1 },
      { name: 'ok', level: 3 },
      { name: '.dot', level: 1 },
    ]) {
      const response = await post(app(), session, `/api/v1/cart/add/${domain.id}/mailbox`, body);
      expect(response.statusCode).toBe(400);
    }
    expect(items(await list(session))).toHaveLength(1);
  });

  it('adds the "info" mailbox with mailbox: true and takes all mailboxes with the domain', async () => {
    const session = await cartWith('addon-switch.info');
    const domain = domainItem(await list(session), 'addon-switch.info');
    const on = (await post(app(), session, `/api/v1/cart/update/${domain.id}`, { mailbox: true })).json().result as Cart;
    expect(items(on).find((item) => item.type === 'Mailbox')).toMatchObject({ mailbox_name: 'info', mailbox_level: 1 });
    const off = (await post(app(), session, `/api/v1/cart/update/${domain.id}`, { mailbox: false })).json().result as Cart;
    expect(items(off).filter((item) => item.type === 'Mailbox')).toEqual([]);

    await post(app(), session, `/api/v1/cart/add/${domain.id}/mailbox`, { name: 'sales', level: 1 });
    const gone = (await post(app(), session, '/api/v1/cart/remove/domain/addon-switch.info')).json().result as Cart;
    expect(gone.items).toEqual({});
    expect(gone.total.total).toBe(0);
  });
});

describe('coupons', () => {
  it('takes a percentage off the whole cart and shows it as a Coupon item; removing it restores the total', async () => {
    const session = await cartWith('coupon-one.net');
    const before = await list(session);
    const added = await post(app(), session, '/api/v1/cart/add/coupon/welcome10');
    expect(added.statusCode).toBe(200);
    const cart = added.json().result as Cart;
    const coupon = items(cart).find((item) => item.type === 'Coupon')!;
    expect(coupon).toMatchObject({
      coupon: { code: 'WELCOME10', problem: null, message: null },
      description: 'Coupon WELCOME10: 10% off the whole order, once per customer',
    });
    const netBefore = domainItem(before, 'coupon-one.net').totalPrice.retail;
    expect(coupon.totalPrice.retail).toBe(-Math.round(netBefore / 10));
    expect(cart.total.total).toBeLessThan(before.total.total);
    expect(cart.count).toBe(1);

    const again = await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10');
    expect(again.json().errors[0].code).toBe(1302);
    const other = await post(app(), session, '/api/v1/cart/add/coupon/COM5');
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0]).toMatchObject({ code: 1313 });

    const removed = (await post(app(), session, '/api/v1/cart/remove/coupon/WELCOME10')).json().result as Cart;
    expect(removed.total.total).toBe(before.total.total);
    const notThere = await post(app(), session, '/api/v1/cart/remove/coupon/WELCOME10');
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().errors[0]).toMatchObject({ code: 1072, field: 'code' });
  });

  it("refuses unknown and expired codes in the user's language, and changes nothing", async () => {
    const session = await cartWith('coupon-bad.com');
    const before = await list(session);
    const unknown = await post(app(), session, '/api/v1/cart/add/coupon/NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 1310, message: 'There is no coupon with this code.' });
    const expired = await post(app(), session, '/api/v1/cart/add/coupon/EXPIRED25');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errors[0].code).toBe(1311);
    const malformed = await post(app(), session, '/api/v1/cart/add/coupon/' + encodeURIComponent('no spaces!'));
    expect(malformed.statusCode).toBe(400);
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const german = await post(app(), session, '/api/v1/cart/add/coupon/NOSUCHCODE');
    expect(german.json().errors[0].message).toBe('Einen Gutschein mit diesem Code gibt es nicht.');
    expect((await list(session)).total.total).toBe(before.total.total);
  });

  it('keeps a coupon whose minimum order is not reached yet, without discount and with the reason', async () => {
    const session = await cartWith('coupon-min.net');
    const cart = (await post(app(), session, '/api/v1/cart/add/coupon/SAVE20')).json().result as Cart;
    const coupon = items(cart).find((item) => item.type === 'Coupon')!;
    expect(coupon.coupon).toMatchObject({
      code: 'SAVE20',
      problem: 'min_order',
      message: 'The order does not reach the minimum amount of this coupon yet.',
    });
    expect(coupon.totalPrice.total).toBe(0);
    expect((coupon.totalPrice as unknown as { display_total: string }).display_total).toBe('€0.00');
    // Three years of .net pass the 30.00 minimum: now the coupon applies.
    const domain = domainItem(cart, 'coupon-min.net');
    const longer = (await post(app(), session, `/api/v1/cart/update/${domain.id}`, { period: 3 })).json().result as Cart;
    const applied = items(longer).find((item) => item.type === 'Coupon')!;
    expect(applied.coupon!.problem).toBeNull();
    expect(applied.totalPrice.retail).toBe(-Math.round(domainItem(longer, 'coupon-min.net').totalPrice.retail / 5));
  });

  it('gives a TLD coupon only on names of its TLD', async () => {
    const session = await cartWith('coupon-tld.org');
    const cart = (await post(app(), session, '/api/v1/cart/add/coupon/COM5')).json().result as Cart;
    expect(items(cart).find((item) => item.type === 'Coupon')!.coupon!.problem).toBe('no_items');
    const withCom = (await post(app(), session, '/api/v1/cart/add/domain/coupon-tld.com')).json().result as Cart;
    expect(items(withCom).find((item) => item.type === 'Coupon')!.totalPrice.retail).toBe(-500);
  });

  it('stops giving a discount when the coupon expires while in the cart', async () => {
    const now = clock.now();
    await app()
      .services.database.db.insert(coupons)
      .values({
        code: 'SHORT10',
        kind: 'percent',
        value: 10,
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 10 * 60_000),
        descriptionEn: 'short',
        descriptionDe: 'kurz',
      });
    const session = await cartWith('coupon-late.com');
    const added = items((await post(app(), session, '/api/v1/cart/add/coupon/SHORT10')).json().result).find(
      (item) => item.type === 'Coupon',
    )!;
    expect(added.totalPrice.total).toBeLessThan(0);
    clock.advance(11 * 60_000);
    try {
      const coupon = items(await list(session)).find((item) => item.type === 'Coupon')!;
      expect(coupon.coupon!.problem).toBe('expired');
      expect(coupon.totalPrice.total).toBe(0);
    } finally {
      clock.set(new Date());
    }
  });

  it('counts a use at payment once per user, and refuses WELCOME10 to that user afterwards', async () => {
    const session = await loginAs(app(), 'demo@example.com', 'demo-password-2026');
    await post(app(), session, '/api/v1/cart/add/domain/coupon-paid.com');
    await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10');
    const services = app().services;
    const context = await services.sessions.resume(session.cookie.replace(/^sid=/, ''));
    const cartId = (await services.cart.cartIdOf(context!))!;
    const quote = await services.cartQuoter.quote(cartId, 'register', { country: 'DE', business: false, vatId: '', currency: 'EUR' });
    const redeemed = await services.unitOfWork.run((repos) =>
      services.couponRedemptions.redeemQuoteCoupons(repos.coupons, quote, { userId: context!.user!.id, orderRef: 'test-order-1' }),
    );
    expect(redeemed).toEqual(['WELCOME10']);
    // A second payment with the same coupon by the same user fails and counts nothing.
    await expect(
      services.unitOfWork.run((repos) =>
        services.couponRedemptions.redeemQuoteCoupons(repos.coupons, quote, { userId: context!.user!.id, orderRef: 'test-order-2' }),
      ),
    ).rejects.toMatchObject({ code: 1312 });
    const coupon = items(await list(session)).find((item) => item.type === 'Coupon')!;
    expect(coupon.coupon!.problem).toBe('user_limit');
    await post(app(), session, '/api/v1/cart/remove/coupon/WELCOME10');
    const refused = await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10');
    expect(refused.json().errors[0].code).toBe(1312);
  });

  it("merges a visitor's add-ons at login and keeps one coupon: the user's", async () => {
    const user = await loginAs(app(), 'reseller@example.com', 'reseller-password-2026');
    await post(app(), user, '/api/v1/cart/add/domain/merge-addon.com');
    expect((await post(app(), user, '/api/v1/cart/add/coupon/COM5')).statusCode).toBe(200);
    await post(app(), user, '/api/v1/user/logout');

    const visitor = await cartWith('merge-addon.net');
    const net = domainItem(await list(visitor), 'merge-addon.net');
    await post(app(), visitor, `/api/v1/cart/update/${net.id}`, { period: 2 });
    await post(app(), visitor, `/api/v1/cart/add/${net.id}/mailbox`, { name: 'hello', level: 2 });
    expect((await post(app(), visitor, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const login = await post(app(), visitor, '/api/v1/user/login', { login: 'reseller@example.com', password: 'reseller-password-2026' });
    expect(login.statusCode).toBe(200);
    const merged = await list(sessionAfter(login));
    expect(
      items(merged)
        .map((item) => [item.type, item.domain, item.mailbox_name ?? item.coupon?.code ?? null])
        .sort(),
    ).toEqual([
      ['Coupon', '', 'COM5'],
      ['Domain', 'merge-addon.com', null],
      ['Domain', 'merge-addon.net', null],
      ['Mailbox', 'merge-addon.net', 'hello'],
    ]);
    expect(domainItem(merged, 'merge-addon.net').period).toBe(2);
  });
});
