/**
 * The wake-up call of the job worker, made before any service that enqueues jobs: those services
 * call `wake()` after they recorded some, and the worker, built last with every service's handlers,
 * listens from its creation (decision 060). Before a worker listens, or while it is stopped, a
 * wake-up does nothing; its next poll finds the jobs.
 */
export interface JobWakeUp {
  /** Asks the worker to look for due jobs now rather than at its next poll. */
  wake(): void;
  /** The worker's side: `listener` runs on every wake-up from now on. */
  listen(listener: () => void): void;
}

export function createJobWakeUp(): JobWakeUp {
  const listeners: Array<() => void> = [];
  return {
    wake: () => {
      for (const listener of listeners) listener();
    },
    listen: (listener) => {
      listeners.push(listener);
    },
  };
}
