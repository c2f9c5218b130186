/**
 * Runs tasks one after another: a task starts only when the one before it has settled,
 * whether it succeeded or failed.
 */
export type SerialQueue = <T>(task: () => Promise<T>) => Promise<T>;

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    // The next task waits for this one to settle, not to succeed.
    tail = run.catch(() => undefined);
    return run;
  };
}
