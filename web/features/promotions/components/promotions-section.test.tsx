import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '@web/test/render';
import { promotion } from '../test-promotions';
import { PromotionsSection } from './promotions-section';

/** A screen of the given width for Mantine's media queries (`(min-width: 36em)` …). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const match = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const min = match ? Number(match[1]) * (match[2] === 'em' ? 16 : 1) : 0;
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}

function answer(result: unknown, success = true) {
  const api = mockApi((path) =>
    path === '/price/promos'
      ? success
        ? { success: true, result }
        : { success: false, httpStatus: 500, errors: [{ code: 1000, message: 'broken' }] }
      : { success: true, result: null },
  );
  vi.stubGlobal('fetch', api.fetchMock);
}

const list = [
  promotion(1, 'com'),
  promotion(2, 'net', { promo_type: 'transfer' }),
  ...['de', 'io', 'app', 'dev', 'online', 'store', 'tech', 'ai', 'eu'].map((tld, index) => promotion(3 + index, tld)),
  promotion(20, 'org', { frontpage: false }),
];

/** The promotion links in each slide of the carousel. */
async function slideSizes(): Promise<number[]> {
  const carousel = await screen.findByRole('region', { name: 'Promotions' });
  return within(carousel)
    .getAllByRole('group', { hidden: true })
    .map((slide) => within(slide).queryAllByRole('link', { hidden: true }).length);
}

describe('PromotionsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 3 promotions per slide on large screens, with the boxes and a button to all promotions', async () => {
    screenWidth(1280);
    answer(list);
    renderWithApp(<PromotionsSection />);
    expect(await slideSizes()).toEqual([3, 3, 3]);
    const all = screen.getByRole('link', { name: 'All promotions (12)' });
    expect(all.getAttribute('href')).toBe('/domain/prices?type=promos');
    // The boxes: the first promotion and the transfer one, with their texts.
    expect(screen.getByText('Promotion of .com')).toBeTruthy();
    expect(screen.getByText('Promotion of .net')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View .com offer' }).getAttribute('href')).toBe('/domain/find/com');
  });

  it('shows 2 per slide on medium and small screens and 1 on extra small ones', async () => {
    screenWidth(800);
    answer(list);
    const { unmount } = renderWithApp(<PromotionsSection />);
    expect(await slideSizes()).toEqual([2, 2, 2, 2, 1]);
    unmount();

    screenWidth(375);
    answer(list);
    renderWithApp(<PromotionsSection />);
    expect(await slideSizes()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('shows a card per promotion with prices, discount and end date', async () => {
    screenWidth(1280);
    answer([promotion(1, 'com')]);
    renderWithApp(<PromotionsSection />);
    const card = (await screen.findByRole('link', { name: 'View .com offer' })).closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText('−33%')).toBeTruthy();
    expect(card.textContent).toContain('Promotion price: €9.51');
    expect(within(card).getByText('€14.16').tagName).toBe('S');
    expect(card.textContent).toContain('First year; then €16.54 per year');
    expect(card.textContent).toContain('Ends Dec 11, 2026');
  });

  it('shows skeletons while loading', () => {
    screenWidth(1280);
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithApp(<PromotionsSection />);
    expect(screen.getByRole('status', { name: 'Loading promotions' })).toBeTruthy();
  });

  it('shows the default error text when the promotions cannot be loaded', async () => {
    screenWidth(1280);
    answer(null, false);
    renderWithApp(<PromotionsSection />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Ooops, something went wrong, please try again later.',
    );
  });

  it('says so when there is no promotion', async () => {
    screenWidth(1280);
    answer([]);
    renderWithApp(<PromotionsSection />);
    expect(await screen.findByText('There are no promotions at the moment.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /All promotions/ })).toBeNull();
  });
});
