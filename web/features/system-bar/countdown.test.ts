import { beforeAll, describe, expect, it } from 'vitest';
import de from '@web/i18n/de.json';
import en from '@web/i18n/en.json';
import { i18n } from '@web/i18n/i18n';
import { ABOUT_TO_MS, countdownAt, countdownEnded, countdownLanguage, countdownText, splitDuration } from './countdown';

const start = '2026-12-01T00:00:00.000Z';
const end = '2026-12-10T23:59:59.000Z';
const at = (iso: string) => Date.parse(iso);

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  i18n.addResourceBundle('de', 'translation', de, true, true);
});

function textAt(now: number, uiLanguage: string): string {
  return countdownText(countdownAt(start, end, now), i18n.getFixedT(countdownLanguage(uiLanguage)));
}

describe('countdown', () => {
  it('splits a span into days, hours and minutes, rounding up to the minute', () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(splitDuration(1)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(splitDuration(((2 * 24 + 3) * 60 + 4) * 60_000)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });

  it('knows the phase of a window at a given time', () => {
    expect(countdownAt(start, end, at('2026-11-28T12:00:00Z')).phase).toBe('startsIn');
    expect(countdownAt(start, end, at(start) - ABOUT_TO_MS).phase).toBe('aboutToStart');
    expect(countdownAt(start, end, at(start)).phase).toBe('endsIn');
    expect(countdownAt(start, end, at(end) - 30_000).phase).toBe('aboutToEnd');
    expect(countdownAt(start, end, at(end))).toEqual({ phase: 'ended', remaining: null });
    expect(countdownEnded(end, at(end) - 1)).toBe(false);
    expect(countdownEnded(end, at(end))).toBe(true);
  });

  it('speaks English', () => {
    expect(textAt(at('2026-11-28T21:00:00Z'), 'en')).toBe('starts in 2 days, 3 hours');
    expect(textAt(at('2026-11-30T23:00:00Z'), 'en')).toBe('starts in 1 hour');
    expect(textAt(at('2026-11-30T23:15:30Z'), 'en')).toBe('starts in 45 minutes');
    expect(textAt(at('2026-11-30T23:59:20Z'), 'en')).toBe('is about to start');
    expect(textAt(at('2026-12-10T21:30:00Z'), 'en')).toBe('ends in 2 hours, 30 minutes');
    expect(textAt(at('2026-12-09T23:59:59Z'), 'en')).toBe('ends in 1 day');
    expect(textAt(at('2026-12-10T23:59:30Z'), 'en')).toBe('is about to end');
    expect(textAt(at('2026-12-11T08:00:00Z'), 'en')).toBe('has ended');
  });

  it('speaks German when the UI language starts with de', () => {
    expect(countdownLanguage('de')).toBe('de');
    expect(countdownLanguage('de-AT')).toBe('de');
    expect(countdownLanguage('en-US')).toBe('en');
    expect(textAt(at('2026-11-28T21:00:00Z'), 'de-DE')).toBe('beginnt in 2 Tagen, 3 Stunden');
    expect(textAt(at('2026-11-29T23:00:00Z'), 'de')).toBe('beginnt in 1 Tag, 1 Stunde');
    expect(textAt(at('2026-11-30T23:59:20Z'), 'de')).toBe('beginnt gleich');
    expect(textAt(at('2026-12-10T23:58:30Z'), 'de')).toBe('endet in 2 Minuten');
    expect(textAt(at('2026-12-10T23:59:30Z'), 'de')).toBe('endet gleich');
    expect(textAt(at('2026-12-12T00:00:00Z'), 'de')).toBe('ist beendet');
  });
});
