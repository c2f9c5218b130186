/** Time comes from here, so that lifetimes and lifecycle rules can be tested without waiting (conventions §5). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests that moves only when told to. */
export function fixedClock(start: Date | string): Clock & { advance(ms: number): void; set(date: Date | string): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    set(date) {
      current = new Date(date);
    },
  };
}
