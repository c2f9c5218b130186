import type { TldDowntimes } from '@common/api/maintenance.contract';
import { LOCALES } from '@common/i18n/languages';

/** Spec §2.3, §9: the list shows at most 10 TLDs until it is expanded. */
export const MAINTENANCE_TLD_LIMIT = 10;

const HOUR_MS = 3_600_000;

export interface MaintenanceWindow {
  id: string;
  start: Date;
  end: Date;
  /** The TLDs as people read them (xn-- names in Unicode). */
  tlds: string[];
}

/** The windows of the answer, soonest first, with their TLDs split and shown in Unicode. */
export function maintenanceWindows(downtimes: TldDowntimes | undefined): MaintenanceWindow[] {
  if (!downtimes) return [];
  return Object.entries(downtimes)
    .map(([id, entry]) => {
      const start = new Date(entry.maintenance);
      return {
        id,
        start,
        end: new Date(start.getTime() + entry.duration * HOUR_MS),
        // The server names the TLDs in Unicode too, so the browser needs no IDN code.
        tlds: entry.tlds_utf8
          .split(',')
          .map((tld) => tld.trim().replace(/^\./, ''))
          .filter(Boolean),
      };
    })
    .filter((window) => !Number.isNaN(window.start.getTime()) && window.tlds.length > 0)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface VisibleMaintenance {
  windows: MaintenanceWindow[];
  /** TLDs left out until the list is expanded. */
  hiddenTlds: number;
}

/**
 * What the list shows: everything when expanded, otherwise the windows in order until `limit`
 * TLDs are shown (the window that crosses the limit is cut).
 */
export function visibleMaintenance(windows: MaintenanceWindow[], expanded: boolean, limit = MAINTENANCE_TLD_LIMIT): VisibleMaintenance {
  const total = windows.reduce((sum, window) => sum + window.tlds.length, 0);
  if (expanded || total <= limit) return { windows, hiddenTlds: 0 };
  const shown: MaintenanceWindow[] = [];
  let left = limit;
  for (const window of windows) {
    if (left <= 0) break;
    const tlds = window.tlds.slice(0, left);
    shown.push(tlds.length === window.tlds.length ? window : { ...window, tlds });
    left -= tlds.length;
  }
  return { windows: shown, hiddenTlds: total - limit };
}

/**
 * A window's time span in the UI language and, unless a zone is given, the visitor's time zone,
 * e.g. "Nov 24, 2026, 10:00 PM – 12:00 AM".
 */
export function formatWindow(window: Pick<MaintenanceWindow, 'start' | 'end'>, language: 'en' | 'de', timeZone?: string): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return format.formatRange(window.start, window.end);
}
