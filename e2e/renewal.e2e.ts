import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectAccessible, expectKeyboardReachable, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';
import { api, apiGet } from './support/api';

/*
 * Renewals as one customer does them: a fresh customer owns two names (bought through the API,
 * paid from the prepaid balance), renews one for a year and the other for three on the renew page,
 * checks the renew cart, pays it from the balance on the renew payment page, and finds the new
 * expiry dates in "My domains" after a reload. Simple renew is tried as a visitor first. Axe runs on
 * every page visited. The tests build on each other in order.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const ALPHA = `e2erw-${stamp}-alpha.com`;
const BETA = `e2erw-${stamp}-beta.net`;
const LOGIN = `e2e-renewal-${stamp}@example.org`;
const PASSWORD = 'Quiet-Meadow-Compass-2026';
const CONTACT = { name: 'Rena Renew', org: '', street: ['Hauptstraße 1'], city: 'Köln', state: '', postal_code: '50667', country: 'DE', phone: '+49.2211234567', email: 'rena@example.org' };
const expiries = new Map<string, string>();

const key = () => randomBytes(16).toString('hex');
const path = () => new URL(page.url()).pathname;
const heading = () => page.locator('h1').first().textContent();
const expiryText = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const plusYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};
const card = (name: string) => page.getByRole('article', { name });

type Orders = { orders: Array<{ section: string; status: string; items: Array<{ domain: string; expires_at: string | null }> }> };

/** Waits until the newest order is completed; answers the orders. */
async function completedOrders(): Promise<Orders> {
  let orders: Orders = { orders: [] };
  for (const started = Date.now(); orders.orders[0]?.status !== 'completed'; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (Date.now() - started > 60_000) throw new Error(`order not completed: ${JSON.stringify(orders)}`);
    orders = await apiGet<Orders>(page, '/user/orders');
  }
  return orders;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('renewals', () => {
  it('a customer owns two names, bought and paid from the prepaid balance', async () => {
    await api(page, '/user/register', { login: LOGIN, password: PASSWORD, accept_terms: true });
    await api(page, '/user/account/create');
    const topUp = await api<{ redirect_url: string }>(page, '/user/account/increase', { amount: 40_000, method: 'card', idempotency_key: key() });
    const hostedPage = new URL(topUp.redirect_url);
    const hosted = await page.request.post(`${baseUrl()}${hostedPage.pathname}${hostedPage.search}`, { form: { decision: 'approve' }, maxRedirects: 0 });
    expect(hosted.status()).toBe(303);
    for (const name of [ALPHA, BETA]) await api(page, `/cart/add/domain/${name}`);
    await api(page, '/pay/settings', { type: 'register', method: 'balance' });
    await api(page, '/pay/save/contact', { type: 'register', contact: CONTACT });
    const init = await apiGet<{ quote: { fingerprint: string } }>(page, '/pay/init/register');
    await api(page, '/pay/commit', { type: 'register', idempotency_key: key(), fingerprint: init.quote.fingerprint, terms: true });
    for (const item of (await completedOrders()).orders[0].items) expiries.set(item.domain, item.expires_at!);
    expect([...expiries.keys()].sort()).toEqual([ALPHA, BETA]);
  }, 90_000);

  it('simple renew finds a name registered with us, with its expiry and price', async () => {
    await page.goto(`${baseUrl()}/domain/renew/simple`);
    await expect.poll(heading).toBe('Renew a domain');
    await page.getByRole('textbox', { name: 'Domain name' }).fill(ALPHA);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.getByText(`${ALPHA} is registered with us.`).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(`Expires on ${expiryText(expiries.get(ALPHA)!)}`).count()).toBe(1);
    expect(await page.getByText(/^Renewal: .+ a year$/).count()).toBe(1);
    await expectAccessible(page);
  });

  it('lists both names on the renew page; one goes into the cart for a year, the other for three', async () => {
    await page.goto(`${baseUrl()}/domain/renew`);
    await expect.poll(heading).toBe('Renew domains');
    await expect.poll(() => card(ALPHA).count(), { timeout: 15_000 }).toBe(1);
    expect(await card(BETA).count()).toBe(1);
    expect(await card(ALPHA).textContent()).toContain(`Expires on ${expiryText(expiries.get(ALPHA)!)}`);
    await expectAccessible(page);

    await card(ALPHA).getByRole('button', { name: `Add the renewal of ${ALPHA} to the cart` }).click();
    await expect.poll(() => card(ALPHA).getByText('In cart').count(), { timeout: 10_000 }).toBe(1);

    // Before it is in the cart, a longer period is priced by the server (renew info).
    const price = () => card(BETA).getByText(/^Price: /).textContent();
    const oneYear = await price();
    await card(BETA).getByRole('combobox', { name: 'Period' }).selectOption('3');
    await expect.poll(price, { timeout: 10_000 }).not.toBe(oneYear);
    expect(await card(BETA).textContent()).toContain(`after renewal ${expiryText(plusYears(expiries.get(BETA)!, 3))}`);
    await card(BETA).getByRole('button', { name: `Add the renewal of ${BETA} to the cart` }).click();
    await expect.poll(() => card(BETA).getByText('In cart').count(), { timeout: 10_000 }).toBe(1);
    expect(await card(BETA).getByRole('combobox', { name: 'Period' }).inputValue()).toBe('3');
    await expectAccessible(page);
    await screenshot(page, 'renew-list-en-desktop');
    await expectKeyboardReachable(page);
  });

  it('fits a phone: no sideways scrolling on the renew page and the renew cart', async () => {
    await page.setViewportSize(PHONE);
    for (const target of ['/domain/renew', '/cart/renew/overview']) {
      await page.goto(`${baseUrl()}${target}`);
      await expect.poll(() => page.getByText(`${BETA}`).first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
    }
    await screenshot(page, 'renew-cart-en-phone');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl()}/domain/renew`);
    await expect.poll(() => card(BETA).count(), { timeout: 15_000 }).toBe(1);
  });

  it('shows the renew cart with both renewals, VAT and total', async () => {
    // The cart popup (opened as the cart grew) has a link of the same name: this one is the page's.
    await page.getByRole('region', { name: 'Renew cart' }).getByRole('link', { name: 'Check out renewals' }).click();
    await expect.poll(path).toBe('/cart/renew/overview');
    await expect.poll(() => page.getByRole('cell', { name: `Domain renewal ${ALPHA}, 1 year`, exact: true }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('cell', { name: `Domain renewal ${BETA}, 3 years`, exact: true }).count()).toBe(1);
    expect(await page.getByText(/^incl\. VAT 19 %: /).count()).toBe(1);
    await expectAccessible(page);
  });

  it('pays the renewals from the prepaid balance', async () => {
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect.poll(path).toBe('/user/domain/renew/payment');
    const balance = page.getByRole('radio', { name: 'Prepaid balance' });
    await expect.poll(() => balance.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByText(`Domain renewal ${BETA}, 3 years`).count()).toBeGreaterThan(0);
    await page.getByLabel('Full name').fill(CONTACT.name);
    await page.getByLabel('Street and number').fill(CONTACT.street[0]);
    await page.getByLabel('Postal code').fill(CONTACT.postal_code);
    await page.getByLabel('City', { exact: false }).first().fill(CONTACT.city);
    await page.getByLabel('Phone').fill(CONTACT.phone);
    await page.getByRole('button', { name: 'Save contact and continue' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Change contact' }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);
    await balance.check();
    await expect.poll(() => balance.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }).check();
    await page.getByRole('button', { name: /^Pay .+ now$/ }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/cart\/checkout\/status\/\d+$/);
    await expectAccessible(page);
    const orders = await completedOrders();
    expect(orders.orders[0].section).toBe('renew');
  }, 90_000);

  it('shows the new expiry dates in My domains after a reload', async () => {
    await page.goto(`${baseUrl()}/user/domains`);
    await page.reload();
    await expect.poll(heading).toBe('My domains');
    const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect.poll(() => rowOf(ALPHA).count(), { timeout: 15_000 }).toBe(1);
    expect(await rowOf(ALPHA).textContent()).toContain(expiryText(plusYears(expiries.get(ALPHA)!, 1)));
    expect(await rowOf(BETA).textContent()).toContain(expiryText(plusYears(expiries.get(BETA)!, 3)));
    await expectAccessible(page);
  });
});
