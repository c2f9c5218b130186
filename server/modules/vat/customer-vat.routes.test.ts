import { ErrorCode } from '@common/errors/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, sessions, users } from '../../db/schema/index';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { CONTACT, commit, decideOnHostedPage, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';

/**
 * Decision 069: a customer's billing address decides the VAT of everything they are shown and
 * charged; the settings country only for visitors and customers without one.
 */
let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const GERMAN_ADDRESS = {
  name: 'Erika Mustermann',
  company: '',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49.301234567',
  business: false,
  vat_id: '',
};

/** What the customer sees and is charged for their one .com: localization, cart, price list, checkout quote. */
async function figures(session: TestSession) {
  const localization = (await get(app(), session, '/api/v1/user/status')).json().result.localization;
  const cart = (await get(app(), session, '/api/v1/cart/list/all')).json().result.register;
  const prices = (await get(app(), session, '/api/v1/price/list', { tld: 'com' })).json().result;
  const quote = (await get(app(), session, '/api/v1/pay/init/register')).json().result.quote;
  const item = Object.values(cart.items)[0] as { totalPrice: { retail: number; vat: number; total: number } };
  const com = prices.prices.find((entry: { tld: string }) => entry.tld === 'com');
  return { localization, cart, prices, quote, item, com };
}

/** Every figure uses `rate`, and the cart, the price list and the quote (charged in `currency`) agree to the cent. */
function expectAgreement(seen: Awaited<ReturnType<typeof figures>>, rate: number) {
  expect(seen.localization.vat_rate).toBe(rate);
  expect(seen.cart.total.vat_rate).toBe(rate);
  expect(seen.prices.vat_rate).toBe(rate);
  expect(seen.quote.vat_rate).toBe(rate);
  expect(seen.com.registration).toMatchObject({ retail: seen.item.totalPrice.retail, total: seen.item.totalPrice.total });
  expect(seen.quote).toMatchObject({ net: seen.item.totalPrice.retail, vat: seen.cart.total.vat_value, gross: seen.cart.total.total });
  expect(seen.quote.display).toMatchObject({ vat: seen.cart.total.display_vat, gross: seen.cart.total.display_total });
}

async function germanCustomerWithCom(name: string) {
  const session = await newCustomer(app(), 'vat');
  const saved = await post(app(), session, '/api/v1/user/profile/set-billing-address', GERMAN_ADDRESS);
  expect(saved.statusCode, saved.body).toBe(200);
  await prepareCheckout(app(), session, [name], 'card');
  return session;
}

describe('the VAT of a customer with a billing address (decision 069)', () => {
  for (const country of ['US', 'AT', 'CH']) {
    it(`refuses the settings country ${country} for a German billing address and keeps every figure at 19 %`, async () => {
      const session = await germanCustomerWithCom(`billing-decides-${country.toLowerCase()}.com`);
      const refused = await post(app(), session, '/api/v1/user/localization', { language: 'en', country, currency: 'USD' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({
        code: ErrorCode.CountryFromBilling,
        field: 'country',
        message:
          'Your home country is the country of your billing address, which decides the VAT. To change it, change your billing address in your profile.',
      });
      // Nothing changed, not even the currency sent along.
      const unchanged = await figures(session);
      expect(unchanged.localization).toMatchObject({ country: 'DE', currency: 'EUR', country_from_billing: true });
      expectAgreement(unchanged, 0.19);

      // The currency alone may change; the VAT stays that of the billing address.
      const dollars = await post(app(), session, '/api/v1/user/localization', { language: 'en', country: 'DE', currency: 'USD' });
      expect(dollars.statusCode, dollars.body).toBe(200);
      expect(dollars.json().result.localization).toMatchObject({ country: 'DE', currency: 'USD', vat_rate: 0.19 });
      const seen = await figures(session);
      expect(seen.quote.currency).toBe('USD');
      expectAgreement(seen, 0.19);
    });
  }

  it('says so in German', async () => {
    const session = await newCustomer(app(), 'vat-de', { 'accept-language': 'de-DE' });
    await post(app(), session, '/api/v1/user/profile/set-billing-address', GERMAN_ADDRESS);
    const refused = await post(app(), session, '/api/v1/user/localization', { language: 'de', country: 'AT', currency: 'EUR' });
    expect(refused.json().errors[0].message).toBe(
      'Ihr Heimatland ist das Land Ihrer Rechnungsadresse, nach dem sich die Umsatzsteuer richtet. Um es zu ändern, ändern Sie Ihre Rechnungsadresse im Profil.',
    );
  });

  it('takes the billing country even when the session was left on another country', async () => {
    const session = await germanCustomerWithCom('stale-session-country.com');
    // A session from before the rule, whose settings country went elsewhere.
    const [user] = await db().select().from(users).where(eq(users.login, session.login));
    await db().update(sessions).set({ country: 'US', currency: 'USD' }).where(eq(sessions.userId, user.id));
    app().services.sessions.forgetUser(user.id);
    const seen = await figures(session);
    expect(seen.localization).toMatchObject({ country: 'DE', country_from_billing: true });
    expectAgreement(seen, 0.19);
  });

  it('moves every figure when the billing address moves to Austria', async () => {
    const session = await germanCustomerWithCom('billing-moves.com');
    const moved = await post(app(), session, '/api/v1/user/profile/set-billing-address', {
      ...GERMAN_ADDRESS,
      city: 'Wien',
      country: 'AT',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = await figures(session);
    expect(seen.localization).toMatchObject({ country: 'AT', country_from_billing: true });
    expectAgreement(seen, 0.2);
  });
});

describe('the VAT of a customer without a billing address', () => {
  for (const [country, rate] of [
    ['US', 0],
    ['AT', 0.2],
    ['DE', 0.19],
  ] as const) {
    it(`follows the settings country ${country} everywhere when the contact is in that country`, async () => {
      const session = await newCustomer(app(), 'vat-settings');
      const changed = await post(app(), session, '/api/v1/user/localization', { language: 'en', country, currency: 'USD' });
      expect(changed.statusCode, changed.body).toBe(200);
      await prepareCheckout(app(), session, [`settings-decide-${country.toLowerCase()}.com`], 'card');
      const own = await post(app(), session, '/api/v1/pay/save/contact', { type: 'register', contact: { ...CONTACT, country } });
      expect(own.statusCode, own.body).toBe(200);
      const seen = await figures(session);
      expect(seen.localization).toMatchObject({ country, country_from_billing: false });
      expectAgreement(seen, rate);
    });
  }

  it('charges and invoices the VAT of the checkout contact, not of the settings country (decision 072)', async () => {
    const session = await newCustomer(app(), 'vat-contact');
    const changed = await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post(app(), session, '/api/v1/cart/add/domain/contact-decides.com')).statusCode).toBe(200);
    expect((await post(app(), session, '/api/v1/pay/settings', { type: 'register', method: 'card' })).statusCode).toBe(200);
    // Before a contact is given, the checkout shows the settings country's rate, as the cart does.
    expect((await get(app(), session, '/api/v1/pay/init/register')).json().result.quote.vat_rate).toBe(0);
    const berlin = { ...CONTACT, org: '', city: 'Berlin', postal_code: '10115', country: 'DE' };
    const saved = await post(app(), session, '/api/v1/pay/save/contact', { type: 'register', contact: berlin });
    expect(saved.statusCode, saved.body).toBe(200);

    const { quote } = (await get(app(), session, '/api/v1/pay/init/register')).json().result;
    expect(quote).toMatchObject({ vat_rate: 0.19, reverse_charge: false, currency: 'USD' });
    expect(quote.vat).toBeGreaterThan(0);
    expect(quote.gross).toBe(quote.net + quote.vat);
    // The cart and the localization still follow the settings until an address is saved in the profile.
    expect((await get(app(), session, '/api/v1/user/status')).json().result.localization.vat_rate).toBe(0);

    const pending = (await commit(app(), session, quote.fingerprint)).json().result;
    expect(pending.amount).toBe(quote.gross);
    await decideOnHostedPage(app(), pending.redirect_url, 'approve');
    const [user] = await db().select().from(users).where(eq(users.login, session.login));
    const [payment] = await db().select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'paid', amount: quote.gross });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.userId, user.id));
    expect(invoice.data).toMatchObject({ vatRateBp: 1900, reverseCharge: false, net: quote.net, vat: quote.vat, gross: quote.gross });
    expect(invoice.data.buyer).toMatchObject({ country: 'DE' });
  });
});
