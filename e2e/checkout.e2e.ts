import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectKeyboardReachable, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';
import { api, apiGet } from './support/api';

/*
 * The register checkout as customers go through it: a visitor's cart that joins the account at
 * login and is paid by card on the sandbox gateway's hosted page; a declined card that leaves the
 * cart as it was; a top-up of the prepaid account followed by a payment from the balance. Every
 * customer is registered fresh through the API, so the demo data stays untouched.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Silent-Harbour-Lantern-2026';
const stamp = Date.now().toString(36);

/** A call to the shop API in a page's session, as the web app makes it. */
/** A customer registered through the API in a browser of its own; `prepare` runs in its logged-in session. */
async function createCustomer(login: string, prepare?: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newVisitor(browser);
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await api(page, '/user/register', { login, password: PASSWORD, accept_terms: true });
  await prepare?.(page);
  await context.close();
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

async function logInOnLoginPage(page: Page, login: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/user/login');
  await page.getByLabel('E-mail address').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logIn(page: Page, login: string) {
  await page.goto(`${baseUrl()}/user/login`);
  await acceptCookies(page);
  await expect.poll(() => page.getByLabel('E-mail address').count(), { timeout: 10_000 }).toBe(1);
  await expectAccessible(page);
  await logInOnLoginPage(page, login);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toBe('/user/login');
}

const path = (page: Page) => new URL(page.url()).pathname;

/** Fills the registrant contact (a fresh customer has no billing address to start from) and saves it. */
async function saveContact(page: Page) {
  await page.getByLabel('Full name').fill('Erika Mustermann');
  await page.getByLabel('Street and number').fill('Hauptstraße 1');
  await page.getByLabel('Postal code').fill('50667');
  await page.getByLabel('City', { exact: false }).first().fill('Köln');
  // A phone without the +CC.number form is refused in words first.
  await page.getByLabel('Phone').fill('0221 1234567');
  await page.getByRole('button', { name: 'Save contact and continue' }).click();
  await expect.poll(() => page.getByText('Please write the number as +CC.number, e.g. +49.301234567.').count()).toBe(1);
  await page.getByLabel('Phone').fill('+49.2211234567');
  await page.getByRole('button', { name: 'Save contact and continue' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Change contact' }).count(), { timeout: 10_000 }).toBe(1);
}

/** Chooses a method, accepts the terms, consents to the start before the withdrawal period ends and pays; answers the amount the button named. */
async function pay(page: Page, method: string): Promise<string> {
  const radio = page.getByRole('radio', { name: method });
  await radio.check();
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
  await page.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }).check();
  await page.getByRole('checkbox', { name: /I expressly agree that you start the registration/ }).check();
  const button = page.getByRole('button', { name: /^Pay .+ now$/ });
  const label = (await button.textContent()) ?? '';
  await button.click();
  return label.replace(/^Pay (.+) now$/, '$1');
}

const domainsList = (page: Page) => page.getByRole('list', { name: 'Your domains' });

describe('the register checkout', () => {
  it('a visitor fills the cart, logs in, sees it merged, pays by card on the hosted page and sees the names registered', async () => {
    const login = `e2e-checkout-${stamp}@example.org`;
    const stem = `zq-co-${stamp}`;
    const own = `${stem}-mine.com`;
    // The customer already has a name in the cart from an earlier visit.
    await createCustomer(login, async (page) => {
      await api(page, `/cart/add/domain/${own}`);
    });

    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/search/${stem}.com`);
    await acceptCookies(page);
    for (const name of [`${stem}.com`, `${stem}.net`]) {
      const add = page.getByRole('button', { name: `Add to cart: ${name}` });
      await expect.poll(() => add.count(), { timeout: 15_000 }).toBe(1);
      await add.click();
      await expect
        .poll(
          () =>
            page
              .getByRole('list', { name: /Search results/ })
              .locator(`li[data-domain="${name}"]`)
              .getByText('In cart')
              .count(),
          { timeout: 10_000 },
        )
        .toBe(1);
    }
    await expectAccessible(page);

    // A mailbox for the .com name on the cart overview.
    await page.goto(`${baseUrl()}/cart/overview`);
    const com = page.getByRole('group', { name: `${stem}.com`, exact: true });
    await expect.poll(() => com.count(), { timeout: 10_000 }).toBe(1);
    await com.getByRole('textbox', { name: /Mailbox name/ }).fill('team');
    await com.getByRole('button', { name: 'Add mailbox' }).click();
    await expect.poll(() => com.getByText(`team@${stem}.com`).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);

    // Checkout needs a login; afterwards the visitor's names have joined the customer's own.
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/user/login');
    await expectAccessible(page);
    await logInOnLoginPage(page, login);
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/cart/checkout');
    const items = page.getByRole('table', { name: 'Items of this order' });
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);
    for (const text of [
      `Domain registration ${stem}.com`,
      `Domain registration ${stem}.net`,
      `Domain registration ${own}`,
      `team@${stem}.com`,
    ]) {
      expect(await items.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    expect(await page.getByRole('group', { name: 'Order totals' }).textContent()).toContain('VAT (19%)');
    // The home country is locked while paying (spec §6).
    await page
      .getByRole('button', { name: /^Settings/ })
      .first()
      .click();
    const country = page.getByRole('combobox', { name: 'Home country' });
    await expect.poll(() => country.isDisabled(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => country.count(), { timeout: 5_000 }).toBe(0);
    await expectAccessible(page);

    await saveContact(page);
    await expectAccessible(page);
    await screenshot(page, 'checkout-desktop');
    const amount = await pay(page, 'Credit card');

    // The sandbox gateway's hosted page, a full page load away.
    await expect.poll(() => path(page), { timeout: 15_000 }).toMatch(/^\/pay\/sandbox\//);
    expect(await page.getByText(amount).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect.poll(() => path(page), { timeout: 15_000 }).toMatch(/^\/cart\/checkout\/status\/\d+$/);
    await expect.poll(() => page.getByText('Thank you for your order').count(), { timeout: 20_000 }).toBe(1);
    const orderNumber = await page.getByTestId('order-number').textContent();
    expect(orderNumber).toMatch(/^\d+$/);
    await expect.poll(() => domainsList(page).getByText('Registered', { exact: true }).count(), { timeout: 45_000 }).toBe(3);
    expect(await domainsList(page).textContent()).toContain(`${stem}.net`);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'checkout-status-paid-desktop');

    // Reload-safe: the same state comes back from the server.
    await page.reload();
    await expect.poll(() => domainsList(page).getByText('Registered', { exact: true }).count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
    // The order is listed on the customer's orders page, completed, with its names; the cart is empty.
    await page.getByRole('link', { name: 'My orders' }).click();
    await expect.poll(() => path(page)).toBe('/user/orders');
    const listed = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => listed.getByText('Completed', { exact: true }).count()).toBeGreaterThan(0);
    for (const name of [`${stem}.com`, `${stem}.net`, own])
      expect(await listed.getByText(name, { exact: false }).count(), name).toBeGreaterThan(0);
    await expectAccessible(page);
    expect((await apiGet<{ register: { count: number } }>(page, '/cart/list/all')).register.count).toBe(0);

    // And the names are the customer's domains now, each with its expiry date.
    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(() => page.getByRole('table').count(), { timeout: 15_000 }).toBe(1);
    for (const name of [`${stem}.com`, `${stem}.net`, own]) {
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
      expect(await row.textContent(), name).toMatch(new RegExp(String(new Date().getUTCFullYear() + 1)));
    }
    await expectAccessible(page);
    await context.close();
  });

  it('a declined card leaves the cart as it was (on a phone)', async () => {
    const login = `e2e-declined-${stamp}@example.org`;
    const name = `zq-declined-${stamp}.com`;
    await createCustomer(login);
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    await logIn(page, login);
    await api(page, `/cart/add/domain/${name}`);
    await page.goto(`${baseUrl()}/cart/checkout`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Items of this order' }).getByText(name, { exact: false }).count(), { timeout: 10_000 })
      .toBe(1);
    await saveContact(page);
    await expectAccessible(page);
    // The checkout fits the phone's width: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'checkout-phone');
    await pay(page, 'Credit card');
    await expect.poll(() => path(page), { timeout: 15_000 }).toMatch(/^\/pay\/sandbox\//);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect.poll(() => page.getByText('Payment declined').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('Your cart is unchanged', { exact: false }).count()).toBe(1);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to the cart' }).click();
    await expect.poll(() => path(page)).toBe('/cart/overview');
    await expect.poll(() => page.getByRole('group', { name, exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);
    await context.close();
  });

  it('a customer tops up the prepaid account on the hosted page and pays a cart from the balance', async () => {
    const login = `e2e-balance-${stamp}@example.org`;
    const name = `zq-balance-${stamp}.com`;
    await createCustomer(login);
    const { context, page } = await newVisitor(browser);
    await logIn(page, login);
    await api(page, '/user/account/create');
    const topUp = await api<{ redirect_url: string }>(page, '/user/account/increase', {
      amount: 10_000,
      method: 'card',
      idempotency_key: `e2e-top-up-${stamp}-0001`,
    });
    await page.goto(`${baseUrl()}${new URL(topUp.redirect_url).pathname}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/user/account/overview');
    await expect.poll(async () => (await apiGet<{ balance: number }>(page, '/account/overview')).balance, { timeout: 10_000 }).toBe(10_000);
    await expect.poll(() => page.getByText('€100.00', { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectAccessible(page);

    await api(page, `/cart/add/domain/${name}`);
    await page.goto(`${baseUrl()}/cart/checkout`);
    const balance = page.getByRole('radio', { name: 'Prepaid balance' });
    await expect.poll(() => balance.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Balance: €100.00.').count()).toBe(1);
    await saveContact(page);
    expect(await balance.isDisabled()).toBe(false);
    await expectAccessible(page);
    const amount = await pay(page, 'Prepaid balance');

    // Paid at once: straight to the status page, no gateway.
    await expect.poll(() => path(page), { timeout: 15_000 }).toMatch(/^\/cart\/checkout\/status\/\d+$/);
    await expect.poll(() => page.getByText('Thank you for your order').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText(`We received your payment of ${amount} by prepaid balance`, { exact: false }).count()).toBe(1);
    await expect.poll(() => domainsList(page).getByText('Registered', { exact: true }).count(), { timeout: 45_000 }).toBe(1);
    await expectAccessible(page);
    const after = (await apiGet<{ balance: number }>(page, '/account/overview')).balance;
    expect(after).toBeLessThan(10_000);
    expect(after).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});
