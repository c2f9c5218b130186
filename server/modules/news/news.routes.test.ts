import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsSchema, bannerSchema, newsPageSchema } from '@common/api/news.contract';
import { fixedClock } from '../../lib/clock';
import { clearContent, daysFrom, insertAd, insertBanner, insertNews, insertPromotion } from '../../test/content-factories';
import { createTestApp, get, loginAs, startSession, type TestApp } from '../../test/test-app';

const NOW = '2030-03-10T10:00:00.000Z';

let testApp: TestApp;
const app = () => testApp.app;
const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await createTestApp({ clock: fixedClock(NOW) });
  await clearContent(app(), ['news', 'banners', 'ads', 'promotions']);
  // 12 public news a day apart (the newest highlighted), 3 for customers, one scheduled for tomorrow.
  for (let day = 1; day <= 12; day++) {
    const row = await insertNews(app(), {
      publishedAt: daysFrom(NOW, -day),
      titleEn: `Public ${day}`,
      titleDe: `Öffentlich ${day}`,
      textEn: `Text ${day}`,
      textDe: `Text ${day} auf Deutsch`,
      highlight: day === 1,
    });
    ids[`public${day}`] = row.id;
  }
  for (let day = 1; day <= 3; day++) {
    const row = await insertNews(app(), {
      publishedAt: daysFrom(NOW, -day - 0.5),
      titleEn: `Customers ${day}`,
      titleDe: `Kunden ${day}`,
      loginOnly: true,
    });
    ids[`customers${day}`] = row.id;
  }
  ids.scheduled = (await insertNews(app(), { publishedAt: daysFrom(NOW, 1), titleEn: 'Tomorrow' })).id;
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /news/list', () => {
  it('pages the public news for a visitor, newest first, in the session language', async () => {
    const session = await startSession(app());
    const first = newsPageSchema.parse((await get(app(), session, '/api/v1/news/list', { per_page: '5' })).json().result);
    expect(first.total).toBe(12);
    expect(first.page).toBe(1);
    expect(first.per_page).toBe(5);
    expect(first.items.map((item) => item.title)).toEqual(['Public 1', 'Public 2', 'Public 3', 'Public 4', 'Public 5']);
    expect(first.items[0]).toEqual({
      id: ids.public1,
      title: 'Public 1',
      text: 'Text 1',
      date: { date: '2030-03-09T10:00:00.000Z' },
      highlight: true,
    });
    const third = (await get(app(), session, '/api/v1/news/list', { per_page: '5', page: '3' })).json().result;
    expect(third.items.map((item: { title: string }) => item.title)).toEqual(['Public 11', 'Public 12']);
    const beyond = (await get(app(), session, '/api/v1/news/list', { per_page: '5', page: '9' })).json().result;
    expect(beyond).toMatchObject({ items: [], total: 12, page: 9 });

    const german = await startSession(app(), { 'accept-language': 'de-DE' });
    const de = (await get(app(), german, '/api/v1/news/list')).json().result;
    expect(de.per_page).toBe(10);
    expect(de.items[0]).toMatchObject({ title: 'Öffentlich 1', text: 'Text 1 auf Deutsch' });
  });

  it('adds the customer news for a logged-in customer', async () => {
    const session = await loginAs(app(), 'demo@example.com', 'demo-password-2026');
    const page = (await get(app(), session, '/api/v1/news/list', { per_page: '4' })).json().result;
    expect(page.total).toBe(15);
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Public 1', 'Customers 1', 'Public 2', 'Customers 2']);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ per_page: '500' }, 'per_page'],
    [{ per_page: '0' }, 'per_page'],
    [{ per_page: '2.5' }, 'per_page'],
  ])('refuses %o with a syntax error on %s', async (query, field) => {
    const response = await get(app(), await startSession(app()), '/api/v1/news/list', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 1005, field });
  });
});

describe('GET /news/item/:id', () => {
  it('answers one public news item', async () => {
    const response = await get(app(), await startSession(app()), `/api/v1/news/item/${ids.public2}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ id: ids.public2, title: 'Public 2', highlight: false });
  });

  it('hides customer news from visitors and shows it to customers', async () => {
    const visitor = await get(app(), await startSession(app()), `/api/v1/news/item/${ids.customers1}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().errors[0].code).toBe(1040);
    const customer = await loginAs(app(), 'demo@example.com', 'demo-password-2026');
    expect((await get(app(), customer, `/api/v1/news/item/${ids.customers1}`)).json().result.title).toBe('Customers 1');
  });

  it('answers 404 for unknown and scheduled news and 400 for an id that is not a number', async () => {
    const session = await startSession(app());
    for (const id of [String(ids.scheduled), '999999', '2147483648']) {
      const response = await get(app(), session, `/api/v1/news/item/${id}`);
      expect(response.statusCode, id).toBe(id === '2147483648' ? 400 : 404);
    }
    for (const id of ['abc', '0', '-1', '1.5', '01']) {
      const response = await get(app(), session, `/api/v1/news/item/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 1005, field: 'id' });
    }
  });
});

describe('GET /news/login', () => {
  it('refuses visitors with 401 and status 2003', async () => {
    const response = await get(app(), await startSession(app()), '/api/v1/news/login');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, status: 2003 });
  });

  it('lists the customer news for a customer', async () => {
    const session = await loginAs(app(), 'demo@example.com', 'demo-password-2026');
    const page = (await get(app(), session, '/api/v1/news/login')).json().result;
    expect(page.total).toBe(3);
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Customers 1', 'Customers 2', 'Customers 3']);
  });
});

describe('GET /news/banners', () => {
  beforeAll(async () => {
    await insertPromotion(app(), {
      tld: 'com',
      kind: 'registration',
      price: 799,
      startsAt: daysFrom(NOW, -5),
      endsAt: daysFrom(NOW, 5),
      textEn: 'Cheaper .com',
      textDe: 'Günstigere .com',
    });
    await insertBanner(app(), {
      promoType: 'free',
      titleEn: 'Welcome',
      titleDe: 'Willkommen',
      textEn: 'Text',
      textDe: 'Text',
      url: '/domain/register',
      sort: 1,
      startsAt: daysFrom(NOW, -100),
    });
    await insertBanner(app(), {
      promoType: 'tld',
      tld: 'com',
      titleEn: '.com',
      titleDe: '.com',
      url: '/domain/find/com',
      showLogo: true,
      sort: 2,
      intervalMs: 6000,
      startsAt: daysFrom(NOW, -5),
      endsAt: daysFrom(NOW, 5),
    });
    await insertBanner(app(), {
      promoType: 'tld',
      tld: 'club',
      titleEn: '.club',
      titleDe: '.club',
      url: '/domain/find/club',
      sort: 3,
      startsAt: daysFrom(NOW, -1),
    });
    await insertBanner(app(), {
      promoType: 'rotating',
      titleEn: 'Mail',
      titleDe: 'Mail',
      bannerUrlsEn: ['/a-en.svg', '/b-en.svg'],
      bannerUrlsDe: ['/a-de.svg', '/b-de.svg'],
      url: '/mailbox/features',
      sort: 4,
      startsAt: daysFrom(NOW, -30),
    });
    await insertBanner(app(), {
      promoType: 'free',
      titleEn: 'Over',
      titleDe: 'Vorbei',
      startsAt: daysFrom(NOW, -30),
      endsAt: daysFrom(NOW, -1),
    });
    await insertBanner(app(), { promoType: 'free', titleEn: 'Later', titleDe: 'Später', startsAt: daysFrom(NOW, 1) });
  });

  it('lists the banners valid now in order, with the promotion of their TLD or false', async () => {
    const response = await get(app(), await startSession(app()), '/api/v1/news/banners');
    const list = response.json().result.map((banner: unknown) => bannerSchema.parse(banner));
    expect(list.map((banner: { title: { en: string } }) => banner.title.en)).toEqual(['Welcome', '.com', '.club', 'Mail']);
    const [welcome, com, club, rotating] = list;
    expect(welcome).toMatchObject({
      tld: null,
      tld_utf8: null,
      promo_type: 'free',
      promo_data: false,
      title: { de: 'Willkommen', en: 'Welcome' },
      banner_url: { de: [], en: [] },
      url: '/domain/register',
      show_logo: 0,
      end: null,
    });
    expect(com).toMatchObject({
      tld: 'com',
      promo_type: 'tld',
      show_logo: 1,
      logo_path: '/images/tld-logos/com.svg',
      sort: 2,
      interval: 6000,
      start: '2030-03-05T10:00:00.000Z',
      end: '2030-03-15T10:00:00.000Z',
    });
    expect(com.promo_data).toMatchObject({
      price: { retail: 799, display_total: '€9.51' },
      retail_price: { retail: 1190 },
      discount_percent: 33,
      end_date: { date: '2030-03-15T10:00:00.000Z' },
      text: 'Cheaper .com',
    });
    expect(club.promo_data).toBe(false);
    expect(rotating.banner_url).toEqual({ de: ['/a-de.svg', '/b-de.svg'], en: ['/a-en.svg', '/b-en.svg'] });
  });
});

describe('GET /news/ads', () => {
  beforeAll(async () => {
    await insertAd(app(), {
      kind: 'systembar',
      titleEn: 'Running bar',
      titleDe: 'Laufende Leiste',
      textEn: 'Now',
      textDe: 'Jetzt',
      url: '/domain/prices?type=promos',
      startsAt: daysFrom(NOW, -1),
      endsAt: daysFrom(NOW, 1),
    });
    await insertAd(app(), { kind: 'systembar', titleEn: 'Future bar', startsAt: daysFrom(NOW, 2), endsAt: daysFrom(NOW, 4) });
    await insertAd(app(), { kind: 'countdown', titleEn: 'Running countdown', startsAt: daysFrom(NOW, -1), endsAt: daysFrom(NOW, 3) });
    await insertAd(app(), { kind: 'countdown', titleEn: 'Soon countdown', startsAt: daysFrom(NOW, 10), endsAt: daysFrom(NOW, 20) });
    await insertAd(app(), { kind: 'countdown', titleEn: 'Far countdown', startsAt: daysFrom(NOW, 40), endsAt: daysFrom(NOW, 50) });
    await insertAd(app(), { kind: 'countdown', titleEn: 'Ended countdown', startsAt: daysFrom(NOW, -5), endsAt: daysFrom(NOW, -1) });
  });

  it('lists the running system-bar ads and the countdowns running or starting within 30 days', async () => {
    const ads = adsSchema.parse((await get(app(), await startSession(app()), '/api/v1/news/ads')).json().result);
    expect(ads.systembar).toEqual([
      {
        id: expect.any(Number),
        source: 'ad',
        title: { de: 'Laufende Leiste', en: 'Running bar' },
        text: { de: 'Jetzt', en: 'Now' },
        url: '/domain/prices?type=promos',
        start: { date: '2030-03-09T10:00:00.000Z' },
        end: { date: '2030-03-11T10:00:00.000Z' },
      },
    ]);
    expect(ads.countdown.map((ad) => ad.title.en)).toEqual(['Running countdown', 'Soon countdown']);
    expect(ads.countdown[1]).toMatchObject({
      start: { date: '2030-03-20T10:00:00.000Z' },
      end: { date: '2030-03-30T10:00:00.000Z' },
      url: null,
    });
  });
});

describe('GET /news/ads: news marked for the system bar', () => {
  it('adds the published public news marked for the bar after the messages, newest first, at most 3, until their mark ends', async () => {
    const news = app().services.news;
    // Marked: two public items, one whose mark has ended, a customer item and a scheduled one.
    await news.markForSystemBar(ids.public2, true, daysFrom(NOW, 5));
    await news.markForSystemBar(ids.public3, true);
    await news.markForSystemBar(ids.customers1, true);
    await news.markForSystemBar(ids.scheduled, true);
    const ended = await insertNews(app(), {
      publishedAt: daysFrom(NOW, -2),
      titleEn: 'Old offer',
      systemBar: true,
      systemBarUntil: daysFrom(NOW, -1),
    });

    const ads = adsSchema.parse((await get(app(), await startSession(app()), '/api/v1/news/ads')).json().result);
    expect(ads.systembar.map((ad) => [ad.source, ad.title.en])).toEqual([
      ['ad', 'Running bar'],
      ['news', 'Public 2'],
      ['news', 'Public 3'],
    ]);
    expect(ads.systembar[1]).toEqual({
      id: ids.public2,
      source: 'news',
      title: { en: 'Public 2', de: 'Öffentlich 2' },
      text: { en: '', de: '' },
      url: `/news/${ids.public2}`,
      start: { date: '2030-03-08T10:00:00.000Z' },
      end: { date: '2030-03-15T10:00:00.000Z' },
    });
    expect(ads.systembar[2].end).toBeNull();
    expect(ads.systembar.map((ad) => ad.id)).not.toContain(ended.id);

    // More than three marked: the three newest show.
    await news.markForSystemBar(ids.public1, true);
    await news.markForSystemBar(ids.public4, true);
    const more = adsSchema.parse((await get(app(), await startSession(app()), '/api/v1/news/ads')).json().result);
    expect(more.systembar.filter((ad) => ad.source === 'news').map((ad) => ad.title.en)).toEqual(['Public 1', 'Public 2', 'Public 3']);

    // Unmarked, it leaves the bar; the news list is unchanged by the marks.
    for (const id of [ids.public1, ids.public2, ids.public3, ids.public4]) await news.markForSystemBar(id, false);
    const after = adsSchema.parse((await get(app(), await startSession(app()), '/api/v1/news/ads')).json().result);
    expect(after.systembar.map((ad) => ad.source)).toEqual(['ad']);
    const page = newsPageSchema.parse((await get(app(), await startSession(app()), '/api/v1/news/list', { per_page: '3' })).json().result);
    expect(page.items.map((item) => item.title)).toEqual(['Public 1', 'Old offer', 'Public 2']);
  });

  it('refuses a mark whose end has passed', async () => {
    await expect(app().services.news.markForSystemBar(ids.public5, true, daysFrom(NOW, -1))).rejects.toThrow(
      'the end of the mark must lie ahead',
    );
  });
});
