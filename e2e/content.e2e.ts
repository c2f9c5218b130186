import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTIONS_INTERVAL_MS } from '@web/features/promotions/promotion-slides';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectKeyboardReachable,
  launchBrowser,
  newVisitor,
  PHONE,
  screenshot,
} from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls through the page so that the parts loaded near the screen arrive, then back to the top. */
async function loadWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(80);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The label of the slide a carousel shows (the only one that is not inert), such as "2 of 5". */
function shownSlide(page: Page, carousel: string): Promise<string | null> {
  return page.getByRole('region', { name: carousel, exact: true }).locator('[role="group"]:not([inert])').getAttribute('aria-label');
}

/** Longer than a slide's time: a carousel that did not pause would have moved on by then. */
const PAUSED_FOR_MS = PROMOTIONS_INTERVAL_MS + 1000;

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('home page content', () => {
  it('shows the system bar, the top banners, the promotions carousel and the news', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);

    const bar = page.getByRole('region', { name: 'Announcements' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link').count()).toBe(1);

    const banners = page.getByRole('region', { name: 'Highlights' });
    await expect.poll(() => banners.getByText('Your name on the internet', { exact: true }).isVisible()).toBe(true);
    // The first banner shows at once; the carousel takes over before its time is up, or when the pointer comes.
    await banners.hover();
    await expect.poll(() => banners.getAttribute('aria-roledescription')).toBe('carousel');
    // The demo's .club banner announces a promotion that has not started: it is left out.
    expect(await banners.getByText('Your community, your .club').count()).toBe(0);
    expect(await banners.getByRole('button', { name: /^Show slide 1 of \d$/ }).count()).toBe(1);

    await page.getByRole('heading', { name: 'Current promotions' }).scrollIntoViewIfNeeded();
    const all = page.getByRole('link', { name: /^All promotions \(\d+\)$/ });
    await expect.poll(() => all.isVisible()).toBe(true);
    expect(await all.getAttribute('href')).toBe('/domain/prices?type=promos');
    const carousel = page.getByRole('region', { name: 'Promotions', exact: true });
    await expect.poll(() => carousel.isVisible()).toBe(true);
    // Large screen: 3 promotions per slide.
    expect(await carousel.locator('[role="group"]:not([inert])').getByRole('link').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'View .com offer' }).first().getAttribute('href')).toBe('/domain/find/com');

    // The news come with scrolling down.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.getByRole('heading', { name: 'News', exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('a[href^="/news/"]').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');

    await loadWholePage(page);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await context.close();
  });

  it('pauses the promotions carousel while the pointer is on it and goes on afterwards', async () => {
    const { context, page } = await newVisitor(browser);
    // The page's timers run on a clock the test moves on, instead of waiting for the slides' time.
    await page.clock.install();
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('button', { name: 'Accept' }).click();
    const carousel = page.getByRole('region', { name: 'Promotions', exact: true });
    await page.getByRole('heading', { name: 'Current promotions' }).scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.isVisible()).toBe(true);
    await carousel.hover();
    const before = await shownSlide(page, 'Promotions');
    await page.clock.runFor(PAUSED_FOR_MS);
    expect(await shownSlide(page, 'Promotions')).toBe(before);
    await page.mouse.move(0, 0);
    await page.clock.runFor(PROMOTIONS_INTERVAL_MS);
    await expect.poll(() => shownSlide(page, 'Promotions')).not.toBe(before);

    // Focus inside pauses it as well.
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    const focused = await shownSlide(page, 'Promotions');
    await page.clock.runFor(PAUSED_FOR_MS);
    expect(await shownSlide(page, 'Promotions')).toBe(focused);
    await context.close();
  });

  for (const { locale, language } of [
    { locale: 'en-US' as const, language: 'en' },
    { locale: 'de-DE' as const, language: 'de' },
  ]) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`looks right in ${language} at ${viewport.width} px`, async () => {
        const { context, page } = await newVisitor(browser, { locale, viewport });
        await page.goto(`${baseUrl()}/home`);
        const promotions = language === 'de' ? 'Aktuelle Aktionen' : 'Current promotions';
        // The banners come with the page's first content requests: on a busy machine that takes a while.
        await expect.poll(() => page.getByRole('region', { name: 'Highlights' }).isVisible(), { timeout: 15_000 }).toBe(true);
        await loadWholePage(page);
        await expect.poll(() => page.getByRole('heading', { name: promotions }).count()).toBe(1);
        await expect.poll(() => page.locator('a[href^="/news/"]').count()).toBeGreaterThan(0);
        if (viewport === PHONE) {
          // Extra small screens: one promotion per slide.
          expect(
            await page
              .getByRole('region', { name: language === 'de' ? 'Aktionen' : 'Promotions', exact: true })
              .locator('[role="group"]:not([inert])')
              .getByRole('link')
              .count(),
          ).toBe(1);
          await noHorizontalScroll(page, viewport.width);
        }
        await expectAccessible(page);
        await screenshot(page, `content-home-${language}-${viewport.width}`);
        await context.close();
      });
    }
  }
});

describe('prices', () => {
  it('lists all TLDs, and only those with a running promotion for type=promos', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/prices`);
    const table = page.getByRole('table', { name: 'Prices per year' });
    await expect.poll(() => table.isVisible()).toBe(true);
    // The first rows come at once, the rest a moment later.
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(50);
    const allRows = await table.locator('tbody tr').count();
    await expect.poll(() => page.getByText(/^All prices per year, incl\. 19% VAT for Germany\./).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Other services' }).count()).toBe(1);
    await expectAccessible(page);
    await expectKeyboardReachable(page);

    await page.getByRole('link', { name: 'Promotions', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?type=promos');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Current promotions');
    const promoRows = await table.locator('tbody tr').count();
    expect(promoRows).toBeGreaterThan(0);
    expect(promoRows).toBeLessThan(allRows);
    // Every row shown has a promotion price with the standard price struck through.
    for (const row of await table.locator('tbody tr').all()) {
      expect(await row.getByText('Promotion price:').count()).toBeGreaterThan(0);
      expect(await row.locator('s').count()).toBeGreaterThan(0);
    }

    await page.getByLabel('Search ending').fill('.de');
    await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(promoRows);
    await expectAccessible(page);
    await context.close();
  });

  for (const { locale, language } of [
    { locale: 'en-US' as const, language: 'en' },
    { locale: 'de-DE' as const, language: 'de' },
  ]) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`looks right in ${language} at ${viewport.width} px`, async () => {
        const { context, page } = await newVisitor(browser, { locale, viewport });
        await page.goto(`${baseUrl()}/domain/prices?type=promos`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(language === 'de' ? 'Aktuelle Aktionen' : 'Current promotions');
        await expect
          .poll(() => page.getByText(language === 'de' ? /inkl\. 19 % MwSt\. für Deutschland/ : /incl\. 19% VAT for Germany/).isVisible())
          .toBe(true);
        if (viewport === PHONE) {
          // Cards instead of the table.
          expect(await page.getByRole('table').isVisible()).toBe(false);
          await noHorizontalScroll(page, viewport.width);
        }
        await expectAccessible(page);
        await screenshot(page, `content-prices-${language}-${viewport.width}`);
        await context.close();
      });
    }
  }
});

describe('TLDs', () => {
  it('shows a TLD landing page with prices, services and a search box', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/find/com`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('.com domains');
    expect(await page.getByRole('heading', { name: 'Prices' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Services' }).count()).toBe(1);
    expect(await page.getByText(/^Registration promotion: \d+% off$/).count()).toBe(1);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'content-tld-landing-en-1280');

    await page.getByRole('textbox', { name: 'Find your .com domain' }).fill('my-shop');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/domain/search/my-shop.com');
    await context.close();
  });

  it('shows the page-not-found screen for an unknown TLD', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/find/nosuchending`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await context.close();
  });

  it('lists every TLD by category and the newest ones', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE' });
    await page.goto(`${baseUrl()}/domain/tlds`);
    await expect.poll(() => page.getByRole('heading', { name: 'Beliebt', exact: true }).count()).toBe(1);
    const newest = page.getByRole('region', { name: 'Neueste Domainendungen' });
    await expect.poll(() => newest.getByRole('link').count()).toBe(10);
    await expectAccessible(page);
    await context.close();
  });
});

describe('news', () => {
  it('lists the news with an RSS link and shows an item as plain text', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/news`);
    await expect.poll(() => page.locator('main a[href^="/news/"]').count()).toBeGreaterThan(1);
    expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/rss?lang=en');
    await expectAccessible(page);

    const first = page.locator('main a[href^="/news/"]').first();
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.locator('article p').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to all news' }).getAttribute('href')).toBe('/news');
    await expectAccessible(page);
    await expectKeyboardReachable(page);

    await page.goto(`${baseUrl()}/news/999999`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    const feed = await page.request.get(`${baseUrl()}/rss`);
    expect(feed.headers()['content-type']).toContain('xml');
    await context.close();
  });
});

describe('system bar and drawer', () => {
  it('moves the drawer below the system bar and lists newest TLDs and maintenance there', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/domain/prices`);
    const bar = page.getByRole('region', { name: 'Announcements' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(35);
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(header).toBe(35);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => drawer.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(91);
    await expect.poll(() => drawer.getByRole('heading', { name: 'Newest domain endings' }).count()).toBe(1);
    await expect.poll(() => drawer.getByRole('heading', { name: 'Scheduled registry maintenance' }).count()).toBe(1);
    // Cyrillic .рф instead of xn--p1ai.
    expect(await drawer.getByText('xn--').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('shows a countdown in the system bar', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE' });
    await page.goto(`${baseUrl()}/home`);
    const bar = page.getByRole('region', { name: 'Hinweise' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    const next = bar.getByRole('button', { name: /^Nächster Hinweis/ });
    await page.getByRole('button', { name: 'Hinweise anhalten' }).click();
    // The demo has two messages, then the countdowns; step to the first countdown.
    for (let step = 0; step < 4 && !(await bar.getByText(/(beginnt|endet) in /).count()); step++) await next.click();
    expect(await bar.getByText(/(beginnt|endet) in \d+ (Tag|Tagen|Stunde|Stunden|Minute|Minuten)/).count()).toBeGreaterThan(0);
    await context.close();
  });
});
