import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { SessionStatus } from '@common/api/session.contract';
import { queryClient } from '@web/lib/query-client';
import { userStatusQueryOptions } from '@web/lib/session-status';

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

/** What a page's prefetch gets: the started session, the address it is about to show and the query client. */
export interface PagePrefetchContext {
  session: SessionStatus;
  url: URL;
  queryClient: QueryClient;
}

/**
 * Starts the requests of the data a page shows first, without waiting for them, so that they run
 * beside the session's other first requests and the page's own chunks instead of after the page's
 * first render (decision 040). It must not throw; the page's own queries pick the answers up.
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

export interface LazyPageRoute {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<null>;
}

/**
 * A route `lazy` function for a page module: the router waits for the chunk before it leaves the
 * current page (the progress bar runs meanwhile), and gives up after the timeout. `prefetch` picks
 * the page's `PagePrefetch`, which becomes the route's loader: it waits for the session (the
 * request the root route's guard makes; its failure is the guard's to report) and returns at once.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, prefetch?: (module: M) => PagePrefetch) {
  return async (): Promise<LazyPageRoute> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PageLoadTimeoutError()), PAGE_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      const start = prefetch?.(module);
      return start ? { Component: pick(module), loader: prefetchLoader(start) } : { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}

function prefetchLoader(start: PagePrefetch) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    try {
      const session = await queryClient.ensureQueryData(userStatusQueryOptions());
      start({ session, url: new URL(request.url), queryClient });
    } catch {
      // No session, no prefetch: the guard shows why, and the page's queries ask again.
    }
    return null;
  };
}
