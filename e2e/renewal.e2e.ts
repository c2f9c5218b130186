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
import { api, apiGet } from './support/api';
import { completedOrders, customerWithDomains } from './support/customer';
import { waitForMail } from './support/mailbox';

/*
 * Renewals as one customer does them: a fresh customer owns three names (bought through the API,
 * paid from the prepaid balance), renews one for a year, another for three and a .de name with the
 * local presence (trustee) service on the renew page, checks the renew cart, pays it from the
 * balance on the renew payment page, and finds the new expiry dates in "My domains" after a
 * reload. Simple renew is tried as a visitor first; at the end a
 * visitor in another browser has a renewal link sent to the holder and pays a renewal with it by
 * card, without an account. Axe runs on every page visited. The tests build on each other in order.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const ALPHA = `e2erw-${stamp}-alpha.com`;
const BETA = `e2erw-${stamp}-beta.net`;
// A .de name: DENIC asks for a local presence, which the shop offers as its trustee service.
const GAMMA = `e2erw-${stamp}-gamma.de`;
const LOGIN = `e2e-renewal-${stamp}@example.org`;
const CONTACT = {
  name: 'Rena Renew',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'rena@example.org',
};
const expiries = new Map<string, string>();

const path = () => new URL(page.url()).pathname;
const heading = () => page.locator('h1').first().textContent();
const expiryText = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const plusYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};
const card = (name: string) => page.getByRole('article', { name });

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
  it('a customer owns three names, bought and paid from the prepaid balance', async () => {
    for (const [name, expiry] of await customerWithDomains(page, {
      login: LOGIN,
      amount: 40_000,
      names: [ALPHA, BETA, GAMMA],
      contact: CONTACT,
    }))
      expiries.set(name, expiry);
    expect([...expiries.keys()].sort()).toEqual([ALPHA, BETA, GAMMA]);
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

  it('lists the names on the renew page; one goes into the cart for a year, another for three', async () => {
    await page.goto(`${baseUrl()}/domain/renew`);
    await expect.poll(heading).toBe('Renew domains');
    await expect.poll(() => card(ALPHA).count(), { timeout: 15_000 }).toBe(1);
    expect(await card(BETA).count()).toBe(1);
    expect(await card(ALPHA).textContent()).toContain(`Expires on ${expiryText(expiries.get(ALPHA)!)}`);
    await expectAccessible(page);

    await card(ALPHA)
      .getByRole('button', { name: `Add the renewal of ${ALPHA} to the cart` })
      .click();
    await expect.poll(() => card(ALPHA).getByText('In cart').count(), { timeout: 10_000 }).toBe(1);
    await closeCartPopupOnceOpen(page);

    // Before it is in the cart, a longer period is priced by the server (renew info).
    const price = () =>
      card(BETA)
        .getByText(/^Price: /)
        .textContent();
    const oneYear = await price();
    await card(BETA).getByRole('combobox', { name: 'Period' }).selectOption('3');
    await expect.poll(price, { timeout: 10_000 }).not.toBe(oneYear);
    expect(await card(BETA).textContent()).toContain(`after renewal ${expiryText(plusYears(expiries.get(BETA)!, 3))}`);
    await card(BETA)
      .getByRole('button', { name: `Add the renewal of ${BETA} to the cart` })
      .click();
    await expect.poll(() => card(BETA).getByText('In cart').count(), { timeout: 10_000 }).toBe(1);
    await closeCartPopupOnceOpen(page);
    expect(await card(BETA).getByRole('combobox', { name: 'Period' }).inputValue()).toBe('3');
    await expectAccessible(page);
    await screenshot(page, 'renew-list-en-desktop');
    await expectKeyboardReachable(page);
  });

  it('books the local presence service with the renewal of the .de name, priced before it goes into the cart', async () => {
    const price = () =>
      card(GAMMA)
        .getByText(/^Price: /)
        .textContent();
    const without = await price();
    const trustee = card(GAMMA).getByRole('checkbox', { name: /^Local presence service \(trustee\), .+ a year$/ });
    expect(await trustee.isChecked()).toBe(false);
    // A .com name has no such service: no option on its card.
    expect(
      await card(ALPHA)
        .getByRole('checkbox', { name: /Local presence service/ })
        .count(),
    ).toBe(0);
    // The box shows the server's priced choice: it turns checked once renew info has answered.
    await trustee.click();
    await expect.poll(() => trustee.isChecked(), { timeout: 10_000 }).toBe(true);
    await expect.poll(price, { timeout: 10_000 }).not.toBe(without);
    await card(GAMMA)
      .getByRole('button', { name: `Add the renewal of ${GAMMA} to the cart` })
      .click();
    await expect.poll(() => card(GAMMA).getByText('In cart').count(), { timeout: 10_000 }).toBe(1);
    await closeCartPopupOnceOpen(page);
    expect(await trustee.isChecked()).toBe(true);
    await expectAccessible(page);
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

    // At 360 px, in English and German: the title ("Verlängerungs-Warenkorb") and the items'
    // texts ("Domainverlängerung …") wrap between words, nothing is cut off or scrolls sideways.
    await page.setViewportSize(SMALL_PHONE);
    for (const language of ['de', 'en'] as const) {
      await api(page, '/user/localization', { language, currency: 'EUR', country: 'DE' });
      await page.goto(`${baseUrl()}/cart/renew/overview`);
      await expect.poll(() => page.getByText(BETA).first().isVisible(), { timeout: 15_000 }).toBe(true);
      await expectFitsWidth(page);
      await screenshot(page, `renew-cart-${language}-small-phone`);
    }
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl()}/domain/renew`);
    await expect.poll(() => card(BETA).count(), { timeout: 15_000 }).toBe(1);
  });

  it('shows the renew cart with the three renewals, VAT and total', async () => {
    await page.getByRole('region', { name: 'Renew cart' }).getByRole('link', { name: 'Check out renewals' }).click();
    await expect.poll(path).toBe('/cart/renew/overview');
    await expect
      .poll(() => page.getByRole('cell', { name: `Domain renewal ${ALPHA}, 1 year`, exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.getByRole('cell', { name: `Domain renewal ${BETA}, 3 years`, exact: true }).count()).toBe(1);
    expect(
      await page.getByRole('cell', { name: `Domain renewal ${GAMMA}, 1 year, with local presence service`, exact: true }).count(),
    ).toBe(1);
    expect(await page.getByText(/^incl\. VAT 19 %: /).count()).toBe(1);
    await expectAccessible(page);
  });

  it('pays the renewals from the prepaid balance', async () => {
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect.poll(path).toBe('/user/domain/renew/payment');
    const balance = page.getByRole('radio', { name: 'Prepaid balance' });
    await expect.poll(() => balance.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByText(`Domain renewal ${BETA}, 3 years`).count()).toBeGreaterThan(0);
    // A renewal keeps the owner: the registrant the names were registered with is shown, nothing is asked.
    await expect
      .poll(() => page.getByText('Renewing a name does not change its owner', { exact: false }).count(), { timeout: 10_000 })
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

  it('a visitor without an account has a renewal link sent to the holder and pays the renewal with it by card', async () => {
    const since = Date.now();
    const guest = await newVisitor(browser);
    try {
      const visitor = guest.page;
      await visitor.goto(`${baseUrl()}/domain/renew/simple`);
      await visitor.getByRole('textbox', { name: 'Domain name' }).fill(ALPHA);
      await visitor.getByRole('button', { name: 'Check' }).click();
      await visitor.getByRole('button', { name: 'Send a renewal link to the holder' }).click();
      await expect
        .poll(
          () =>
            visitor.getByText(`We have sent a renewal link for ${ALPHA} to the e-mail address of its holder.`, { exact: false }).count(),
          { timeout: 10_000 },
        )
        .toBe(1);
      // The visitor is never told the holder's address.
      expect(await visitor.content()).not.toContain(LOGIN);
      await expectAccessible(visitor);

      const mail = await waitForMail(LOGIN, { since, subject: `Renew ${ALPHA} without logging in` });
      expect(mail.linkPath).toMatch(/^\/domain\/renew\/simple\?token=/);
      await visitor.goto(`${baseUrl()}${mail.linkPath}`);
      const renewed = plusYears(expiries.get(ALPHA)!, 1);
      await expect.poll(() => visitor.getByRole('heading', { name: ALPHA }).count(), { timeout: 15_000 }).toBe(1);
      expect(
        await visitor
          .getByText(`Expires on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(renewed))}`)
          .count(),
      ).toBe(1);
      const total = () => visitor.getByRole('button', { name: /^Pay / }).textContent();
      const oneYear = await total();
      await visitor.getByRole('combobox', { name: 'Renew for' }).selectOption('2');
      await expect.poll(total, { timeout: 10_000 }).not.toBe(oneYear);
      expect(await visitor.getByRole('radio', { name: /Prepaid balance/ }).count()).toBe(0);
      await expectAccessible(visitor);
      await screenshot(visitor, 'renewal-link-en-desktop');
      await expectKeyboardReachable(visitor);
      // A phone: no sideways scrolling.
      await visitor.setViewportSize(PHONE);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(visitor);
      await visitor.setViewportSize(DESKTOP);
      await visitor.getByRole('radio', { name: 'Credit card' }).check();
      await visitor.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }).check();
      await visitor.getByRole('checkbox', { name: /I expressly agree that you start the registration/ }).check();
      await visitor.getByRole('button', { name: /^Pay / }).click();

      await expect.poll(() => new URL(visitor.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\/sandbox\//);
      await visitor.getByRole('button', { name: 'Approve payment' }).click();
      await expect.poll(() => new URL(visitor.url()).pathname, { timeout: 15_000 }).toMatch(/^\/domain\/renew\/simple\/status\/\d+$/);
      await expect.poll(() => visitor.getByText('Renewed', { exact: true }).count(), { timeout: 60_000 }).toBe(1);
      await expectAccessible(visitor);
      // The link again: the term it was made for is renewed, so it says so instead of offering a payment.
      await visitor.goto(`${baseUrl()}${mail.linkPath}`);
      await expect
        .poll(() => visitor.getByText('This domain has already been renewed', { exact: true }).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await visitor.getByRole('button', { name: /^Pay / }).count()).toBe(0);
      expect(await visitor.getByRole('link', { name: 'Request a new renewal link' }).count()).toBe(0);
      await expectAccessible(visitor);
    } finally {
      await guest.context.close();
    }
    // The holder's renew list shows the two years the visitor paid.
    const list = await apiGet<{ items: Array<{ domain: string; expiry: string }> }>(page, '/domain/renew/list', { pattern: ALPHA });
    expect(list.items[0].expiry).toBe(plusYears(expiries.get(ALPHA)!, 3));
  }, 120_000);
});
