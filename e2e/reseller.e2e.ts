import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor } from './support/browser';

/*
 * The reseller pages (decision 073): the information pages as a visitor sees them, on a phone
 * too; the redirects of spec §2.2; the reseller area, documentation (read from the shop's own
 * OpenAPI document), tools and invoices as the demo reseller sees them. axe on every page.
 */

let browser: Browser;

const DEMO_RESELLER = { login: 'reseller@example.com', password: 'reseller-password-2026' };
const PHONE_360 = { width: 360, height: 740 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  const title = page.locator('main h1').first();
  await expect.poll(() => title.textContent(), { timeout: 15_000, message: `${path} shows its heading` }).toBe(heading);
  expect((await page.locator('main').textContent()) ?? '', `${path} is no placeholder`).not.toMatch(/This page will|Diese Seite wird/);
}

/** No part of the page is wider than the screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} fits the screen`).toBeLessThanOrEqual(0);
}

describe('reseller pages', () => {
  it('shows a visitor the benefits, the registration steps and the tools, and sends them from the area to the login', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE_360 });
    try {
      await open(page, '/reseller/benefits', 'Reseller benefits');
      expect(await page.getByRole('heading', { name: 'What a reseller account does not include' }).count()).toBe(1);
      await expectAccessible(page);
      await expectNoSideScroll(page);

      await page.getByRole('link', { name: 'How to become a reseller' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reseller/registration/steps');
      await expect.poll(() => page.getByRole('link', { name: 'Open the support form' }).count()).toBe(1);
      await expectAccessible(page);
      await expectNoSideScroll(page);

      await open(page, '/reseller/tools', 'Reseller tools');
      expect(await page.getByText(`${baseUrl()}/api/v1/openapi.json`).count()).toBe(1);
      await expectAccessible(page);
      await expectNoSideScroll(page);
      // The OpenAPI document the tools page links is there.
      const document = await page.request.get(`${baseUrl()}/api/v1/openapi.json`);
      expect(document.status()).toBe(200);
      expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');

      await page.goto(`${baseUrl()}/reseller/area`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('brings the demo reseller to the area instead of the benefits, and shows the area, documentation, tools and invoices', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto(`${baseUrl()}/reseller/area`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
      await page.getByLabel('E-mail address').fill(DEMO_RESELLER.login);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_RESELLER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/reseller/area');
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Reseller area');
      // The balance or the way to open the prepaid account, and the domain counts.
      await expect
        .poll(
          async () =>
            (await page.getByTestId('account-balance').count()) + (await page.getByText('You do not have a prepaid account yet').count()),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
      await expect.poll(() => page.getByTestId('reseller-count-all').count(), { timeout: 15_000 }).toBe(1);
      const accept = page.getByRole('button', { name: 'Accept' });
      if ((await accept.count()) > 0) await accept.click();
      await expectAccessible(page);

      // The information pages lead a reseller to the area.
      await page.goto(`${baseUrl()}/reseller/benefits`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reseller/area');
      await page.goto(`${baseUrl()}/reseller/registration/steps`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reseller/area');

      await open(page, '/reseller/docs', 'Reseller documentation');
      await expect.poll(() => page.getByRole('heading', { level: 3, name: 'dns' }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('api-operation').count()).toBeGreaterThan(50);
      await page.getByLabel('Filter by path').fill('/api/v1/dns/export');
      await expect.poll(() => page.getByTestId('api-operation').count()).toBe(1);
      await expectAccessible(page);
      // On a phone the area and the documentation fit the screen.
      await page.setViewportSize(PHONE_360);
      await page.getByLabel('Filter by path').fill('');
      await expectNoSideScroll(page);
      await open(page, '/reseller/area', 'Reseller area');
      await expect.poll(() => page.getByTestId('reseller-count-all').count(), { timeout: 15_000 }).toBe(1);
      await expectNoSideScroll(page);
      await page.setViewportSize({ width: 1280, height: 900 });

      await open(page, '/reseller/tools', 'Reseller tools');
      expect(await page.getByRole('link', { name: 'My domains' }).count()).toBeGreaterThan(0);
      await expectAccessible(page);

      await open(page, '/reseller/invoices', 'Invoices');
      await expect
        .poll(
          async () => (await page.getByTestId('reseller-invoice').count()) + (await page.getByText(/There are no invoices yet/).count()),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  }, 240_000);
});
