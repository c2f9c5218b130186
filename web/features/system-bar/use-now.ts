import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` for as long as `isActive(now)` holds; once it
 * does not, the time stands still and no timer runs.
 */
export function useNow(intervalMs: number, isActive: (now: number) => boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const active = isActive(now);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
