import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDomains, orders, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { RegistryError } from '../../registry/registry-gateway';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { fundAccount, newCustomer, newKey } from './payment-test-helpers';

const clock = fixedClock(new Date());
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

/** A registrant unlike the test customers' billing data and the checkout helpers' CONTACT, so only the registry can be its source. */
const REGISTRANT = {
  name: 'Hanna Halter',
  org: 'Halter Backstube KG',
  street: ['Am Markt 3', 'Hinterhaus'],
  city: 'Bonn',
  stateOrProvince: 'NRW',
  postalCode: '53111',
  countryCode: 'DE',
  phone: '+49.228123456',
  email: 'hanna@halter.example',
};
const AS_CONTACT = {
  name: 'Hanna Halter',
  org: 'Halter Backstube KG',
  street: ['Am Markt 3', 'Hinterhaus'],
  city: 'Bonn',
  state: 'NRW',
  postal_code: '53111',
  country: 'DE',
  phone: '+49.228123456',
  email: 'hanna@halter.example',
};

async function userIdOf(login: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

/** A name registered for the shop with REGISTRANT and recorded as the customer's, as a completed registration leaves it. */
async function ownWithRegistrant(session: { login: string }, name: string) {
  const created = await app().services.registry.create({
    name,
    periodYears: 1,
    registrant: REGISTRANT,
    nameservers: ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
    authInfo: 'Aa1!test-auth-code',
  });
  await db()
    .insert(customerDomains)
    .values({ name, userId: await userIdOf(session.login), registeredAt: created.createdAt, expiresAt: created.expiresAt });
}

const init = async (session: TestSession, type: 'renew' | 'rgp') => {
  const response = await get(app(), session, `/api/v1/pay/init/${type}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};
const commit = (session: TestSession, type: 'renew' | 'rgp', fingerprint: string) =>
  post(app(), session, '/api/v1/pay/commit', { type, idempotency_key: newKey(), fingerprint, terms: true, withdrawal_consent: true });

describe('the registrant of a renewal or restore checkout', () => {
  it('answers the name’s current registrant at /pay/init/renew and pays the renewal without a saved contact, recording that registrant', async () => {
    const session = await newCustomer(app(), 'keeps-owner');
    await fundAccount(app(), session, 50_000);
    await ownWithRegistrant(session, 'keeps-owner.com');
    expect((await post(app(), session, '/api/v1/cart/renew/add/domain/keeps-owner.com', { options: { period: 1 } })).statusCode).toBe(200);
    expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);

    const result = await init(session, 'renew');
    expect(result.details.registrants).toEqual([{ domain: 'keeps-owner.com', domain_utf8: 'keeps-owner.com', contact: AS_CONTACT }]);
    expect(result.details.contact).toEqual(AS_CONTACT);

    const paid = await commit(session, 'renew', result.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, result: { status: 'paid', order: { section: 'renew' } } });
    const [order] = await db().select({ contact: orders.contact }).from(orders).where(eq(orders.id, paid.json().result.order.id));
    expect(order.contact).toEqual(AS_CONTACT);
    expect((await get(app(), session, '/api/v1/cart/renew/list')).json().result.count).toBe(0);
  });

  it('answers the registrant at /pay/init/rgp for a name in redemption and pays the restore without a saved contact', async () => {
    const session = await newCustomer(app(), 'keeps-owner-rgp');
    await fundAccount(app(), session, 100_000);
    await ownWithRegistrant(session, 'keeps-owner-rgp.com');
    // Past the add grace period: the delete puts the name into redemption instead of freeing it.
    clock.advance(10 * 86_400_000);
    expect(await app().services.lifecycle.deleteNowForTest(await userIdOf(session.login), 'keeps-owner-rgp.com')).toBe(true);
    expect((await post(app(), session, '/api/v1/cart/rgp/add/domain/keeps-owner-rgp.com')).statusCode).toBe(200);
    expect((await post(app(), session, '/api/v1/pay/settings', { type: 'rgp', method: 'balance' })).statusCode).toBe(200);

    const result = await init(session, 'rgp');
    expect(result.details.registrants).toEqual([
      { domain: 'keeps-owner-rgp.com', domain_utf8: 'keeps-owner-rgp.com', contact: AS_CONTACT },
    ]);
    const paid = await commit(session, 'rgp', result.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid', order: { section: 'rgp' } });
  });

  it('never shows the registrant of a name that is no longer the customer’s, and then asks for the contact (3024, in German too)', async () => {
    const session = await newCustomer(app(), 'lost-owner', { 'accept-language': 'de-DE' });
    const other = await newCustomer(app(), 'new-owner');
    await fundAccount(app(), session, 50_000);
    await ownWithRegistrant(session, 'lost-owner.com');
    expect((await post(app(), session, '/api/v1/cart/renew/add/domain/lost-owner.com', { options: { period: 1 } })).statusCode).toBe(200);
    expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
    await db()
      .update(customerDomains)
      .set({ userId: await userIdOf(other.login) })
      .where(eq(customerDomains.name, 'lost-owner.com'));

    const result = await init(session, 'renew');
    expect(result.details.registrants).toBeNull();
    expect(JSON.stringify(result)).not.toContain('Halter');
    const refused = await commit(session, 'renew', result.quote.fingerprint);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [{ code: 3024, message: 'Bitte geben Sie zuerst den Domaininhaber-Kontakt ein und speichern Sie ihn.' }],
    });
    expect(
      await db()
        .select()
        .from(orders)
        .where(eq(orders.userId, await userIdOf(session.login))),
    ).toHaveLength(0);
  });

  it('still opens the renew checkout when the registry does not answer, and then asks for the contact', async () => {
    const session = await newCustomer(app(), 'registry-down');
    await ownWithRegistrant(session, 'registry-down.com');
    expect((await post(app(), session, '/api/v1/cart/renew/add/domain/registry-down.com', { options: { period: 1 } })).statusCode).toBe(
      200,
    );
    const registry = app().services.registry;
    const info = registry.info.bind(registry);
    registry.info = async (name) => {
      if (name === 'registry-down.com') throw new RegistryError(2400, 'command failed');
      return info(name);
    };
    try {
      const result = await init(session, 'renew');
      expect(result.details.registrants).toBeNull();
      expect(result.quote.lines).toHaveLength(1);
    } finally {
      registry.info = info;
    }
  });

  it('keeps asking for the contact of a registration', async () => {
    const session = await newCustomer(app(), 'new-name');
    expect((await post(app(), session, '/api/v1/cart/add/domain/a-brand-new-name.com')).statusCode).toBe(200);
    const result = (await get(app(), session, '/api/v1/pay/init/register')).json().result;
    expect(result.details.registrants).toBeNull();
  });
});
