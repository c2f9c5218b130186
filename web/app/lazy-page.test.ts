import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@web/lib/query-client';
import { userStatusQueryOptions } from '@web/lib/session-status';
import { visitorSession } from '@web/test/render';
import { isPageLoadFailure, lazyPage, PAGE_LOAD_TIMEOUT_MS, PageLoadTimeoutError, type PagePrefetchContext } from './lazy-page';

function Page() {
  return null;
}

describe('lazyPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the picked component', async () => {
    const load = lazyPage(
      async () => ({ Page }),
      (module) => module.Page,
    );
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it("makes the page's prefetch the route's loader, which starts it with the session and the address and answers at once", async () => {
    const session = visitorSession();
    queryClient.setQueryData(userStatusQueryOptions().queryKey, session);
    const started: PagePrefetchContext[] = [];
    const load = lazyPage(
      async () => ({ Page, prefetch: (context: PagePrefetchContext) => void started.push(context) }),
      (module) => module.Page,
      (module) => module.prefetch,
    );
    const route = await load();
    expect(route.Component).toBe(Page);
    const args = { request: new Request('http://shop.test/domain/prices?type=promos'), params: {} } as LoaderFunctionArgs;
    await expect(route.loader?.(args)).resolves.toBeNull();
    expect(started).toHaveLength(1);
    expect(started[0].session).toBe(session);
    expect(started[0].url.pathname).toBe('/domain/prices');
    expect(started[0].queryClient).toBe(queryClient);
    queryClient.clear();
  });

  it('gives a page without a prefetch no loader', async () => {
    const load = lazyPage(
      async () => ({ Page }),
      (module) => module.Page,
    );
    expect((await load()).loader).toBeUndefined();
  });

  it('gives up after 120 seconds', async () => {
    const load = lazyPage(
      () => new Promise<{ Page: typeof Page }>(() => {}),
      (module) => module.Page,
    );
    const result = load();
    const assertion = expect(result).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
    await assertion;
  });
});

describe('isPageLoadFailure', () => {
  it('recognises failed chunk loads of the browsers and the timeout', () => {
    expect(isPageLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://shop/assets/x.js'))).toBe(true);
    expect(isPageLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPageLoadFailure(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isPageLoadFailure(new Error('CSS_CHUNK_LOAD_FAILED'))).toBe(true);
    expect(isPageLoadFailure(new PageLoadTimeoutError())).toBe(true);
    expect(isPageLoadFailure(new Error('Something else'))).toBe(false);
    expect(isPageLoadFailure('not an error')).toBe(false);
  });
});
