/**
 * The countdown texts of the system bar (spec §4): 'starts in…', 'is about to start', 'ends in…',
 * 'is about to end', 'has ended'. Pure: the time is passed in, so tests fix it.
 */
import type { Language } from '@common/i18n/languages';

/** Spec §9: the countdowns refresh every 10 seconds. */
export const COUNTDOWN_REFRESH_MS = 10_000;

/** Within this time of the start or end, the text says the moment is about to come. */
export const ABOUT_TO_MS = 60_000;

const MINUTE_MS = 60_000;

export type CountdownPhase = 'startsIn' | 'aboutToStart' | 'endsIn' | 'aboutToEnd' | 'ended';

export interface CountdownDuration {
  days: number;
  hours: number;
  minutes: number;
}

export interface Countdown {
  phase: CountdownPhase;
  /** The time left until the next moment (start or end); null once ended. */
  remaining: CountdownDuration | null;
}

function time(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/** Splits a span into days, hours and minutes, rounding up to the next full minute. */
export function splitDuration(ms: number): CountdownDuration {
  const totalMinutes = Math.max(0, Math.ceil(ms / MINUTE_MS));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/** Where a window from `start` to `end` stands at `now`. */
export function countdownAt(start: Date | string | number, end: Date | string | number, now: number): Countdown {
  const startsAt = time(start);
  const endsAt = time(end);
  if (now < startsAt) {
    const left = startsAt - now;
    return left <= ABOUT_TO_MS
      ? { phase: 'aboutToStart', remaining: splitDuration(left) }
      : { phase: 'startsIn', remaining: splitDuration(left) };
  }
  if (now < endsAt) {
    const left = endsAt - now;
    return left <= ABOUT_TO_MS
      ? { phase: 'aboutToEnd', remaining: splitDuration(left) }
      : { phase: 'endsIn', remaining: splitDuration(left) };
  }
  return { phase: 'ended', remaining: null };
}

/** True once the end has passed: the refresh stops. */
export function countdownEnded(end: Date | string | number, now: number): boolean {
  return now >= time(end);
}

/** Spec §4: the German texts are used when the UI language starts with "de". */
export function countdownLanguage(uiLanguage: string): Language {
  return uiLanguage.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** A translation function as i18next's `t` (fixed to one language). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The two largest non-zero units, such as "3 days, 4 hours" or "12 minutes". */
export function durationText(duration: CountdownDuration, t: Translate): string {
  const parts: string[] = [];
  if (duration.days > 0) parts.push(t('systemBar.countdown.days', { count: duration.days }));
  if (duration.hours > 0) parts.push(t('systemBar.countdown.hours', { count: duration.hours }));
  if (duration.minutes > 0 && duration.days === 0) parts.push(t('systemBar.countdown.minutes', { count: duration.minutes }));
  if (parts.length === 0) parts.push(t('systemBar.countdown.minutes', { count: 1 }));
  return parts.slice(0, 2).join(t('systemBar.countdown.separator'));
}

/** The countdown as a sentence end, such as "ends in 3 days, 4 hours" or "has ended". */
export function countdownText(countdown: Countdown, t: Translate): string {
  switch (countdown.phase) {
    case 'startsIn':
      return t('systemBar.countdown.startsIn', { duration: durationText(countdown.remaining!, t) });
    case 'endsIn':
      return t('systemBar.countdown.endsIn', { duration: durationText(countdown.remaining!, t) });
    default:
      return t(`systemBar.countdown.${countdown.phase}`);
  }
}
