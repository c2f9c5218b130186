import type { ComponentType } from 'react';

/** Spec §8, §9: a page chunk that has not arrived after 120 s counts as failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

export class PageLoadTimeoutError extends Error {
  constructor() {
    super('The page took too long to load.');
    this.name = 'PageLoadTimeoutError';
  }
}

/** The errors of a page chunk that could not be loaded (a new build was deployed, the network dropped…). */
export function isPageLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error instanceof PageLoadTimeoutError ||
    error.name === 'ChunkLoadError' ||
    error.message.includes('CSS_CHUNK_LOAD_FAILED') ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * A route `lazy` function for a page module: the router waits for the chunk before it leaves the
 * current page (the progress bar runs meanwhile), and gives up after the timeout.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PageLoadTimeoutError()), PAGE_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
