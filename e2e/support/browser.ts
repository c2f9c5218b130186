import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's chromium, with the flags that keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 375, height: 740 };
/** The narrowest phone the shop is laid out for (design.md: no horizontal scrolling at 360 px). */
export const SMALL_PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** A fresh visitor: new cookies, the browser language and a screen size. */
export async function newVisitor(
  browser: Browser,
  options: { locale?: 'en-US' | 'de-DE'; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const locale = options.locale ?? 'en-US';
  // The context's API requests (set-up through the shop's API) carry the browser's language as the page's own
  // requests do: without it the server takes its default, German (spec §3), for a session they create.
  const acceptLanguage = locale === 'de-DE' ? 'de-DE,de;q=0.9' : 'en-US,en;q=0.9';
  const context = await browser.newContext({
    locale,
    viewport: options.viewport ?? DESKTOP,
    extraHTTPHeaders: { 'accept-language': acceptLanguage },
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`uncaught error in the page: ${error.message}`);
  });
  watch(page);
  return { context, page };
}

interface PageWatch {
  /** Requests sent and not yet answered or failed, with the time they were sent. */
  inFlight: Map<Request, number>;
  /** The last console errors and failed requests, newest last. */
  trouble: string[];
}

const watched = new Map<Page, PageWatch>();

/** Keeps what a failed test's report needs: requests still open, console errors, failed requests. */
function watch(page: Page): void {
  const state: PageWatch = { inFlight: new Map(), trouble: [] };
  const note = (line: string) => {
    state.trouble.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (state.trouble.length > 20) state.trouble.shift();
  };
  watched.set(page, state);
  page.on('request', (request) => state.inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => state.inFlight.delete(request));
  page.on('requestfailed', (request) => {
    state.inFlight.delete(request);
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('close', () => watched.delete(page));
}

/**
 * What the open pages were doing, for the report of a failed test (e2e/support/report-failures.ts):
 * a page whose navigation or content never came shows here which request it was waiting for.
 */
export function describeOpenPages(): string {
  const now = Date.now();
  return [...watched.entries()]
    .map(([page, state]) => {
      const open = [...state.inFlight.entries()].map(([request, sent]) => `  open ${now - sent} ms: ${request.method()} ${request.url()}`);
      return [`page ${page.url()}`, ...open, ...state.trouble.map((line) => `  ${line}`)].join('\n');
    })
    .join('\n');
}

/**
 * Waits until the page stands still: no CSS transition or finite animation running (a dialog
 * fading in, a menu closing), then two frames for what their end unmounts. axe would otherwise
 * judge half-transparent text or an emptied menu, which no user reads. Infinite animations
 * (loaders) are not waited for.
 */
async function settle(page: Page): Promise<void> {
  const frames = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await frames();
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await frames();
}

/** No serious or critical accessibility violation on the page as it is now (axe-core), once it stands still. */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          // What axe found, not only where: the colours and ratio of a contrast failure, say.
          .map((node) => `${node.target.join(' ')} (${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)})`)
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(severe, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the cart popup that the shop opens when the cart count rises, then closes it with
 * Escape as a user would: left open, it covers whatever lies under the header's cart button.
 */
export async function closeCartPopupOnceOpen(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Your cart' });
  await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => popup.count(), { timeout: 5_000 }).toBe(0);
}

/**
 * Every visible control on the page can be reached with the Tab key: tabs through the page and
 * checks that focus visited each link, button and field that is shown.
 */
export async function expectKeyboardReachable(page: Page): Promise<void> {
  const controls = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [inert]');
    };
    const list = [...document.querySelectorAll(selector)].filter(visible);
    list.forEach((element, index) => element.setAttribute('data-reach-id', String(index)));
    return list.length;
  });
  const reached = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  for (let press = 0; press < controls * 2 + 10 && reached.size < controls; press++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      let element: Element | null = document.activeElement;
      while (element && !element.hasAttribute('data-reach-id')) element = element.parentElement;
      return element?.getAttribute('data-reach-id') ?? null;
    });
    if (id !== null) reached.add(id);
  }
  const missed = await page.evaluate(
    (seen) => {
      const wasReached = (element: Element) => seen.includes(element.getAttribute('data-reach-id')!);
      // A control that left the screen while the test tabbed (a carousel moved on to its next
      // slide, which makes the old one inert) cannot be reached any more, and need not be.
      const stillShown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !element.closest('[aria-hidden="true"], [inert]')
        );
      };
      // A radio group is one tab stop (WAI-ARIA): Tab reaches the group, the arrow keys its other radios.
      const groupReached = (element: Element) =>
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        element.name !== '' &&
        [...document.querySelectorAll(`input[type=radio][name="${CSS.escape(element.name)}"]`)].some(wasReached);
      return [...document.querySelectorAll('[data-reach-id]')]
        .filter((element) => stillShown(element) && !wasReached(element) && !groupReached(element))
        .map((element) => element.outerHTML.slice(0, 160));
    },
    [...reached],
  );
  expect(missed, `controls not reachable by keyboard on ${page.url()}`).toEqual([]);
}

/** Saves a screenshot under e2e/screenshots so anyone can look at what a user sees. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/**
 * The page fits its viewport's width: no sideways scrolling, and no heading or button label cut
 * off at its box (long German compounds wrap or are hyphenated instead).
 */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { overflow, clipped } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    clipped: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, .mantine-Button-label')]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent}" (${element.scrollWidth} > ${element.clientWidth} px)`),
  }));
  expect(overflow, `sideways scrolling on ${page.url()}`).toBeLessThanOrEqual(0);
  expect(clipped, `text cut off on ${page.url()}`).toEqual([]);
}
