import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListSchema, promoSchema, tldGroupSchema, type PriceListEntry } from '@common/api/price.contract';
import { fixedClock } from '../../lib/clock';
import { clearContent, daysFrom, insertPromotion } from '../../test/content-factories';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';

const NOW = '2030-06-15T12:00:00.000Z';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ clock: fixedClock(NOW) });
  await clearContent(app(), ['promotions']);
  // Running: .com registration and .net transfer; ended: .org registration; announced: .io registration.
  await insertPromotion(app(), {
    tld: 'com',
    kind: 'registration',
    price: 799,
    startsAt: daysFrom(NOW, -14),
    endsAt: new Date('2030-06-30T23:59:59Z'),
    textEn: 'The .com offer',
    textDe: 'Das .com-Angebot',
    sort: 2,
  });
  await insertPromotion(app(), {
    tld: 'net',
    kind: 'transfer',
    price: 890,
    startsAt: daysFrom(NOW, -1),
    endsAt: daysFrom(NOW, 10),
    frontpage: false,
  });
  await insertPromotion(app(), { tld: 'org', kind: 'registration', price: 690, startsAt: daysFrom(NOW, -40), endsAt: daysFrom(NOW, -1) });
  await insertPromotion(app(), { tld: 'io', kind: 'registration', price: 1990, startsAt: daysFrom(NOW, 2), endsAt: daysFrom(NOW, 30) });
  // Two overlapping .de promotions: the cheaper one applies. One that does not undercut the price is ignored.
  await insertPromotion(app(), {
    tld: 'de',
    kind: 'registration',
    price: 390,
    startsAt: daysFrom(NOW, -3),
    endsAt: daysFrom(NOW, 3),
    sort: 1,
  });
  await insertPromotion(app(), {
    tld: 'de',
    kind: 'registration',
    price: 290,
    startsAt: daysFrom(NOW, -3),
    endsAt: daysFrom(NOW, 5),
    sort: 1,
  });
  await insertPromotion(app(), { tld: 'eu', kind: 'registration', price: 990, startsAt: daysFrom(NOW, -3), endsAt: daysFrom(NOW, 5) });
  // A promotion of a TLD that is not on sale.
  await insertPromotion(app(), { tld: 'notonsale', kind: 'registration', price: 1, startsAt: daysFrom(NOW, -3), endsAt: daysFrom(NOW, 5) });
});
afterAll(async () => {
  await testApp.close();
});

async function sessionWith(localization: {
  language: 'en' | 'de';
  currency: 'EUR' | 'USD' | 'GBP';
  country: string;
}): Promise<TestSession> {
  const session = await startSession(app());
  const response = await post(app(), session, '/api/v1/user/localization', localization);
  expect(response.statusCode).toBe(200);
  return session;
}

async function priceList(session: TestSession, query: Record<string, string> = {}) {
  const response = await get(app(), session, '/api/v1/price/list', query);
  expect(response.statusCode).toBe(200);
  return priceListSchema.parse(response.json().result);
}

const entry = (list: { prices: PriceListEntry[] }, tld: string) => list.prices.find((price) => price.tld === tld)!;

describe('GET /price/list', () => {
  it('lists every TLD on sale with its four prices, services and the list extras', async () => {
    const list = await priceList(await startSession(app()));
    expect(list.prices.length).toBeGreaterThanOrEqual(60);
    expect(list.vat_id).toBe('DE123456789');
    expect(list.vat_rate).toBe(0.19);
    expect(list.business_customer).toBe(false);
    expect(list.other_services.map((service) => service.id)).toEqual([
      'privacy',
      'mailbox',
      'mailbox_pro',
      'dns',
      'dnssec',
      'url_forwarding',
    ]);
    expect(list.other_services[0]).toMatchObject({
      name: 'WHOIS privacy',
      period: 'year',
      price: { retail: 390, total: 464, display_total: '€4.64' },
    });
    expect(list.other_services.find((service) => service.id === 'dns')!.price.total).toBe(0);

    const com = entry(list, 'com');
    expect(com).toMatchObject({ tld: 'com', tld_utf8: 'com', privacy: true, mailbox: true, dnssec: true });
    expect(com.renewal).toEqual({ total: 1654, retail: 1390, vat: 264, display_total: '€16.54', currency: 'EUR' });
    expect(com.rgp.retail).toBe(7900);
    expect(com).not.toHaveProperty('trustee');
    expect(com).not.toHaveProperty('transfer_authinfo2');
  });

  it('keeps a free transfer at 0 and shows the registry specifics of .de', async () => {
    const de = entry(await priceList(await startSession(app())), 'de');
    expect(de.transfer).toEqual({ total: 0, retail: 0, vat: 0, display_total: '€0.00', currency: 'EUR' });
    expect(de.transfer_authinfo2).toBe(true);
    expect(de.privacy).toBe(false);
    expect(de.trustee).toMatchObject({ retail: 1290 });
    expect(de.categories).toEqual(['popular', 'europe']);
  });

  it('shows a running promotion as the price, with the standard price and the details', async () => {
    const com = entry(await priceList(await startSession(app())), 'com');
    expect(com.registration).toEqual({
      total: 951,
      retail: 799,
      vat: 152,
      display_total: '€9.51',
      currency: 'EUR',
      promotion: true,
      standard: { total: 1416, retail: 1190, vat: 226, display_total: '€14.16', currency: 'EUR' },
      promotion_details: { ends_at: '2030-06-30T23:59:59.000Z', discount_percent: 33, text: 'The .com offer' },
    });
    expect(com.renewal).not.toHaveProperty('promotion');
    expect(entry(await priceList(await startSession(app())), 'net').transfer).toMatchObject({ promotion: true, retail: 890 });
  });

  it('shows no promotion that has ended or not yet started', async () => {
    const list = await priceList(await startSession(app()));
    expect(entry(list, 'org').registration).not.toHaveProperty('promotion');
    expect(entry(list, 'org').registration.retail).toBe(1290);
    expect(entry(list, 'io').registration).not.toHaveProperty('promotion');
  });

  it('applies the cheaper of two overlapping promotions and ignores one that does not undercut the price', async () => {
    const list = await priceList(await startSession(app()));
    expect(entry(list, 'de').registration).toMatchObject({ promotion: true, retail: 290 });
    expect(entry(list, 'eu').registration).not.toHaveProperty('promotion');
    expect(list.promos.map((promo) => `${promo.tld}:${promo.promo_type}`).sort()).toEqual([
      'com:registration',
      'de:registration',
      'net:transfer',
    ]);
  });

  it('follows the time: the promotion is gone once it has ended', async () => {
    const clocked = await createTestApp({ clock: fixedClock('2030-07-01T00:00:00Z') });
    try {
      await clearContent(clocked.app, ['promotions']);
      await insertPromotion(clocked.app, {
        tld: 'com',
        kind: 'registration',
        price: 799,
        startsAt: new Date('2030-06-01T00:00:00Z'),
        endsAt: new Date('2030-06-30T23:59:59Z'),
      });
      const response = await clocked.app.inject({ method: 'GET', url: '/api/v1/price/list?tld=com' });
      expect(response.json().result.prices[0].registration).not.toHaveProperty('promotion');
      expect(response.json().result.promos).toEqual([]);
    } finally {
      await clocked.close();
    }
  });

  it('shows USD without VAT for a session in the United States', async () => {
    const session = await sessionWith({ language: 'en', currency: 'USD', country: 'US' });
    const list = await priceList(session, { tld: 'net' });
    expect(list.vat_rate).toBe(0);
    expect(list.prices[0].registration).toEqual({ total: 1504, retail: 1504, vat: 0, display_total: '$15.04', currency: 'USD' });
  });

  it('shows GBP with 20 % VAT for a session in the United Kingdom', async () => {
    const session = await sessionWith({ language: 'en', currency: 'GBP', country: 'GB' });
    const list = await priceList(session, { tld: 'org' });
    expect(list.vat_rate).toBe(0.2);
    // 12.90 EUR net = 10.91 GBP net, plus 2.18 VAT.
    expect(list.prices[0].registration).toEqual({ total: 1309, retail: 1091, vat: 218, display_total: '£13.09', currency: 'GBP' });
  });

  it('formats German prices with the symbol after the amount, and promotion texts in German', async () => {
    const session = await sessionWith({ language: 'de', currency: 'EUR', country: 'DE' });
    const list = await priceList(session, { tld: 'com' });
    expect(list.prices[0].renewal.display_total).toBe('16,54\u00a0€');
    expect(list.prices[0].registration.promotion_details!.text).toBe('Das .com-Angebot');
    expect(list.other_services[0].name).toBe('WHOIS-Datenschutz');
  });

  it('answers one TLD asked for by A-label, U-label or with a dot', async () => {
    const session = await startSession(app());
    for (const tld of ['xn--p1ai', 'рф', '.РФ']) {
      const list = await priceList(session, { tld });
      expect(list.prices).toHaveLength(1);
      expect(list.prices[0]).toMatchObject({ tld: 'xn--p1ai', tld_utf8: 'рф' });
    }
    const eu = await priceList(session, { tld: 'EU' });
    expect(eu.prices.map((price) => price.tld)).toEqual(['eu']);
    expect(eu.promos).toEqual([]);
  });

  it('answers 404 for a TLD not on sale and 400 for one that cannot be a TLD', async () => {
    const session = await startSession(app());
    const unknown = await get(app(), session, '/api/v1/price/list', { tld: 'notonsale' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe(1040);
    for (const tld of ['a'.repeat(64), 'co.uk', 'no tld', '']) {
      const response = await get(app(), session, '/api/v1/price/list', { tld });
      expect(response.statusCode, tld).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 1005, field: 'tld' });
    }
  });

  it('answers without a session in the defaults of spec §9', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/price/list?tld=com', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.prices[0].renewal.display_total).toBe('16,54\u00a0€');
  });
});

describe('GET /price/promos', () => {
  it('lists the running promotions, front-page ones first, with prices, dates and text', async () => {
    const response = await get(app(), await startSession(app()), '/api/v1/price/promos');
    const promos = response.json().result.map((promo: unknown) => promoSchema.parse(promo));
    expect(promos.map((promo: { tld: string }) => promo.tld)).toEqual(['de', 'com', 'net']);
    expect(promos[1]).toEqual({
      id: expect.any(Number),
      tld: 'com',
      tld_utf8: 'com',
      logo_path: '/images/tld-logos/com.svg',
      promo_type: 'registration',
      frontpage: true,
      promo_data: {
        price: { total: 951, retail: 799, vat: 152, display_total: '€9.51', currency: 'EUR' },
        retail_price: { total: 1416, retail: 1190, vat: 226, display_total: '€14.16', currency: 'EUR' },
        regular_price: { total: 1654, retail: 1390, vat: 264, display_total: '€16.54', currency: 'EUR' },
        discount_percent: 33,
        start_date: { date: '2030-06-01T12:00:00.000Z' },
        end_date: { date: '2030-06-30T23:59:59.000Z' },
        text: 'The .com offer',
      },
    });
  });

  it('caps the list at 29', async () => {
    const crowded = await createTestApp({ clock: fixedClock(NOW) });
    try {
      await clearContent(crowded.app, ['promotions']);
      const list = (await crowded.app.inject({ method: 'GET', url: '/api/v1/price/list' })).json().result.prices as PriceListEntry[];
      for (const [index, price] of list.slice(0, 35).entries()) {
        await insertPromotion(crowded.app, {
          tld: price.tld,
          kind: 'renewal',
          price: price.renewal.retail - 10,
          startsAt: daysFrom(NOW, -1),
          endsAt: daysFrom(NOW, 1),
          frontpage: index % 2 === 1,
        });
      }
      const promos = (await crowded.app.inject({ method: 'GET', url: '/api/v1/price/promos' })).json().result;
      expect(promos).toHaveLength(29);
      expect(promos.slice(0, 17).every((promo: { frontpage: boolean }) => promo.frontpage)).toBe(true);
      expect(promos[17].frontpage).toBe(false);
    } finally {
      await crowded.close();
    }
  });
});

describe('GET /price/groups', () => {
  it('groups the TLDs by category with their registration price', async () => {
    const groups = (await get(app(), await startSession(app()), '/api/v1/price/groups'))
      .json()
      .result.map((group: unknown) => tldGroupSchema.parse(group));
    expect(groups.map((group: { category: string }) => group.category)).toEqual([
      'popular',
      'europe',
      'generic',
      'business',
      'tech',
      'creative',
      'cities',
      'international',
      'idn',
    ]);
    const popular = groups[0];
    expect(popular.name).toBe('Popular');
    expect(popular.tlds.find((tld: { tld: string }) => tld.tld === 'com').registration).toMatchObject({ promotion: true, retail: 799 });
    const idn = groups.find((group: { category: string }) => group.category === 'idn');
    expect(idn.tlds).toContainEqual(expect.objectContaining({ tld: 'xn--p1ai', tld_utf8: 'рф' }));
  });
});

describe('GET /price/vat', () => {
  it('tells the VAT of the home country', async () => {
    expect((await get(app(), await startSession(app()), '/api/v1/price/vat')).json().result).toEqual({
      country: 'DE',
      vat_rate: 0.19,
      business_customer: false,
      reverse_charge: false,
    });
    const us = await sessionWith({ language: 'en', currency: 'USD', country: 'US' });
    expect((await get(app(), us, '/api/v1/price/vat')).json().result).toEqual({
      country: 'US',
      vat_rate: 0,
      business_customer: false,
      reverse_charge: false,
    });
    const at = await sessionWith({ language: 'de', currency: 'EUR', country: 'AT' });
    expect((await get(app(), at, '/api/v1/price/vat')).json().result.vat_rate).toBe(0.2);
  });
});
