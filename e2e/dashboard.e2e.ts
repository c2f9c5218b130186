import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectFitsWidth,
  launchBrowser,
  newVisitor,
  PHONE,
  screenshot,
  SMALL_PHONE,
} from './support/browser';
import { api, apiGet } from './support/api';
import { customerWithDomains } from './support/customer';

/*
 * The dashboard as a customer sees it: a fresh customer buys one name through the API, paid from
 * the prepaid balance (topped up by card on the sandbox gateway's hosted page), and then finds it
 * counted on the dashboard, with the order, the balance and every other card loaded (or, for a
 * list whose call fails, reading Error), in English, in German and on a phone. Then a visitor puts
 * a premium name into the cart from /domain/premium-and-expiring.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const NAME = `e2edb-${stamp}.com`;
const CONTACT = {
  name: 'Dora Domain',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'dora@example.org',
};
const heading = (on: Page) => on.locator('h1').first().textContent();
const card = (on: Page, title: string) =>
  on.locator('section').filter({ has: on.getByRole('heading', { level: 2, name: title, exact: true }) });

/** A card has finished loading: it shows its content or the value Error, never a skeleton. */
async function loaded(on: Page, title: string): Promise<string> {
  const section = card(on, title);
  await expect.poll(() => section.count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => section.getByRole('status').count(), { timeout: 15_000 }).toBe(0);
  return (await section.textContent()) ?? '';
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await customerWithDomains(page, { login: `e2e-dashboard-${stamp}@example.org`, amount: 20_000, names: [NAME], contact: CONTACT });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('dashboard', () => {
  it('is in the account menu and shows the customer their domain, order, balance and every list', async () => {
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('button', { name: 'My account', exact: true }).first().click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Dashboard' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/dashboard');
    await expect.poll(() => heading(page)).toBe('Dashboard');

    await expect.poll(() => page.getByTestId('count-all').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await page.getByTestId('count-expiring').textContent()).toBe('0');
    expect(await loaded(page, 'Latest orders')).toMatch(/Completed/);
    expect(await loaded(page, 'Prepaid balance')).toMatch(/€/);
    expect(await loaded(page, 'Expiring within 30 days')).toContain('No domain expires in the next 30 days.');
    expect(await loaded(page, 'In redemption')).toContain('No domain is waiting to be restored.');
    expect(await loaded(page, 'In auto-renew grace')).toContain('No domain is in its auto-renew grace period.');
    expect(await loaded(page, 'Outgoing transfers')).toContain('No other registrar has asked for one of your domains.');
    // Its own call: the open transfers list, or Error when that call fails (spec §8).
    expect(await loaded(page, 'Incoming transfers')).toMatch(/No transfer to us is under way\.|Error/);
    expect(await loaded(page, 'Customer news')).not.toBe('');
    expect(await loaded(page, 'Offers')).not.toBe('');
    expect(await card(page, 'In redemption').getByRole('link', { name: 'Restore domains' }).getAttribute('href')).toBe(
      '/domain/restore/rgp',
    );
    await expectAccessible(page);
    await screenshot(page, 'dashboard-en-desktop');
  });

  it('fits a phone without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => page.getByTestId('count-all').textContent(), { timeout: 15_000 }).toBe('1');
    await loaded(page, 'Latest orders');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-en-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('speaks German', async () => {
    await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await page.goto(`${baseUrl()}/user/dashboard`);
    await expect.poll(() => heading(page)).toBe('Dashboard');
    await expect.poll(() => page.getByTestId('count-all').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await loaded(page, 'Letzte Bestellungen')).toMatch(/Abgeschlossen/);
    expect(await loaded(page, 'Laufen in 30 Tagen ab')).toContain('In den nächsten 30 Tagen läuft keine Domain ab.');
    expect(await loaded(page, 'Eingehende Transfers')).toMatch(/Zurzeit läuft kein Transfer zu uns\.|Fehler/);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-de-desktop');

    // At 360 px the German quick links ("Premium- und auslaufende Domains") wrap instead of being cut off.
    await page.setViewportSize(SMALL_PHONE);
    await expect.poll(() => page.getByRole('link', { name: 'Premium- und auslaufende Domains' }).isVisible()).toBe(true);
    await expectFitsWidth(page);
    await screenshot(page, 'dashboard-de-phone');
    await api(page, '/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Premium and expiring domains' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expectFitsWidth(page);
    await page.setViewportSize(DESKTOP);
  });
});

describe('premium and expiring domains', () => {
  it('lets a visitor put a premium name into the cart and shows names on the drop list with their release date', async () => {
    const visitor = await newVisitor(browser);
    try {
      const on = visitor.page;
      await on.goto(`${baseUrl()}/domain/premium-and-expiring?kind=premium&tld=io`, { waitUntil: 'networkidle' });
      await expect.poll(() => heading(on)).toBe('Premium and expiring domains');
      const addButtons = on.getByRole('button', { name: /^Add .+ to the cart$/ });
      await expect.poll(() => addButtons.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const label = (await addButtons.first().getAttribute('aria-label'))!;
      const domain = label.replace(/^Add (.+) to the cart$/, '$1');
      expect(domain).toMatch(/\.io$/);
      await expectAccessible(on);
      await addButtons.first().click();
      await expect
        .poll(() => on.getByRole('link', { name: `${domain} is in the cart: go to the cart` }).count(), { timeout: 15_000 })
        .toBe(1);
      const cart = await apiGet<{ register: { items: Record<string, { domain: string; premium: boolean }> } }>(on, '/cart/list/all');
      expect(Object.values(cart.register.items).map((item) => [item.domain, item.premium])).toEqual([[domain, true]]);
      await screenshot(on, 'premium-en-desktop');

      // The drop list: a name still held shows the day it becomes free, not a cart button.
      // Mantine's segmented control hides its radios behind their labels, as a native control's styling would.
      await on.locator('label', { hasText: /^Expiring$/ }).click();
      await expect.poll(() => on.getByRole('radio', { name: 'Expiring' }).isChecked()).toBe(true);
      await expect.poll(() => new URL(on.url()).searchParams.get('kind')).toBe('expiring');
      await on.getByRole('combobox', { name: 'Domain ending' }).selectOption({ label: 'All endings' });
      await expect.poll(() => new URL(on.url()).searchParams.get('tld')).toBe(null);
      const free = on.getByText(/^Free from /);
      await expect.poll(() => free.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await on.getByRole('button', { name: /^Add .+ to the cart$/ }).count()).toBe(0);
      await expectAccessible(on);

      await on.setViewportSize(PHONE);
      expect(await on.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(on, 'premium-en-phone');
    } finally {
      await visitor.context.close();
    }
  });
});
