/** Spec §9: the footer shows at most 11 random TLDs. */
export const FOOTER_TLD_COUNT = 11;

/**
 * Up to `count` entries picked at random without repetition (a partial Fisher–Yates shuffle).
 * `random` is injectable so tests can fix the choice.
 */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked = Math.min(count, pool.length);
  for (let index = 0; index < picked; index++) {
    const swap = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[swap]] = [pool[swap], pool[index]];
  }
  return pool.slice(0, picked);
}
