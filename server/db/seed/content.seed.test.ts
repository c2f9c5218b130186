import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, banners, maintenanceWindows, news, promotions, seedRuns, tlds } from '../schema/index';
import { createTestApp, get, startSession, type TestApp } from '../../test/test-app';
import { seedContent } from './content.seed';
import { TLD_SERVICES } from './content.data';
import { TLD_SEED } from './tlds.data';

let testApp: TestApp;
const db = () => testApp.app.services.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function counts() {
  const [p, b, n, a, m, s] = await Promise.all(
    [promotions, banners, news, ads, maintenanceWindows, seedRuns].map((table) => db().select({ total: count() }).from(table)),
  );
  return { promotions: p[0].total, banners: b[0].total, news: n[0].total, ads: a[0].total, maintenance: m[0].total, seeds: s[0].total };
}

describe('seedContent', () => {
  it('has filled the demo content once', async () => {
    expect(await counts()).toEqual({ promotions: 27, banners: 6, news: 14, ads: 4, maintenance: 6, seeds: 6 });
  });

  it('runs nothing a second time, even after the operator deleted content', async () => {
    await db().delete(ads);
    await seedContent(db(), new Date());
    expect(await counts()).toMatchObject({ promotions: 27, banners: 6, news: 14, ads: 0, maintenance: 6, seeds: 6 });
  });

  it('gives every TLD of the catalogue its categories and services', async () => {
    expect(Object.keys(TLD_SERVICES).sort()).toEqual(TLD_SEED.map(([tld]) => tld).sort());
    const rows = await db().select().from(tlds);
    expect(rows.every((row) => row.categories.length > 0)).toBe(true);
    const de = rows.find((row) => row.tld === 'de')!;
    expect(de).toMatchObject({ transferAuthinfo2: true, privacy: false, trusteePrice: 1290, logoPath: '/images/tld-logos/de.svg' });
  });

  it('makes a demo with running promotions, public and customer news, banners and upcoming maintenance', async () => {
    const app = testApp.app;
    const session = await startSession(app);
    const promos = (await get(app, session, '/api/v1/price/promos')).json().result;
    expect(promos.length).toBe(20);
    const newsPage = (await get(app, session, '/api/v1/news/list', { per_page: '50' })).json().result;
    expect(newsPage.total).toBe(10);
    expect(newsPage.items.filter((item: { highlight: boolean }) => item.highlight)).toHaveLength(3);
    const bannerList = (await get(app, session, '/api/v1/news/banners')).json().result;
    expect(bannerList).toHaveLength(6);
    expect(bannerList.find((banner: { tld: string | null }) => banner.tld === 'com').promo_data).not.toBe(false);
    expect(bannerList.find((banner: { tld: string | null }) => banner.tld === 'club').promo_data).toBe(false);
    expect(bannerList.some((banner: { sort: number }) => banner.sort === 0)).toBe(false);
    const downtimes = (await get(app, session, '/api/v1/config/tld-downtimes')).json().result;
    expect(Object.keys(downtimes)).toHaveLength(5);
  });
});
