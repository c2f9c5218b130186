import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@common/api/news.contract';
import { mockApi, renderWithApp } from '@web/test/render';
import { RotatingPromoBanner } from './rotating-promo-banner';

const START = '2026-11-01T06:00:00.000Z';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    tld: null,
    tld_utf8: null,
    promo_type: 'rotating',
    promo_data: false,
    title: { en: `Banner ${id}`, de: `Banner ${id} (de)` },
    text: { en: `Text ${id}`, de: `Text ${id} (de)` },
    banner_url: { en: ['/a-en.svg', '/b-en.svg', '/c-en.svg'], de: ['/a-de.svg', '/b-de.svg', '/c-de.svg'] },
    url: '/mailbox/features',
    logo_path: null,
    show_logo: 0,
    background_color: '#0b4f8a',
    sort: id,
    interval: 7000,
    start: START,
    end: null,
    ...overrides,
  };
}

function answer(banners: Banner[] | null) {
  vi.stubGlobal(
    'fetch',
    mockApi((path) => (path === '/news/banners' && banners ? { success: true, result: banners } : { success: false, httpStatus: 500 }))
      .fetchMock,
  );
}

const shownImage = (region: HTMLElement) => region.querySelector('img')?.getAttribute('src');

describe('RotatingPromoBanner', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the image of the banner's day and turns to the next one when the day changes", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // Day 10 since the start (10 mod 3 = 1: the second image), two seconds before day 11 begins.
    vi.setSystemTime(new Date(Date.parse(START) + 11 * 86_400_000 - 2000));
    answer([
      banner(2, { promo_type: 'free', title: { en: 'Carousel banner', de: 'Karussell' } }),
      banner(5),
      banner(4, { title: { en: 'Earlier rotating', de: 'Früher' } }),
    ]);
    renderWithApp(<RotatingPromoBanner />);

    const region = await screen.findByRole('region', { name: 'Offer of the day' });
    // The first rotating banner by sort; the others stay away.
    expect(region.textContent).toContain('Earlier rotating');
    expect(region.textContent).not.toContain('Carousel banner');
    expect(shownImage(region)).toBe('/b-en.svg');
    expect(screen.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe('/mailbox/features');

    act(() => vi.advanceTimersByTime(1000));
    expect(shownImage(region)).toBe('/b-en.svg');
    act(() => vi.advanceTimersByTime(1000));
    expect(shownImage(region)).toBe('/c-en.svg');
    // And a whole day later the next one again (13 mod 3 = 0 after two more days).
    act(() => vi.advanceTimersByTime(2 * 86_400_000));
    expect(shownImage(region)).toBe('/a-en.svg');
  });

  it('leads to the current promotions when no rotating banner runs', async () => {
    answer([banner(1, { promo_type: 'free' })]);
    renderWithApp(<RotatingPromoBanner />);
    const region = await screen.findByRole('region', { name: 'Offer of the day' });
    expect(region.textContent).toContain("Today's offers");
    expect(screen.getByRole('link', { name: 'See promotions' }).getAttribute('href')).toBe('/domain/prices?type=promos');
    expect(region.querySelector('img')).toBeNull();
  });

  it('shows the same card after a failed load', async () => {
    answer(null);
    renderWithApp(<RotatingPromoBanner />);
    // After the query client's retry.
    expect(await screen.findByRole('link', { name: 'See promotions' }, { timeout: 8000 })).toBeTruthy();
  });
});
