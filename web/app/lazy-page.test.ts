import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPageLoadFailure, lazyPage, PAGE_LOAD_TIMEOUT_MS, PageLoadTimeoutError } from './lazy-page';

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
