import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser';
import { api, apiGet } from './support/api';

/*
 * Transfers as one customer sees them. In: the sandbox's demo name transfer-demo.com, held by
 * another registrar with the known auth code Demo-Transfer-2026 (README, demo data), is checked and
 * put into the cart with the transfer form (a wrong code is refused there first, and again when it
 * is changed in the cart), paid from the prepaid balance, shown pending, cancelled,
 * and shown cancelled after a reload. Out: on a name of the customer's own, the auth code appears
 * after the password, and the transfer lock goes on and (confirmed) off. The tests build on each
 * other in order.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const PASSWORD = 'Quiet-Meadow-Compass-2026';
const DEMO = 'transfer-demo.com';
const DEMO_CODE = 'Demo-Transfer-2026';
const OWN = `e2etr-${stamp}.com`;
const CONTACT = {
  name: 'Tara Transfer',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'tara@example.org',
};

type Transfers = { transfers: Array<{ id: number; domain: string; state: string }> };
type Orders = { orders: Array<{ status: string; items: Array<{ domain: string }> }> };

const key = () => randomBytes(16).toString('hex');
const heading = () => page.locator('h1').first().textContent();
const snackbarText = (text: string) => page.getByText(text, { exact: true });

/** Pays the register cart from the balance, as the checkout does, through the API in the page's session. */
async function payCartFromBalance(): Promise<void> {
  await api(page, '/pay/settings', { type: 'register', method: 'balance' });
  await api(page, '/pay/save/contact', { type: 'register', contact: CONTACT });
  const init = await apiGet<{ quote: { fingerprint: string } }>(page, '/pay/init/register');
  await api(page, '/pay/commit', {
    type: 'register',
    idempotency_key: key(),
    fingerprint: init.quote.fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > 60_000) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await api(page, '/user/register', { login: `e2e-transfers-${stamp}@example.org`, password: PASSWORD, accept_terms: true });

  // The prepaid balance, topped up by card on the sandbox gateway's hosted page.
  await api(page, '/user/account/create');
  const topUp = await api<{ redirect_url: string }>(page, '/user/account/increase', {
    amount: 20_000,
    method: 'card',
    idempotency_key: key(),
  });
  const hostedPage = new URL(topUp.redirect_url);
  const hosted = await page.request.post(`${baseUrl()}${hostedPage.pathname}${hostedPage.search}`, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(hosted.status()).toBe(303);

  // A name of the customer's own, for the auth code and the lock.
  await api(page, `/cart/add/domain/${OWN}`);
  await payCartFromBalance();
  await waitFor(
    () => apiGet<Orders>(page, '/user/orders'),
    (orders) => orders.orders[0]?.status === 'completed',
    'own name not registered',
  );
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('transfer in', () => {
  it('says why a locked name cannot move, and puts a transferable one with its auth code into the cart', async () => {
    await page.goto(`${baseUrl()}/domain/transfer`);
    await expect.poll(heading).toBe('Transfer a domain');
    await page.getByRole('textbox', { name: 'Domain', exact: true }).fill('transfer-demo-new.com');
    await page.getByLabel('Auth code').fill('Demo-New-2026');
    await page.getByRole('button', { name: 'Check and add to cart' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'transfer-demo-new.com' });
    await expect.poll(() => alert.textContent()).toMatch(/transfer-demo-new\.com can be transferred from .+ on/);
    await expectAccessible(page);

    // A wrong code is refused by the registry before the cart: the reason under the field, nothing added.
    await page.getByRole('textbox', { name: 'Domain', exact: true }).fill(DEMO);
    const code = page.getByLabel('Auth code');
    await code.fill('Wrong-Code-2026');
    await page.getByRole('button', { name: 'Check and add to cart' }).click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('The registry did not accept this auth code.', { exact: false }).isVisible()).toBe(true);
    expect((await apiGet<{ register: { count: number } }>(page, '/cart/list/all')).register.count).toBe(0);
    await expectAccessible(page);

    await code.fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Check and add to cart' }).click();
    await expect.poll(() => page.getByText(`The transfer of ${DEMO} is in your cart.`).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'transfer-form-en-desktop');
  });

  it('lets the auth code be changed in the cart, refusing a wrong one under the field', async () => {
    await page.goto(`${baseUrl()}/cart/overview`);
    const form = page.getByRole('form', { name: `Auth code of the transfer of ${DEMO}` });
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1);
    const field = form.getByLabel('Change the auth code');
    // Reached by the keyboard: the field, then its button.
    await field.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Save auth code');
    await field.fill('Typo-Code-2026');
    await field.press('Enter');
    await expect.poll(() => form.getByText('The registry did not accept this auth code.', { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page);
    await field.fill(DEMO_CODE);
    await form.getByRole('button', { name: 'Save auth code' }).click();
    await expect.poll(() => form.getByText('The registry accepted the new auth code.').isVisible()).toBe(true);
    await screenshot(page, 'cart-transfer-code-en-desktop');
  });

  it('is paid with the cart and shows pending on the pending transfers page', async () => {
    await payCartFromBalance();
    await waitFor(
      () => apiGet<Transfers>(page, '/domain/transfer/list'),
      (list) => list.transfers.some((entry) => entry.domain === DEMO && entry.state === 'pending'),
      'transfer not pending',
    );
    await page.goto(`${baseUrl()}/user/domains_in_pending`);
    await expect.poll(heading).toBe('Pending transfers');
    const card = page.getByRole('listitem', { name: DEMO });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.textContent()).toContain('Pending');
    expect(await card.textContent()).toContain('Approved automatically on');
    await expectAccessible(page);
    await screenshot(page, 'pending-transfers-en-desktop');
  });

  it('cancels it after a confirmation, and it shows cancelled after a reload', async () => {
    await page.getByRole('button', { name: `Cancel the transfer of ${DEMO}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel the transfer of ${DEMO}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel transfer' }).click();
    await expect
      .poll(() => snackbarText(`The transfer of ${DEMO} was cancelled and refunded the way you paid (the order shows where).`).isVisible())
      .toBe(true);

    await page.reload();
    await expect.poll(heading).toBe('Pending transfers');
    await expect.poll(() => page.getByText('No transfers are under way.').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('checkbox', { name: 'Show finished transfers too' }).check();
    const card = page.getByRole('listitem', { name: DEMO });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.textContent()).toContain('Cancelled');
    expect(await card.getByRole('button').count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('transfer out', () => {
  const actions = () => page.getByRole('button', { name: `Actions for ${OWN}` });

  it('shows the auth code of an own name after the password', async () => {
    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(heading).toBe('My domains');
    await expect.poll(() => actions().count(), { timeout: 15_000 }).toBe(1);
    await actions().click();
    await page.getByRole('menuitem', { name: 'Show auth code' }).click();
    const dialog = page.getByRole('dialog', { name: `Auth code of ${OWN}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Show auth code' }).click();
    await expect.poll(() => dialog.getByText('The current password is not correct.').isVisible()).toBe(true);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Show auth code' }).click();
    const code = dialog.getByTestId('auth-code');
    await expect.poll(() => code.count()).toBe(1);
    expect((await code.textContent())!.trim().length).toBeGreaterThanOrEqual(8);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('turns the transfer lock on, and off again after a confirmation', async () => {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: OWN, exact: true }) });
    await actions().click();
    await page.getByRole('menuitem', { name: 'Turn transfer lock on' }).click();
    await expect.poll(() => snackbarText(`The transfer lock of ${OWN} is on.`).isVisible()).toBe(true);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Transfer lock');

    await actions().click();
    await page.getByRole('menuitem', { name: 'Turn transfer lock off' }).click();
    const dialog = page.getByRole('dialog', { name: `Turn the transfer lock of ${OWN} off?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Turn lock off' }).click();
    await expect.poll(() => snackbarText(`The transfer lock of ${OWN} is off.`).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).not.toContain('Transfer lock');
    await expectAccessible(page);
  });
});
