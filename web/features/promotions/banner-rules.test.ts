import { describe, expect, it } from 'vitest';
import type { Banner } from '@common/api/news.contract';
import {
  bannerImage,
  bannerInterval,
  carouselBanners,
  daysSince,
  isShowable,
  MIN_BANNER_INTERVAL_MS,
  msUntilNextImage,
  orderBanners,
  rotatingBanner,
  showsDots,
  shuffle,
  textColorOn,
} from './banner-rules';

const promo = {
  price: { total: 951, retail: 799, vat: 152, display_total: '€9.51', currency: 'EUR' as const },
  retail_price: { total: 1416, retail: 1190, vat: 226, display_total: '€14.16', currency: 'EUR' as const },
  regular_price: { total: 1654, retail: 1390, vat: 264, display_total: '€16.54', currency: 'EUR' as const },
  discount_percent: 33,
  start_date: { date: '2026-11-10T00:00:00.000Z' },
  end_date: { date: '2026-12-11T23:59:59.000Z' },
  text: 'Promotion',
};

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    tld: null,
    tld_utf8: null,
    promo_type: 'free',
    promo_data: false,
    title: { en: `Banner ${id}`, de: `Banner ${id}` },
    text: { en: '', de: '' },
    banner_url: { en: [], de: [] },
    url: '/home',
    logo_path: null,
    show_logo: 0,
    background_color: '#0b4f8a',
    sort: id,
    interval: 6000,
    start: '2026-11-01T00:00:00.000Z',
    end: null,
    ...overrides,
  };
}

/** A fixed sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length];
};

describe('top banner rules', () => {
  it('drops TLD banners without promotion data and keeps the others', () => {
    expect(isShowable(banner(1, { promo_type: 'tld', tld: 'club', promo_data: false }))).toBe(false);
    expect(isShowable(banner(2, { promo_type: 'tld', tld: 'com', promo_data: promo }))).toBe(true);
    expect(isShowable(banner(3, { promo_type: 'free' }))).toBe(true);
    expect(isShowable(banner(4, { promo_type: 'rotating' }))).toBe(true);
  });

  it('orders by sort when no banner has sort 0', () => {
    const banners = [
      banner(1, { sort: 3 }),
      banner(2, { sort: 1 }),
      banner(3, { sort: 2, promo_type: 'tld', promo_data: false }),
      banner(4, { sort: 2 }),
    ];
    expect(orderBanners(banners).map((entry) => entry.id)).toEqual([2, 4, 1]);
  });

  it('shuffles when any banner has sort 0', () => {
    const banners = [banner(1, { sort: 0 }), banner(2, { sort: 1 }), banner(3, { sort: 2 })];
    // Fisher–Yates from the end: index 2 swaps with 0, index 1 stays.
    expect(orderBanners(banners, sequence(0, 0.99)).map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(orderBanners(banners, sequence(0.99, 0.99)).map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(shuffle([1, 2, 3, 4], sequence(0.5)).sort()).toEqual([1, 2, 3, 4]);
  });

  it('keeps every banner at least 5 seconds', () => {
    expect(MIN_BANNER_INTERVAL_MS).toBe(5000);
    expect(bannerInterval({ interval: 1000 })).toBe(5000);
    expect(bannerInterval({ interval: 0 })).toBe(5000);
    expect(bannerInterval({ interval: 8000 })).toBe(8000);
    expect(bannerInterval({ interval: Number.NaN })).toBe(5000);
  });

  it('hides the navigation dots for a single banner', () => {
    expect(showsDots(0)).toBe(false);
    expect(showsDots(1)).toBe(false);
    expect(showsDots(2)).toBe(true);
  });

  it('picks the rotating image by days since the start, modulo the number of images', () => {
    const rotating = banner(5, {
      promo_type: 'rotating',
      start: '2026-11-01T00:00:00.000Z',
      banner_url: { en: ['/a-en.svg', '/b-en.svg', '/c-en.svg'], de: ['/a-de.svg', '/b-de.svg', '/c-de.svg'] },
    });
    const day = (n: number, hour = 12) => Date.parse('2026-11-01T00:00:00.000Z') + n * 86_400_000 + hour * 3_600_000;
    expect(daysSince(rotating.start, day(0))).toBe(0);
    expect(bannerImage(rotating, 'en', day(0))).toBe('/a-en.svg');
    expect(bannerImage(rotating, 'en', day(1))).toBe('/b-en.svg');
    expect(bannerImage(rotating, 'de', day(2))).toBe('/c-de.svg');
    expect(bannerImage(rotating, 'en', day(3))).toBe('/a-en.svg');
    expect(bannerImage(rotating, 'en', day(31))).toBe('/b-en.svg');
    // Before the start (a clock running behind) still gives an image.
    expect(bannerImage(rotating, 'en', day(-1))).toBe('/c-en.svg');
  });

  it('shows the first image of other banners, the other language when one lacks images, and none for text banners', () => {
    expect(bannerImage(banner(6, { banner_url: { en: ['/x.svg', '/y.svg'], de: [] } }), 'en', Date.now())).toBe('/x.svg');
    expect(bannerImage(banner(6, { banner_url: { en: ['/x.svg'], de: [] } }), 'de', Date.now())).toBe('/x.svg');
    expect(bannerImage(banner(7), 'en', Date.now())).toBeNull();
  });

  it('chooses the text colour that reads best on the background', () => {
    expect(textColorOn('#0b4f8a')).toBe('light');
    expect(textColorOn('#a4161a')).toBe('light');
    expect(textColorOn('#ffe066')).toBe('dark');
    expect(textColorOn('#fff')).toBe('dark');
    expect(textColorOn('not a colour')).toBe('light');
  });
});

describe('the rotating-promo banner', () => {
  const rotating = (id: number, sort: number) => banner(id, { promo_type: 'rotating', sort });

  it('is the first rotating banner by sort, and the top carousel shows the others', () => {
    const all = [banner(1), rotating(7, 4), rotating(6, 2), banner(2, { promo_type: 'tld' })];
    expect(rotatingBanner(all)?.id).toBe(6);
    expect(carouselBanners(all).map((each) => each.id)).toEqual([1, 2]);
    expect(rotatingBanner([banner(1)])).toBeNull();
  });

  it('turns to its next image when its next day begins, counted from its start time', () => {
    const start = '2026-11-01T06:00:00.000Z';
    expect(msUntilNextImage(start, Date.parse('2026-11-01T06:00:00.000Z'))).toBe(86_400_000);
    expect(msUntilNextImage(start, Date.parse('2026-11-05T05:59:00.000Z'))).toBe(60_000);
    // Before the start as well: the days count on the same grid.
    expect(msUntilNextImage(start, Date.parse('2026-10-31T18:00:00.000Z'))).toBe(12 * 3_600_000);
    expect(msUntilNextImage('not a date', 0)).toBe(86_400_000);
  });
});
