/**
 * The support team's office hours (decision 056): SUPPORT_HOURS in the time zone SUPPORT_TIMEZONE.
 *
 *   "mon-fri 09:00-18:00"                      weekdays, nine to six
 *   "mon-fri 08:00-18:00; sat 10:00-14:00"     entries separated by ";"
 *   "mon,wed,fri 09:00-12:00"                  days as a list or ranges ("fri-mon" wraps the week)
 *   "fri-sat 22:00-02:00"                      an end at or before the start runs into the next day
 *   "mon-sun 00:00-24:00"                      around the clock
 *   "none"                                     never (the team is reached by manual override only)
 *
 * The time of day is read in the zone with the platform's Intl (IANA time zone data), so an
 * office that opens at 09:00 opens at 09:00 local time in summer and in winter.
 *
 * SUPPORT_HOLIDAYS closes the office on public holidays: dates separated by "," or ";", each a
 * single day ("2026-04-03") or one that comes every year ("12-25"), on the zone's calendar. Hours
 * that start on the evening before a holiday end at its midnight; those that start on a holiday
 * are closed also in the morning after.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
type Weekday = (typeof WEEKDAYS)[number];

export interface OfficeHoursEntry {
  /** Days the span starts on, 0 = Sunday. */
  days: ReadonlySet<number>;
  /** Minutes after local midnight; end may be 1440, and end <= start runs into the next day. */
  start: number;
  end: number;
}

export interface OfficeHours {
  entries: OfficeHoursEntry[];
  timeZone: string;
  /** The days the office is closed, "YYYY-MM-DD" once or "MM-DD" every year (SUPPORT_HOLIDAYS). */
  holidays?: ReadonlySet<string>;
}

function parseTime(text: string, allow24: boolean): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60 || (minutes === 24 * 60 && !allow24)) return null;
  return minutes;
}

function dayIndex(text: string): number {
  return WEEKDAYS.indexOf(text as Weekday);
}

function parseDays(text: string): Set<number> | string {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to, ...rest] = part.split('-');
    const first = dayIndex(from ?? '');
    const last = to === undefined ? first : dayIndex(to);
    if (rest.length > 0 || first < 0 || last < 0)
      return `"${part}" is not a day (mon, tue, wed, thu, fri, sat, sun) or a range of days such as mon-fri`;
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  return days;
}

/** Reads SUPPORT_HOURS; answers the entries or a message saying what is wrong. */
export function parseOfficeHours(text: string): OfficeHoursEntry[] | string {
  const source = text.trim().toLowerCase();
  if (source === 'none') return [];
  const entries: OfficeHoursEntry[] = [];
  for (const raw of source.split(';')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^(\S+)\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(entry);
    if (!match) return `"${entry}" must look like "mon-fri 09:00-18:00"`;
    const days = parseDays(match[1]!);
    if (typeof days === 'string') return days;
    const start = parseTime(match[2]!, false);
    const end = parseTime(match[3]!, true);
    if (start === null || end === null) return `"${entry}" has a time that is not HH:MM between 00:00 and 24:00`;
    entries.push({ days, start, end });
  }
  if (entries.length === 0) return 'needs at least one entry such as "mon-fri 09:00-18:00", or "none"';
  return entries;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Reads SUPPORT_HOLIDAYS; answers the days ("YYYY-MM-DD" or, every year, "MM-DD") or a message saying what is wrong. */
export function parseHolidays(text: string): Set<string> | string {
  const days = new Set<string>();
  for (const raw of text.split(/[,;]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^(?:(\d{4})-)?(\d\d)-(\d\d)$/.exec(entry);
    const month = Number(match?.[2]);
    const day = Number(match?.[3]);
    const valid =
      match !== null &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      (match[1] === undefined
        ? day <= DAYS_IN_MONTH[month - 1]!
        : new Date(Date.UTC(Number(match[1]), month - 1, day)).getUTCDate() === day);
    if (!valid) return `"${entry}" must be a date such as 2026-12-24, or 12-25 for every year`;
    days.add(entry);
  }
  return days;
}

/** True for an IANA time zone name the platform knows, such as Europe/Berlin. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The weekday (0 = Sunday), the minutes after midnight and the dates ("YYYY-MM-DD") of the day and
 * of the day before, of an instant on the clocks of a time zone.
 */
export function localTime(instant: Date, timeZone: string): { day: number; minutes: number; date: string; previousDate: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const [year, month, date] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const isoDate = (utc: number) => new Date(utc).toISOString().slice(0, 10);
  return {
    day: dayIndex(String(parts.weekday).toLowerCase()),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    date: isoDate(Date.UTC(year, month - 1, date)),
    previousDate: isoDate(Date.UTC(year, month - 1, date - 1)),
  };
}

function isHoliday(holidays: ReadonlySet<string> | undefined, date: string): boolean {
  return holidays !== undefined && (holidays.has(date) || holidays.has(date.slice(5)));
}

/** True while the office is open at this instant. */
export function isWithinOfficeHours(hours: OfficeHours, instant: Date): boolean {
  const { day, minutes, date, previousDate } = localTime(instant, hours.timeZone);
  // Closed all day on a holiday, also in hours that began the evening before.
  if (isHoliday(hours.holidays, date)) return false;
  const yesterday = (day + 6) % 7;
  const yesterdayClosed = isHoliday(hours.holidays, previousDate);
  return hours.entries.some((entry) => {
    if (entry.end > entry.start) return entry.days.has(day) && minutes >= entry.start && minutes < entry.end;
    // Runs past midnight: the evening part on its own day, the morning part on the day after
    // (unless the evening was a holiday, when the whole span stays closed).
    return (entry.days.has(day) && minutes >= entry.start) || (!yesterdayClosed && entry.days.has(yesterday) && minutes < entry.end);
  });
}
