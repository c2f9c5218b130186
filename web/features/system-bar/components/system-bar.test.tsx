import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ad } from '@common/api/news.contract';
import { renderWithApp } from '@web/test/render';
import type { SystemBarEntry } from '../system-bar-entries';
import { SystemBar, SYSTEM_BAR_ROTATION_MS } from './system-bar';

const NOW = Date.parse('2026-12-01T12:00:00Z');

function ad(id: number, title: string, start: string, end: string, url: string | null = '/domain/prices?type=promos'): Ad {
  return {
    id,
    source: 'ad',
    title: { en: title, de: `${title} (de)` },
    text: { en: `${title} text`, de: `${title} Text` },
    url,
    start: { date: start },
    end: { date: end },
  };
}

describe('SystemBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a message with its link, moves on by itself and stops while hovered', () => {
    const entries: SystemBarEntry[] = [
      { key: 'a', kind: 'systembar', ad: ad(1, 'Promotions', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z') },
      { key: 'b', kind: 'countdown', ad: ad(2, '.co special price', '2026-11-20T00:00:00Z', '2026-12-03T14:30:00Z', '/domain/find/co') },
    ];
    renderWithApp(<SystemBar entries={entries} />);
    const bar = screen.getByRole('region', { name: 'Announcements' });
    expect(screen.getByRole('link', { name: /Promotions Promotions text/ }).getAttribute('href')).toBe('/domain/prices?type=promos');

    act(() => vi.advanceTimersByTime(SYSTEM_BAR_ROTATION_MS));
    expect(screen.getByRole('link', { name: '.co special price ends in 2 days, 2 hours' })).toBeTruthy();

    fireEvent.mouseEnter(bar);
    act(() => vi.advanceTimersByTime(SYSTEM_BAR_ROTATION_MS * 2));
    expect(screen.getByRole('link', { name: /\.co special price/ })).toBeTruthy();

    fireEvent.mouseLeave(bar);
    act(() => vi.advanceTimersByTime(SYSTEM_BAR_ROTATION_MS));
    expect(screen.getByRole('link', { name: /Promotions Promotions text/ })).toBeTruthy();
  });

  it('refreshes a countdown every 10 seconds and stops after the end', () => {
    const entries: SystemBarEntry[] = [
      { key: 'c', kind: 'countdown', ad: ad(3, 'Offer', '2026-11-20T00:00:00Z', '2026-12-01T12:00:25Z', null) },
    ];
    renderWithApp(<SystemBar entries={entries} />);
    expect(screen.getByText('is about to end')).toBeTruthy();
    const timersWhileCounting = vi.getTimerCount();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('has ended')).toBeTruthy();
    // Nothing is left to count: the 10-second refresh has stopped.
    expect(vi.getTimerCount()).toBe(timersWhileCounting - 1);
    // A single entry needs no pause or next buttons.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can be paused and moved on by hand', () => {
    const entries: SystemBarEntry[] = [
      { key: 'a', kind: 'systembar', ad: ad(1, 'First', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z') },
      { key: 'b', kind: 'systembar', ad: ad(2, 'Second', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z') },
    ];
    renderWithApp(<SystemBar entries={entries} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause announcements' }));
    act(() => vi.advanceTimersByTime(SYSTEM_BAR_ROTATION_MS * 3));
    expect(screen.getByText('First')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement (2 of 2)' }));
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play announcements' })).toBeTruthy();
  });

  it('shows a news item marked for the bar as news, linking to it', () => {
    const news = {
      ...ad(4, 'New: mailboxes for your domain', '2026-11-30T09:00:00Z', '2027-01-01T00:00:00Z', '/news/4'),
      source: 'news' as const,
      text: { en: '', de: '' },
      end: null,
    };
    const entries: SystemBarEntry[] = [
      { key: 'systembar-ad-4', kind: 'systembar', ad: ad(4, 'Promotions', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z') },
      { key: 'systembar-news-4', kind: 'systembar', ad: news },
    ];
    renderWithApp(<SystemBar entries={entries} />);
    act(() => vi.advanceTimersByTime(SYSTEM_BAR_ROTATION_MS));
    const link = screen.getByRole('link', { name: 'News New: mailboxes for your domain' });
    expect(link.getAttribute('href')).toBe('/news/4');
  });
});
