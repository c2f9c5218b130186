import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectKeyboardReachable,
  launchBrowser,
  newVisitor,
  PHONE,
  screenshot,
  SMALL_PHONE,
} from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the shop shell', () => {
  it('shows header, menus, footer and the test stamp in English', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Your domain, your name on the internet');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByText(/test environment/i).count()).toBeGreaterThan(0);
    for (const menu of ['Domains', 'About us', 'Reseller']) {
      expect(await page.getByRole('button', { name: menu, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
    // The footer's random TLD buttons replace their 12 placeholders once the settings arrive.
    await expect.poll(() => page.locator('footer a[href^="/domain/find/"]').count()).toBeGreaterThanOrEqual(11);
    expect(await page.locator('footer').getByRole('img', { name: 'PayPal' }).count()).toBe(1);
    expect(await page.locator('footer').getByRole('link', { name: 'Imprint' }).count()).toBe(1);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'home-en-desktop');
    await context.close();
  });

  it('speaks German when the browser language is German', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE' });
    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => page.getByRole('link', { name: 'Anmelden' }).count()).toBeGreaterThan(0);
    expect(await page.locator('footer').getByRole('link', { name: 'Impressum' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'home-de-desktop');
    await context.close();
  });

  it('opens a menu with the keyboard and follows an entry', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    const domains = page.getByRole('button', { name: 'Domains', exact: true }).first();
    await domains.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Prices' });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expectAccessible(page);
    await item.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/domain/prices');
    await context.close();
  });

  it('goes on to the next header control when Tab leaves an open menu', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    const domains = page.getByRole('button', { name: 'Domains', exact: true }).first();
    // Where Tab goes from the closed button is where it must go from the open menu too.
    await domains.focus();
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.outerHTML);
    await domains.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Tab');
    await expect.poll(() => domains.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(next);
    await context.close();
  });

  it('has a drawer on small screens', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Domains' }).click();
    await expect.poll(() => drawer.getByRole('link', { name: 'Prices' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'drawer-en-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('gives the focus back to the burger when the drawer closes with Escape, at 360 px', async () => {
    const { context, page } = await newVisitor(browser, { viewport: SMALL_PHONE });
    await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The first opening mounts the drawer (it loads on demand), the second finds it mounted.
    for (let round = 1; round <= 2; round++) {
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 5_000 })
        .toBe('Open menu');
    }
    await context.close();
  });

  it('gives the focus back to the search box when the IDN language picker closes with Escape', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
    const search = page.getByRole('searchbox', { name: /^Domain name/ });
    await search.fill('bücher');
    await search.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Language of the domain name' });
    await expect.poll(() => picker.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => picker.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    await expect.poll(() => search.evaluate((element) => element === document.activeElement), { timeout: 5_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  it('shows the page-not-found screen for unknown paths, and a JSON 404 for unknown API paths', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE' });
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    // The server knows the route table: search engines and monitors see a 404, the visitor the app's screen.
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Seite nicht gefunden' }).count()).toBe(1);
    await expectAccessible(page);
    const api = await page.request.get(`${baseUrl()}/api/v1/no/such/call`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, errors: [{ code: 1040 }] });
    await context.close();
  });

  it('resolves the legacy links', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/?mode=page&page=terms_cond`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/terms/general');
    await page.goto(`${baseUrl()}/imprint#privacy`);
    await expect.poll(() => page.locator('#privacy').count()).toBe(1);
    await context.close();
  });
});

describe('settings', () => {
  it('changes language and currency in the settings dialog and keeps them after a reload', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/home`);
    await page
      .getByRole('button', { name: /^Settings/ })
      .first()
      .click();
    const language = page.getByLabel('Language');
    await expect.poll(() => language.isVisible()).toBe(true);
    await expectAccessible(page);
    await language.selectOption({ label: 'Deutsch' });
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    const status = await page.request.get(`${baseUrl()}/api/v1/user/status`);
    expect((await status.json()).result.localization).toMatchObject({ language: 'de', currency: 'USD' });
    await context.close();
  });
});

describe('login and logout', () => {
  it('sends a visitor from a login-only page to Login and back there after logging in, then logs out', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/user/orders`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('The login or password is not correct.').count()).toBeGreaterThan(0);

    await page.getByLabel('Password', { exact: true }).fill('demo-password-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/orders');
    await expect.poll(() => page.getByText('demo@example.com').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'logged-in-en-desktop');

    // A logged-in user opening Login goes to the dashboard.
    await page.goto(`${baseUrl()}/user/login`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/dashboard');

    await page.getByRole('button', { name: 'Account of demo@example.com' }).click();
    await page.getByRole('link', { name: 'Log off' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect.poll(() => page.getByText('You have been logged out.').count()).toBeGreaterThan(0);
    const status = await page.request.get(`${baseUrl()}/api/v1/user/status`);
    expect((await status.json()).result.authenticated).toBe(false);
    await context.close();
  });

  it('registers a new customer', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/user/register`);
    await expectAccessible(page);
    await page.getByLabel('E-mail address').fill(`new-${Date.now()}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill('a-long-and-fine-secret');
    await page.getByLabel('I accept the general terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/dashboard');
    await context.close();
  });
});
