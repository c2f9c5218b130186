import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCategorySchema, latestTldSchema } from '@common/api/price.contract';
import { createTestApp, get, post, startSession, type TestApp } from '../../test/test-app';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /config/latest-tlds', () => {
  it('lists the 10 TLDs put on sale last, newest first, with their registration price', async () => {
    const session = await startSession(app());
    const latest = (await get(app(), session, '/api/v1/config/latest-tlds'))
      .json()
      .result.map((tld: unknown) => latestTldSchema.parse(tld));
    expect(latest).toHaveLength(10);
    expect(latest.map((tld: { tld: string }) => tld.tld).slice(0, 3)).toEqual(['ai', 'xn--mgbaam7a8h', 'gg']);
    expect(latest[1].tld_utf8).toBe('امارات');
    const dates = latest.map((tld: { launched_on: string }) => tld.launched_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(latest[0].registration).toMatchObject({ currency: 'EUR' });
  });

  it('shows the prices in the session currency', async () => {
    const session = await startSession(app());
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    const latest = (await get(app(), session, '/api/v1/config/latest-tlds')).json().result;
    expect(latest[2].registration).toMatchObject({ currency: 'USD', vat: 0, display_total: '$70.22' });
  });
});

describe('GET /config/tlds-logo', () => {
  it('maps the TLDs that have a logo to its path', async () => {
    const logos = (await get(app(), await startSession(app()), '/api/v1/config/tlds-logo')).json().result;
    expect(logos.com).toBe('/images/tld-logos/com.svg');
    expect(logos.berlin).toBe('/images/tld-logos/berlin.svg');
    expect(logos).not.toHaveProperty('info');
    expect(Object.values(logos).every((path) => typeof path === 'string' && path.startsWith('/images/tld-logos/'))).toBe(true);
  });
});

describe('GET /domain/categories', () => {
  it('lists the categories with their TLDs, named in the session language', async () => {
    const english = (await get(app(), await startSession(app()), '/api/v1/domain/categories'))
      .json()
      .result.map((category: unknown) => domainCategorySchema.parse(category));
    expect(english[0]).toMatchObject({ category: 'popular', name: 'Popular' });
    expect(english[0].tlds).toContainEqual({ tld: 'de', tld_utf8: 'de' });
    const cities = english.find((category: { category: string }) => category.category === 'cities');
    expect(cities.tlds.map((tld: { tld: string }) => tld.tld)).toEqual(['bayern', 'berlin', 'hamburg', 'koeln', 'wien']);
    const german = (await get(app(), await startSession(app(), { 'accept-language': 'de' }), '/api/v1/domain/categories')).json().result;
    expect(german.find((category: { category: string }) => category.category === 'cities').name).toBe('Städte & Regionen');
  });
});
