import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';
import { waitForMail } from './support/mailbox';
import { api, apiGet } from './support/api';
import { pdfLines } from '../server/test/pdf-text';

/*
 * The prepaid account and the orders, as one customer goes through them: open the account from
 * the menu, a refused and an approved top-up on the sandbox gateway's hosted page, the low-balance
 * notice kept after a reload, a domain paid from the balance that becomes a completed order with
 * its invoice as a PDF. The tests of the first block build on each other in order. Then a German
 * customer opens an account and finds no orders yet.
 */

let browser: Browser;

/** A call to the shop API in a page's session, as the web app makes it. */
/**
 * A fresh customer, registered through the API in this browser context before the app is opened
 * (the session's id changes at registration, which would reload an app already running).
 */
async function registerCustomer(page: Page, prefix: string): Promise<string> {
  const login = `e2e-${prefix}-${Date.now()}-${randomBytes(2).toString('hex')}@example.org`;
  await api(page, '/user/register', { login, password: 'Quiet-Meadow-Compass-2026', accept_terms: true });
  return login;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the prepaid account and the orders of a customer', () => {
  let context: BrowserContext;
  let page: Page;
  let login = '';
  const path = () => new URL(page.url()).pathname;
  const heading = () => page.locator('h1').first().textContent();
  const balance = () => page.getByTestId('account-balance').textContent();

  async function openAccountMenu(): Promise<void> {
    const button = page.getByRole('button', { name: 'My account', exact: true }).first();
    await button.click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Dashboard' }).isVisible()).toBe(true);
  }

  beforeAll(async () => {
    ({ context, page } = await newVisitor(browser));
    login = await registerCustomer(page, 'account');
  });

  afterAll(async () => {
    await context?.close();
  });

  it('opens the account from the menu, and the menu changes at once', async () => {
    await page.goto(`${baseUrl()}/user/dashboard`);
    await expect.poll(heading).toBe('Dashboard');
    await expectAccessible(page);
    await openAccountMenu();
    expect(await page.getByRole('menuitem', { name: 'Fund account' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Create a payment account' }).click();
    await expect.poll(path).toBe('/user/account/create');
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
    await expect.poll(heading).toBe('Create a payment account');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open prepaid account' }).click();
    await expect.poll(path).toBe('/user/account/overview');
    await expect.poll(balance).toBe('€0.00');
    await expect.poll(() => page.getByText('No transactions yet. Your top-ups and payments appear here.').isVisible()).toBe(true);
    await expectAccessible(page);

    // Without a reload: the payment part of the menu now offers the account's pages.
    await openAccountMenu();
    expect(await page.getByRole('menuitem', { name: 'Create a payment account' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Account overview' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Fund account' }).click();
    await expect.poll(path).toBe('/user/account/increase');
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
  });

  it('refuses a top-up below the minimum and changes nothing', async () => {
    await expect.poll(heading).toBe('Fund account');
    await expect
      .poll(() => page.getByText('At least €10.00; at most €5,000.00 fits under your limit of €5,000.00.').isVisible())
      .toBe(true);
    await page.getByLabel('Amount in EUR').fill('5');
    await page.getByLabel('Credit card').check();
    await page.getByRole('button', { name: 'Pay €5.00' }).click();
    await expect.poll(() => page.getByText('The amount is less than the minimum of €10.00.').isVisible()).toBe(true);
    await expectAccessible(page);
    expect(path()).toBe('/user/account/increase');
    const transactions = await apiGet<{ total: number; account: { balance: number } }>(page, '/account/transactions');
    expect(transactions).toMatchObject({ total: 0, account: { balance: 0 } });
  });

  it('tops up by card on the hosted page and shows the new balance and the transaction', async () => {
    await page.getByLabel('Amount in EUR').fill('50');
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await expect.poll(() => page.getByRole('heading', { name: 'Sandbox payment' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL(/\/user\/account\/overview$/);
    await expect.poll(() => page.getByText('Your top-up of €50.00 has been booked.').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(balance).toBe('€50.00');
    const row = page.getByTestId('transaction').first();
    await expect.poll(() => row.textContent()).toContain('Top-up');
    expect(await row.textContent()).toContain('+€50.00');
    await expectAccessible(page);
    await screenshot(page, 'account-overview-en-desktop');

    await page.getByRole('link', { name: 'All transactions' }).first().click();
    await expect.poll(path).toBe('/user/account/payment/overview');
    await expect.poll(() => page.getByTestId('transaction').count()).toBe(1);
    await expectAccessible(page);
  });

  it('keeps the low-balance notification after a reload', async () => {
    await page.goto(`${baseUrl()}/user/account/overview`);
    const threshold = page.getByLabel('Notify below');
    await expect.poll(() => threshold.isDisabled()).toBe(true);
    await page.getByLabel('Notify me when the balance is low').check();
    await threshold.fill('45');
    await page.getByRole('button', { name: 'Save notification' }).click();
    await expect.poll(() => page.getByText('The low-balance notification has been saved.').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByTestId('notification-current').textContent()).toBe('Currently: notify below €45.00.');
    expect(await page.getByLabel('Notify me when the balance is low').isChecked()).toBe(true);
    expect(await page.getByLabel('Notify below').inputValue()).toBe('45.00');
    await expectAccessible(page);
  });

  it('shows a domain paid from the balance as an order that completes, with its invoice as a PDF', async () => {
    const name = `e2e-order-${Date.now()}.com`;
    const since = Date.now();
    await api(page, `/cart/add/domain/${name}`);
    await api(page, '/pay/settings', { type: 'register', method: 'balance' });
    await api(page, '/pay/save/contact', {
      type: 'register',
      contact: {
        name: 'Erika Mustermann',
        street: ['Hauptstraße 1'],
        city: 'Köln',
        postal_code: '50667',
        country: 'DE',
        phone: '+49.2211234567',
        email: 'erika@mustermann.example',
      },
    });
    const init = await apiGet<{ quote: { fingerprint: string; gross: number } }>(page, '/pay/init/register');
    const paid = await api<{ status: string; order: { id: number } }>(page, '/pay/commit', {
      type: 'register',
      idempotency_key: randomBytes(16).toString('hex'),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    expect(paid.status).toBe('paid');
    const orderId = paid.order.id;

    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect.poll(path).toBe('/user/orders');
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
    const order = page.locator(`#order-${orderId}`);
    await expect.poll(() => order.getByRole('heading', { name: `Order ${orderId}` }).isVisible()).toBe(true);
    expect(await order.textContent()).toContain(name);
    // The page reads the list again while the registration runs, until the order is completed.
    await expect.poll(() => order.locator('.mantine-Badge-root').first().textContent(), { timeout: 30_000 }).toBe('Completed');
    expect(await order.textContent()).toContain('Paid with: Prepaid balance');
    await expectAccessible(page);
    await screenshot(page, 'orders-en-desktop');

    const link = order.getByRole('link', { name: /^Invoice RE-\d{4}-\d{6} \(PDF\)$/ });
    await expect.poll(() => link.isVisible()).toBe(true);
    const number = /RE-\d{4}-\d{6}/.exec((await link.textContent())!)![0];
    // A plain link: the browser's session cookie authenticates the download.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfLines(bytes);
    expect(lines).toContain(number);
    expect(lines[lines.indexOf('Order') + 1]).toBe(String(orderId));
    expect(lines.join('\n')).toContain(name);

    // The payment took the balance below the notice's 45.00: one e-mail, and the ledger says which order.
    const mail = await waitForMail(login, { since, subject: 'is low' });
    expect(mail.linkPath).toBe('/user/account/increase');
    await page.goto(`${baseUrl()}/user/account/payment/overview`);
    const payment = page.getByTestId('transaction').first();
    await expect.poll(() => payment.textContent()).toContain(`Payment of order ${orderId}`);
    expect(await payment.textContent()).toContain(`-€${(init.quote.gross / 100).toFixed(2)}`);
    await payment.getByRole('link', { name: `Order ${orderId}` }).click();
    await expect.poll(path).toBe('/user/orders');
    await expect.poll(() => order.isVisible()).toBe(true);
  });
});

describe('a German customer on a phone', () => {
  it('opens the account in German, gets the bank details of a transfer and finds no orders yet, without sideways scrolling', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE', viewport: PHONE });
    // The page's own content fits the phone's width (the header and system bar are checked by the shell's tests).
    const fitsTheScreen = async () => {
      const wide = await page.evaluate(
        (width) =>
          [...document.querySelectorAll('main *')]
            .filter((element) => element.getBoundingClientRect().right > width + 1)
            .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
        PHONE.width,
      );
      expect(wide).toEqual([]);
    };
    try {
      await registerCustomer(page, 'konto');
      // The API request carries no browser language; the customer picks German in the settings.
      await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
      await page.goto(`${baseUrl()}/user/account/create`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Guthabenkonto anlegen');
      await expect.poll(() => page.getByRole('heading', { name: 'Aus einem Guthaben bezahlen' }).isVisible()).toBe(true);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Guthabenkonto eröffnen' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/user/account/overview');
      await expect.poll(() => page.getByTestId('account-balance').textContent()).toMatch(/^0,00\s€$/);
      await expect.poll(() => page.getByText('Noch keine Umsätze. Ihre Aufladungen und Zahlungen erscheinen hier.').isVisible()).toBe(true);
      await expectAccessible(page);
      await fitsTheScreen();
      await screenshot(page, 'account-overview-de-phone');

      await page.goto(`${baseUrl()}/user/account/increase`);
      await page.getByLabel('Betrag in EUR').fill('12,5');
      await page.getByLabel('Überweisung').check();
      await page.getByRole('button', { name: /^12,50\s€ bezahlen$/ }).click();
      await expect.poll(() => page.getByRole('heading', { name: /^Bitte überweisen Sie 12,50\s€$/ }).isVisible()).toBe(true);
      expect(await page.getByText(/^DS-\d{8}$/).count()).toBe(1);
      await expectAccessible(page);
      await fitsTheScreen();
      await screenshot(page, 'account-bank-transfer-de-phone');

      await page.goto(`${baseUrl()}/user/orders`);
      await expect.poll(() => page.getByText('Sie haben noch nichts bestellt.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Nach einer Domain suchen' }).getAttribute('href')).toBe('/domain/search');
      await expectAccessible(page);
      await fitsTheScreen();
    } finally {
      await context.close();
    }
  });
});
