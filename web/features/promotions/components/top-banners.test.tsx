import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@common/api/news.contract';
import { mockApi, renderWithApp } from '@web/test/render';
import { promotion } from '../test-promotions';
import { TopBanners } from './top-banners';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    tld: null,
    tld_utf8: null,
    promo_type: 'free',
    promo_data: false,
    title: { en: `Banner ${id}`, de: `Banner ${id} (de)` },
    text: { en: `Text ${id}`, de: `Text ${id} (de)` },
    banner_url: { en: [], de: [] },
    url: '/domain/register',
    logo_path: null,
    show_logo: 0,
    background_color: '#0b4f8a',
    sort: id,
    interval: 3000,
    start: '2026-11-01T00:00:00.000Z',
    end: null,
    ...overrides,
  };
}

function answer(banners: Banner[]) {
  vi.stubGlobal('fetch', mockApi((path) => (path === '/news/banners' ? { success: true, result: banners } : { success: false })).fetchMock);
}

describe('TopBanners', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the first banner at once and hands over to the carousel before its time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer([
      banner(3, { sort: 3 }),
      banner(1, { sort: 1 }),
      banner(2, { sort: 2, promo_type: 'tld', tld: 'club', tld_utf8: 'club', promo_data: false }),
      banner(4, { sort: 2, promo_type: 'tld', tld: 'com', tld_utf8: 'com', promo_data: promotion(1, 'com').promo_data, show_logo: 1 }),
    ]);
    renderWithApp(<TopBanners />);
    const region = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(region).getByText('Banner 1')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();

    // The shortest interval is 5 s; the carousel arrives 2 s before.
    await act(async () => vi.advanceTimersByTime(3100));
    // The carousel is its own chunk: loading it can take more than a second on a busy machine.
    await vi.waitFor(
      () => expect(screen.getByRole('region', { name: 'Highlights' }).getAttribute('aria-roledescription')).toBe('carousel'),
      { timeout: 10_000 },
    );
    const slides = within(screen.getByRole('region', { name: 'Highlights' })).getAllByRole('group', { hidden: true });
    // The .club banner has no running promotion and is left out; the rest in the order of sort.
    expect(slides.map((slide) => within(slide).getByText(/^Banner \d$/).textContent)).toEqual(['Banner 1', 'Banner 4', 'Banner 3']);
    expect(screen.getAllByRole('button', { name: /^Show slide \d of 3$/ })).toHaveLength(3);
    expect(slides[1].textContent).toContain('Now €9.51 Regular price: €14.16 · Ends Dec 11, 2026');
  }, 20_000);

  it('does not take over while the focus is in the first banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer([banner(1), banner(2)]);
    renderWithApp(<TopBanners />);
    const link = await screen.findByRole('link', { name: 'Learn more: Banner 1' });
    fireEvent.focus(link);
    await act(async () => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more: Banner 1' })).toBe(link);
    fireEvent.blur(link, { relatedTarget: document.body });
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('starts the carousel at once when the pointer comes, and shows no controls for a single banner', async () => {
    answer([banner(1), banner(2)]);
    const { unmount } = renderWithApp(<TopBanners />);
    const region = await screen.findByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(region.parentElement!);
    const next = await screen.findByRole('button', { name: 'Next slide' });
    // Focus on its controls keeps the carousel.
    fireEvent.focus(next);
    fireEvent.click(next);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBe(next);
    unmount();

    answer([banner(1), banner(2, { promo_type: 'tld', tld: 'club', promo_data: false })]);
    renderWithApp(<TopBanners />);
    const single = await screen.findByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(single.parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
