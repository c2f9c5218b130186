/**
 * Runs work one at a time per key inside this process: a second call with the same key starts
 * when the first has finished. For checks that must see the previous attempt's outcome, such as
 * an attempt limit that is recorded after a slow answer (a burst of parallel guesses would
 * otherwise all pass the limit before the first failure is counted).
 */
export function createKeyedSerializer() {
  const tails = new Map<string, Promise<void>>();
  return async function serially<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
