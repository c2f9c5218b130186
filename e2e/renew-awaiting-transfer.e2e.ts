import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor } from './support/browser';
import { api, apiGet } from './support/api';
import { customerWithDomains, E2E_CONTACT, idempotencyKey } from './support/customer';

/*
 * A renewal checked out by bank transfer (decision 071): while the order waits for the transfer,
 * the renew cart page says what the transfer (its reference and amount) pays for and that a change
 * counts only by checking out again; after a change it warns that the transfer still pays for what
 * was ordered, and the payment page says that checking out again replaces the waiting order. Axe
 * runs on every state.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const NAME = `e2ewt-${stamp}.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a renewal waiting for its bank transfer', () => {
  let reference = '';

  it('is shown on the renew cart page with its reference and what the transfer renews', async () => {
    await customerWithDomains(page, { login: `e2e-waiting-${stamp}@example.org`, amount: 20_000, names: [NAME] });
    await api(page, `/cart/renew/add/domain/${NAME}`, { options: { period: 1 } });
    await api(page, '/pay/settings', { type: 'renew', method: 'bank_transfer' });
    await api(page, '/pay/save/contact', { type: 'renew', contact: E2E_CONTACT });
    const init = await apiGet<{ quote: { fingerprint: string } }>(page, '/pay/init/renew');
    const payment = await api<{ transfer: { reference: string } }>(page, '/pay/commit', {
      type: 'renew',
      idempotency_key: idempotencyKey(),
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
    reference = payment.transfer.reference;

    await page.goto(`${baseUrl()}/cart/renew/overview`);
    const title = page.getByText(`An order of these renewals awaits your bank transfer (${reference})`);
    await expect.poll(() => title.count(), { timeout: 10_000 }).toBe(1);
    // The notice lists what the transfer renews; the cart below still shows the same line.
    const notice = page.locator('.mantine-Alert-root').filter({ hasText: reference });
    expect(await notice.getByText(`Domain renewal ${NAME}, 1 year`).count()).toBe(1);
    expect(await notice.getByText(/^Changes to the renew cart apply only when you check out again/).count()).toBe(1);
    expect(await notice.getByRole('link', { name: 'Show the bank details of this order' }).count()).toBe(1);
    await expectAccessible(page);
  }, 120_000);

  it('warns after a change that the transfer still renews what was ordered', async () => {
    const cart = await apiGet<{ items: Record<string, unknown> }>(page, '/cart/renew/list');
    await api(page, `/cart/renew/update/${Object.keys(cart.items)[0]}`, { period: 3 });
    await page.reload({ waitUntil: 'networkidle' });
    const warning = page.getByRole('alert').filter({ hasText: reference });
    await expect.poll(() => warning.count(), { timeout: 10_000 }).toBe(1);
    expect(await warning.textContent()).toContain('Your renew cart has changed since this order.');
    expect(await warning.textContent()).toContain(`Domain renewal ${NAME}, 1 year`);
    expect(await page.getByText(`Domain renewal ${NAME}, 3 years`).count()).toBe(1);
    await expectAccessible(page);
  });

  it('says on the payment page that checking out again replaces the waiting order', async () => {
    await page.goto(`${baseUrl()}/user/domain/renew/payment`);
    const replaces = page.getByText('This order replaces your order waiting for a bank transfer');
    await expect.poll(() => replaces.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(new RegExp(`the earlier order with the reference ${reference} is cancelled`)).count()).toBe(1);
    await expectAccessible(page);
  });
});
