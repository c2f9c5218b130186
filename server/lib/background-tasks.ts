import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer (sending e-mail, the lookup behind a password recovery
 * whose timing must not tell whether an account exists). Failures are logged; `idle()` lets tests
 * and shutdown wait for what is still running.
 */
export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
