import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, vatOf } from '@common/money/money';
import { tlds } from '../../db/schema/index';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';

let testApp: TestApp;
const app = () => testApp.app;
const services = () => app().services;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const EUR_DE = { country: 'DE', business: false, vatId: '', currency: 'EUR' as const };

/** A visitor's cart with the given names; returns the session and the cart id. */
async function cartWith(...names: string[]): Promise<{ session: TestSession; cartId: number }> {
  const session = await startSession(app());
  for (const name of names) expect((await post(app(), session, `/api/v1/cart/add/domain/${name}`)).statusCode).toBe(200);
  const context = await services().sessions.resume(session.cookie.replace(/^sid=/, ''));
  const cartId = await services().cart.cartIdOf(context!);
  return { session, cartId: cartId! };
}

/** Net euro cents of the first year (with a running promotion) and of a renewal year. */
async function netOf(tld: string): Promise<{ first: number; renewal: number }> {
  const offers = await services().prices.offers();
  const entry = offers.byTld.get(tld)!;
  return { first: offers.promotionsOf(tld).registration?.price ?? entry.net.registration, renewal: entry.net.renewal };
}

const itemId = async (session: TestSession, domain: string) => {
  const items = (await get(app(), session, '/api/v1/cart/list/all')).json().result.register.items as Record<
    string,
    { id: string; domain: string; type: string }
  >;
  return Number(Object.values(items).find((item) => item.domain === domain && item.type === 'Domain')!.id);
};

describe('the cart quote for checkout', () => {
  it('prices the register cart as the cart shows it: domains with privacy, mailboxes, German VAT', async () => {
    const { session, cartId } = await cartWith('quote-one.com', 'quote-two.net');
    const one = await itemId(session, 'quote-one.com');
    expect((await post(app(), session, `/api/v1/cart/update/${one}`, { period: 2, privacy_level: 1 })).statusCode).toBe(200);
    const shown = (await post(app(), session, `/api/v1/cart/add/${one}/mailbox`, { name: 'hello', level: 2 })).json().result;

    const quote = await services().cartQuoter.quote(cartId, 'register', EUR_DE);
    expect(quote).toMatchObject({ section: 'register', currency: 'EUR', vatRate: 0.19, reverseCharge: false });
    expect(quote.lines.map((line) => [line.type, line.domain, line.periodYears])).toEqual([
      ['Domain', 'quote-one.com', 2],
      ['Domain', 'quote-two.net', 1],
      ['Mailbox', 'quote-one.com', 1],
    ]);
    // .com: first year + a renewal year + 2 x 3.90 privacy; Mailbox Pro 24.90 x 2 years.
    const com = await netOf('com');
    const domainNet = com.first + com.renewal + 2 * 390;
    expect(quote.lines[0]).toMatchObject({
      net: domainNet,
      vat: vatOf(domainNet, 0.19),
      description: {
        en: 'Domain registration quote-one.com, 2 years, with WHOIS privacy',
        de: 'Domainregistrierung quote-one.com, 2 Jahre, mit WHOIS-Datenschutz',
      },
    });
    expect(quote.lines[2]).toMatchObject({ net: 4980, description: { en: 'Mailbox Pro hello@quote-one.com, 2 years' } });
    for (const line of quote.lines) expect(line.gross).toBe(line.net + line.vat);
    expect(quote.net).toBe(quote.lines.reduce((sum, line) => sum + line.net, 0));
    expect(quote.gross).toBe(quote.net + quote.vat);
    // One source of truth: the cart shows the same total and VAT.
    expect(shown.total).toMatchObject({ total: quote.gross, vat_value: quote.vat });
  });

  it('takes the VAT of the billing country, and none for an EU business abroad whose VAT ID VIES confirmed (reverse charge)', async () => {
    const { cartId } = await cartWith('quote-vat.com');
    const net = (await netOf('com')).first;
    const at = await services().cartQuoter.quote(cartId, 'register', { country: 'AT', business: false, vatId: '', currency: 'EUR' });
    expect(at).toMatchObject({ vatRate: 0.2, reverseCharge: false, net, vat: vatOf(net, 0.2) });
    const confirmed = { status: 'confirmed' as const, consultation: 'WAPIAAAAZ0000001' };
    const atBusiness = await services().cartQuoter.quote(cartId, 'register', {
      country: 'AT',
      business: true,
      vatId: 'ATU12345678',
      currency: 'EUR',
      vies: confirmed,
    });
    expect(atBusiness).toMatchObject({ vatRate: 0, reverseCharge: true, net, vat: 0, gross: net, vies: confirmed });
    // The format alone, or a refusal or no answer from VIES, leaves the VAT on (docs/decisions/006).
    for (const vies of [
      undefined,
      { status: 'unchecked' as const, consultation: null },
      { status: 'refused' as const, consultation: null },
      { status: 'unreachable' as const, consultation: null },
    ]) {
      const unconfirmed = await services().cartQuoter.quote(cartId, 'register', {
        country: 'AT',
        business: true,
        vatId: 'ATU12345678',
        currency: 'EUR',
        vies,
      });
      expect(unconfirmed).toMatchObject({
        vatRate: 0.2,
        reverseCharge: false,
        vat: vatOf(net, 0.2),
        vies: vies ?? { status: 'unchecked', consultation: null },
      });
    }
    const atBadId = await services().cartQuoter.quote(cartId, 'register', {
      country: 'AT',
      business: true,
      vatId: 'nonsense',
      currency: 'EUR',
    });
    expect(atBadId).toMatchObject({ vatRate: 0.2, reverseCharge: false });
    const deBusiness = await services().cartQuoter.quote(cartId, 'register', {
      country: 'DE',
      business: true,
      vatId: 'DE123456789',
      currency: 'EUR',
      vies: confirmed,
    });
    expect(deBusiness).toMatchObject({ vatRate: 0.19, reverseCharge: false, vies: null });
    const us = await services().cartQuoter.quote(cartId, 'register', { country: 'US', business: false, vatId: '', currency: 'USD' });
    const rates = (await services().referenceData.get()).exchangeRates;
    expect(us).toMatchObject({ currency: 'USD', vatRate: 0, vat: 0, net: convert({ amount: net, currency: 'EUR' }, 'USD', rates).amount });
  });

  it('takes a coupon off as a negative line', async () => {
    const { session, cartId } = await cartWith('quote-coupon.com');
    expect((await post(app(), session, '/api/v1/cart/add/coupon/com5')).statusCode).toBe(200);
    const quote = await services().cartQuoter.quote(cartId, 'register', EUR_DE);
    const { first } = await netOf('com');
    expect(quote.lines.map((line) => [line.type, line.net])).toEqual([
      ['Domain', first],
      ['Coupon', -500],
    ]);
    expect(quote.net).toBe(first - 500);
    expect(quote.vat).toBe(vatOf(first, 0.19) + vatOf(-500, 0.19));
  });

  it('keeps its fingerprint while nothing changes and changes it with the price', async () => {
    const { session, cartId } = await cartWith('quote-print.org');
    const first = await services().cartQuoter.quote(cartId, 'register', EUR_DE);
    expect((await services().cartQuoter.quote(cartId, 'register', EUR_DE)).fingerprint).toBe(first.fingerprint);
    expect(first.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const [org] = await services().database.db.select().from(tlds).where(eq(tlds.tld, 'org'));
    await services()
      .database.db.update(tlds)
      .set({ registerPrice: org.registerPrice + 100 })
      .where(eq(tlds.tld, 'org'));
    services().prices.invalidate();
    const dearer = await services().cartQuoter.quote(cartId, 'register', EUR_DE);
    expect(dearer.net).toBe(first.net + 100);
    expect(dearer.fingerprint).not.toBe(first.fingerprint);
    // The cart display follows the same price.
    expect((await get(app(), session, '/api/v1/cart/list/all')).json().result.register.total.total).toBe(dearer.gross);
    await services().database.db.update(tlds).set({ registerPrice: org.registerPrice }).where(eq(tlds.tld, 'org'));
    services().prices.invalidate();
  });

  it('quotes an empty section with zero totals', async () => {
    const { cartId } = await cartWith('quote-empty.com');
    const renew = await services().cartQuoter.quote(cartId, 'renew', EUR_DE);
    expect(renew).toMatchObject({ section: 'renew', lines: [], net: 0, vat: 0, gross: 0 });
  });
});
