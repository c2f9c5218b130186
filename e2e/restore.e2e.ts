import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeCartPopupOnceOpen,
  DESKTOP,
  expectAccessible,
  expectFitsWidth,
  expectKeyboardReachable,
  launchBrowser,
  newVisitor,
  PHONE,
  screenshot,
  SMALL_PHONE,
} from './support/browser';
import { api } from './support/api';
import { completedOrders, customerWithDomains } from './support/customer';

/*
 * Restore from redemption as one customer does it: a fresh customer owns a name (bought through
 * the API, paid from the prepaid balance), which the shop's lifecycle deletes into redemption (the
 * test-only route of E2E_TEST_ROUTES: the browser tests run on the real clock and cannot wait for
 * an expiry). The customer finds it on /domain/restore/rgp, restores it through the rgp cart,
 * its payment overview and the payment page (from the balance), and sees it active again in My
 * domains with the expiry the registry reports. Axe runs on every page visited. A .de name: that
 * registry has no add grace period, so a new name goes into redemption when deleted (with one a
 * delete inside it would free the name at once). The tests build on each other in order.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const NAME = `e2erg-${stamp}.de`;
const CONTACT = {
  name: 'Resi Restore',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'resi@example.org',
};

const path = () => new URL(page.url()).pathname;
const heading = () => page.locator('h1').first().textContent();
const expiryText = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await customerWithDomains(page, { login: `e2e-restore-${stamp}@example.org`, amount: 30_000, names: [NAME], contact: CONTACT });

  // The lifecycle's delete of an unpaid name, now (test-only route).
  await api(page, `/test/lifecycle/redemption/${NAME}`);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('restore from redemption', () => {
  it('My domains shows the name in redemption', async () => {
    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(heading).toBe('My domains');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: NAME, exact: true }) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toContain('In redemption');
    await expectAccessible(page);
  });

  it('lists it on the restore page with its state and price, reachable by keyboard', async () => {
    await page.goto(`${baseUrl()}/domain/restore/rgp`);
    await expect.poll(heading).toBe('Restore domains');
    const card = page.getByRole('article', { name: NAME });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('In redemption');
    expect(text).toMatch(/Restore: €[\d,.]+ incl\. VAT/);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'restore-en-desktop');

    // On a phone: one card a row, no sideways scrolling.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'restore-en-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('puts it into the restore cart and shows the cart with VAT and total', async () => {
    await page.getByRole('button', { name: `Restore ${NAME}` }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe('/cart/rgp/overview');
    await closeCartPopupOnceOpen(page);
    // The page's own table (the cart popup, opened by the rising count, lists the item too).
    const table = page.getByRole('table', { name: 'Domains to restore' });
    await expect.poll(() => table.getByRole('cell', { name: `Domain restore ${NAME}`, exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(
      await page
        .getByRole('main')
        .getByText(/^Total: €/)
        .count(),
    ).toBe(1);
    await expectAccessible(page);

    // At 360 px, in German and English: the title "Wiederherstellungs-Warenkorb" and the item
    // ("Domainwiederherstellung …") wrap, nothing is cut off or scrolls sideways.
    await page.setViewportSize(SMALL_PHONE);
    for (const language of ['de', 'en'] as const) {
      await api(page, '/user/localization', { language, currency: 'EUR', country: 'DE' });
      await page.goto(`${baseUrl()}/cart/rgp/overview`);
      await expect.poll(() => page.getByRole('main').getByText(NAME, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
      await expectFitsWidth(page);
      await screenshot(page, `restore-cart-${language}-small-phone`);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole('main').getByRole('link', { name: 'Go to payment' }).click();
    await expect.poll(path).toBe('/user/domain/rgp/payment/overview');
    await expect.poll(() => page.getByText('Please check your restore order before you pay.').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page);
  });

  it('pays it from the balance and sees it active again with the expiry the registry reports', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Continue to payment' }).click();
    await expect.poll(path).toBe('/user/domain/rgp/payment');
    const balance = page.getByRole('radio', { name: 'Prepaid balance' });
    await expect.poll(() => balance.count(), { timeout: 15_000 }).toBe(1);
    // A restore keeps the owner: the registrant the name was registered with is shown, nothing is asked.
    await expect
      .poll(() => page.getByText('Restoring a name does not change its owner', { exact: false }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.locator('address').filter({ hasText: CONTACT.name }).count()).toBe(1);
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await expectAccessible(page);
    await balance.check();
    await expect.poll(() => balance.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }).check();
    await page.getByRole('checkbox', { name: /I expressly agree that you start the registration/ }).check();
    await page.getByRole('button', { name: /^Pay .+ now$/ }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/cart\/checkout\/status\/\d+$/);
    await expectAccessible(page);

    const orders = await completedOrders(page);
    expect(orders.orders[0].section).toBe('rgp');
    const expiry = orders.orders[0].items.find((item) => item.domain === NAME)!.expires_at!;
    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(heading).toBe('My domains');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: NAME, exact: true }) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Active');
    expect(await row.textContent()).toContain(expiryText(expiry));
    await expectAccessible(page);

    await page.goto(`${baseUrl()}/domain/restore/rgp`);
    await expect.poll(() => page.getByText('None of your domains is in redemption.').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page);
  });

  it('speaks German', async () => {
    await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await page.goto(`${baseUrl()}/domain/restore/rgp`);
    await expect.poll(heading).toBe('Domains wiederherstellen');
    await expect.poll(() => page.getByText('Keine Ihrer Domains ist in Redemption.').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/cart/rgp/overview`);
    await expect.poll(() => page.getByText('Ihr Wiederherstellungs-Warenkorb ist leer.').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page);
    // At 360 px the empty cart's button "Domains zum Wiederherstellen wählen" wraps its label.
    await page.setViewportSize(SMALL_PHONE);
    await expect.poll(() => page.getByRole('link', { name: 'Domains zum Wiederherstellen wählen' }).isVisible()).toBe(true);
    await expectFitsWidth(page);
    await screenshot(page, 'restore-cart-empty-de-small-phone');
    await page.setViewportSize(DESKTOP);
  });
});
