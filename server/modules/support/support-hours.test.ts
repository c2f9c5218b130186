import { describe, expect, it } from 'vitest';
import { isTimeZone, isWithinOfficeHours, parseOfficeHours } from './support-hours';
import { loadConfig, ConfigError } from '../../config';

describe('SUPPORT_HOURS', () => {
  it('reads days, ranges, lists and several entries', () => {
    const entries = parseOfficeHours('mon-fri 08:00-18:00; sat,sun 10:00-14:00; fri-mon 22:00-02:00');
    expect(Array.isArray(entries)).toBe(true);
    const [weekdays, weekend, nights] = entries as Exclude<typeof entries, string>;
    expect([...weekdays!.days].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...weekend!.days].sort()).toEqual([0, 6]);
    expect([...nights!.days].sort()).toEqual([0, 1, 5, 6]);
    expect(nights).toMatchObject({ start: 22 * 60, end: 2 * 60 });
    expect(parseOfficeHours('none')).toEqual([]);
  });

  it('says what is wrong with a bad value', () => {
    expect(parseOfficeHours('monday 09:00-18:00')).toMatch(/not a day/);
    expect(parseOfficeHours('mon-fri 9-18')).toMatch(/must look like/);
    expect(parseOfficeHours('mon 09:00-25:00')).toMatch(/HH:MM/);
    expect(parseOfficeHours(' ; ')).toMatch(/at least one entry/);
    expect(() => loadConfig({ SUPPORT_HOURS: 'weekdays 9 to 5' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPPORT_TIMEZONE: 'Mars/Olympus' })).toThrow(/SUPPORT_TIMEZONE/);
    expect(() => loadConfig({ SUPPORT_CHAT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_CHAT_URL/);
  });

  it('is around the clock with 00:00-24:00, and never with none', () => {
    const always = { entries: parseOfficeHours('mon-sun 00:00-24:00') as never, timeZone: 'Asia/Kolkata' };
    const never = { entries: [], timeZone: 'UTC' };
    for (const instant of ['2026-01-01T00:00:00Z', '2026-06-30T23:59:00Z', '2026-03-29T01:30:00Z']) {
      expect(isWithinOfficeHours(always, new Date(instant))).toBe(true);
      expect(isWithinOfficeHours(never, new Date(instant))).toBe(false);
    }
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });
});
