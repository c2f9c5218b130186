import { describe, expect, it } from 'vitest';
import { formatWindow, maintenanceWindows, MAINTENANCE_TLD_LIMIT, visibleMaintenance } from './maintenance-windows';

const downtimes = {
  '7': { maintenance: '2026-12-04T23:00:00.000Z', duration: 2, tlds: 'app,dev,page', tlds_utf8: 'app,dev,page' },
  '3': { maintenance: '2026-11-24T22:00:00.000Z', duration: 2, tlds: 'de', tlds_utf8: 'de' },
  '9': {
    maintenance: '2026-12-10T01:00:00.000Z',
    duration: 6,
    tlds: 'online, site,store,tech,website,space',
    tlds_utf8: 'online,site,store,tech,website,space',
  },
  '5': { maintenance: '2026-12-01T21:00:00.000Z', duration: 3, tlds: 'xn--p1ai,xn--80asehdb', tlds_utf8: 'рф,онлайн' },
};

describe('maintenance windows', () => {
  it('orders the windows by start, computes their end and shows xn-- names in Unicode', () => {
    const windows = maintenanceWindows(downtimes);
    expect(windows.map((window) => window.id)).toEqual(['3', '5', '7', '9']);
    expect(windows[1].tlds).toEqual(['рф', 'онлайн']);
    expect(windows[2].end.toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(windows[3].tlds).toEqual(['online', 'site', 'store', 'tech', 'website', 'space']);
    expect(maintenanceWindows(undefined)).toEqual([]);
    expect(maintenanceWindows({})).toEqual([]);
  });

  it('shows at most 10 TLDs until expanded', () => {
    expect(MAINTENANCE_TLD_LIMIT).toBe(10);
    const windows = maintenanceWindows(downtimes);
    const collapsed = visibleMaintenance(windows, false);
    expect(collapsed.windows.flatMap((window) => window.tlds)).toHaveLength(10);
    expect(collapsed.windows[3].tlds).toEqual(['online', 'site', 'store', 'tech']);
    expect(collapsed.hiddenTlds).toBe(2);
    const expanded = visibleMaintenance(windows, true);
    expect(expanded.windows.flatMap((window) => window.tlds)).toHaveLength(12);
    expect(expanded.hiddenTlds).toBe(0);
    expect(visibleMaintenance(windows.slice(0, 2), false).hiddenTlds).toBe(0);
  });

  it('writes the time span in the UI language and the given time zone', () => {
    const window = { start: new Date('2026-11-24T22:00:00.000Z'), end: new Date('2026-11-25T00:00:00.000Z') };
    // Intl separates with thin and narrow no-break spaces; compare with plain ones.
    const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
    expect(plain(formatWindow(window, 'en', 'UTC'))).toBe('Nov 24, 2026, 10:00 PM – Nov 25, 2026, 12:00 AM');
    expect(plain(formatWindow(window, 'de', 'Europe/Berlin'))).toBe('24.11.2026, 23:00 – 25.11.2026, 01:00');
    expect(plain(formatWindow({ start: new Date('2026-11-24T10:00:00Z'), end: new Date('2026-11-24T12:00:00Z') }, 'de', 'UTC'))).toBe(
      '24.11.2026, 10:00–12:00 Uhr',
    );
  });
});
