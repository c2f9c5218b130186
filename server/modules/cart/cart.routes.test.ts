import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, loginAs, post, sessionCookie, startSession, type TestApp } from '../../test/test-app';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
  await registerAtRegistry(app(), 'already-taken-name.com');
});
afterAll(async () => {
  await testApp.close();
});

const add = (session: Awaited<ReturnType<typeof startSession>>, domain: string, body: Record<string, unknown> = {}) =>
  post(app(), session, `/api/v1/cart/add/domain/${encodeURIComponent(domain)}`, body);
const remove = (session: Awaited<ReturnType<typeof startSession>>, domain: string) =>
  post(app(), session, `/api/v1/cart/remove/domain/${encodeURIComponent(domain)}`);

describe('the register cart', () => {
  it('adds a free name with its price and VAT, shows it in all carts and in the badge count', async () => {
    const session = await startSession(app());
    const response = await add(session, 'Cart-Test-One.com');
    expect(response.statusCode).toBe(200);
    const cart = response.json().result;
    expect(cart.count).toBe(1);
    const item = Object.values(cart.items)[0] as Record<string, unknown>;
    expect(item).toMatchObject({
      type: 'Domain',
      name: 'Domain registration',
      domain: 'cart-test-one.com',
      domain_utf8: 'cart-test-one.com',
      period: 1,
      premium: false,
    });
    const listed = (await get(app(), session, '/api/v1/price/list', { tld: 'com' })).json().result.prices[0].registration;
    expect(item.totalPrice).toMatchObject({ total: listed.total, vat: listed.vat, currency: 'EUR' });
    expect(cart.total).toMatchObject({
      total: listed.total,
      vat_value: listed.vat,
      vat_rate: 0.19,
      currency: 'EUR',
      display_total: listed.display_total,
    });
    expect(cart.suggestions.bundles.length).toBeGreaterThan(0);
    const bundles: { suggested_name: string; in_cart: boolean }[] = cart.suggestions.bundles;
    expect(bundles.every((suggestion) => suggestion.suggested_name.startsWith('cart-test-one.'))).toBe(true);
    expect(bundles.filter((suggestion) => suggestion.in_cart).map((suggestion) => suggestion.suggested_name)).toEqual([
      'cart-test-one.com',
    ]);

    const all = (await get(app(), session, '/api/v1/cart/list/all')).json().result;
    expect(all.register.count).toBe(1);
    expect(all.renew).toMatchObject({ count: 0, items: {} });
    expect(all.rgp).toMatchObject({ count: 0, items: {} });
    const settings = (await get(app(), session, '/api/v1/config/app-settings')).json().result;
    expect(settings.carts).toEqual({ register: { count: 1 }, renew: { count: 0 }, rgp: { count: 0 } });
  });

  it('refuses a name that is in the cart already with 1302', async () => {
    const session = await startSession(app());
    await add(session, 'cart-test-two.de');
    const again = await add(session, 'CART-TEST-TWO.de');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 1302, message: 'Already in cart' });
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(1);
  });

  it('adds a name once when the same add is sent five times at once', async () => {
    const session = await startSession(app());
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(session, 'cart-race.net')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(1);
  });

  it.each([
    ['already-taken-name.com', 409, 1070],
    ['not a name.com', 400, 1051],
    ['name.unknowntld', 400, 1055],
    ['bücherei-test.de', 400, 1053],
  ])('refuses %s and leaves the cart as it was', async (domain, status, code) => {
    const session = await startSession(app());
    const response = await add(session, domain);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].code).toBe(code);
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);
  });

  it('takes an IDN name with its language', async () => {
    const session = await startSession(app());
    const response = await add(session, 'bücherei-test.de', { language: 'de' });
    expect(response.statusCode).toBe(200);
    expect(Object.values(response.json().result.items)[0]).toMatchObject({
      domain: expect.stringMatching(/^xn--bcherei-test-[a-z0-9]+\.de$/),
      domain_utf8: 'bücherei-test.de',
    });
  });

  it('removes a name; removing it again, or a name only another visitor has, answers 1072 as the update does', async () => {
    const session = await startSession(app());
    await add(session, 'cart-remove.eu');
    const removed = await remove(session, 'cart-remove.eu');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result.count).toBe(0);
    const again = await remove(session, 'cart-remove.eu');
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toEqual([{ code: 1072, field: 'domain', message: 'This item is not in the cart (any more).' }]);

    const other = await startSession(app());
    await add(other, 'cart-remove-other.eu');
    const german = await startSession(app(), { 'accept-language': 'de-DE,de;q=0.9' });
    const foreign = await remove(german, 'cart-remove-other.eu');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0]).toMatchObject({ code: 1072, message: 'Dieser Artikel ist nicht (mehr) im Warenkorb.' });
    expect((await get(app(), other, '/api/v1/cart/list/all')).json().result.register.count).toBe(1);
  });

  it('needs the csrf token to change the cart', async () => {
    const session = await startSession(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/cart/add/domain/csrf-test.com',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);
  });

  it('merges the visitor cart into the user cart at login and leaves it with the user at logout', async () => {
    const visitor = await startSession(app());
    await add(visitor, 'merge-me-one.com');
    const login = await post(app(), visitor, '/api/v1/user/login', { login: 'demo@example.com', password: 'demo-password-2026' });
    const loggedIn = {
      cookie: sessionCookie(login)!,
      csrfToken: login.json().result.csrf_token,
      sessionId: login.json().result.session_id,
    };
    const cart = (await get(app(), loggedIn, '/api/v1/cart/list/all')).json().result.register;
    expect(Object.values(cart.items).map((item) => (item as { domain: string }).domain)).toContain('merge-me-one.com');

    const logout = await post(app(), loggedIn, '/api/v1/user/logout');
    const afterLogout = {
      cookie: sessionCookie(logout)!,
      csrfToken: logout.json().result.csrf_token,
      sessionId: logout.json().result.session_id,
    };
    expect((await get(app(), afterLogout, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);

    const again = await loginAs(app(), 'demo@example.com', 'demo-password-2026');
    const kept = (await get(app(), again, '/api/v1/cart/list/all')).json().result.register;
    expect(Object.values(kept.items).map((item) => (item as { domain: string }).domain)).toContain('merge-me-one.com');
  });

  it('keeps a visitor cart through the session, not a new visitor', async () => {
    const first = await startSession(app());
    await add(first, 'only-mine.org');
    const second = await startSession(app());
    expect((await get(app(), second, '/api/v1/cart/list/all')).json().result.register.count).toBe(0);
  });
});
