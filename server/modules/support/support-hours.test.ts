import { describe, expect, it } from 'vitest';
import { isTimeZone, isWithinOfficeHours, parseHolidays, parseOfficeHours } from './support-hours';
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

describe('SUPPORT_HOLIDAYS', () => {
  it('reads single days and days of every year, separated by commas or semicolons', () => {
    expect(parseHolidays('2026-04-03, 12-25; 02-29 ,2028-02-29')).toEqual(new Set(['2026-04-03', '12-25', '02-29', '2028-02-29']));
    expect(parseHolidays('')).toEqual(new Set());
    expect(loadConfig({}).support.hours.holidays).toEqual(new Set());
    expect(loadConfig({ SUPPORT_HOLIDAYS: '12-24,12-25' }).support.hours.holidays).toEqual(new Set(['12-24', '12-25']));
  });

  it('says what is wrong with a bad value, and the shop does not start with it', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '12-32', '04-31', '24.12.', 'christmas', '2026-4-3'])
      expect(parseHolidays(bad)).toBe(`"${bad}" must be a date such as 2026-12-24, or 12-25 for every year`);
    expect(() => loadConfig({ SUPPORT_HOLIDAYS: '2026-02-30' })).toThrow(/SUPPORT_HOLIDAYS/);
  });

  it('closes the hours around the clock on a holiday in the zone, not by the UTC date', () => {
    const hours = {
      entries: parseOfficeHours('mon-sun 00:00-24:00') as never,
      timeZone: 'Pacific/Auckland',
      holidays: parseHolidays('2026-12-25') as Set<string>,
    };
    expect(isWithinOfficeHours(hours, new Date('2026-12-24T12:00:00Z'))).toBe(false); // 25 December 01:00 in Auckland
    expect(isWithinOfficeHours(hours, new Date('2026-12-25T12:00:00Z'))).toBe(true); // 26 December 01:00
    expect(isWithinOfficeHours(hours, new Date('2026-12-24T10:00:00Z'))).toBe(true); // 24 December 23:00
  });
});
