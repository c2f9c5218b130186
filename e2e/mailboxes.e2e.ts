import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiGet } from './support/api';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectKeyboardReachable,
  launchBrowser,
  newVisitor,
  PHONE,
  screenshot,
} from './support/browser';
import { customerWithDomains, E2E_CONTACT, idempotencyKey } from './support/customer';

/*
 * Mailboxes as one customer uses them: a fresh customer buys a name through the API (paid from
 * the prepaid balance), reads the two feature pages, then in the browser adds info@ to the name
 * from the add page (the name and the suggested local part come from its address). A name
 * without a paid, unused mailbox sends it to the cart; it is paid from the balance and made by
 * the order's job; a free paid slot would create it at once; either way it then shows in the
 * mailboxes tab. There an alias is added and removed, the connection settings offer a working
 * set-up file, and the mailbox is deleted after its address is typed. The tests build on each other.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const DOMAIN = `e2embx-${stamp}.com`;
const ADDRESS = `info@${DOMAIN}`;
const MAILBOX_PASSWORD = 'Harbour-Lantern-Quiet-7';

const heading = () => page.locator('h1').first().textContent();
const path = () => decodeURIComponent(new URL(page.url()).pathname);
const dialog = () => page.getByRole('dialog');
const shows = (text: string | RegExp) => () => page.getByText(text).first().isVisible();
const card = () => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ADDRESS, exact: true }) });

interface E2eOrders {
  orders: Array<{ status: string; items: Array<{ type: string; status: string }> }>;
}

interface MailboxListAnswer {
  mailboxes: Array<{ address: string; alias: Array<{ address: string }>; password_set: boolean }>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await customerWithDomains(page, { login: `e2e-mailboxes-${stamp}@example.org`, amount: 20_000, names: [DOMAIN] });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('mailboxes', () => {
  it('describes both levels with their limits and prices on the feature pages', async () => {
    await page.goto(`${baseUrl()}/mailbox/features`);
    await expect.poll(heading).toBe('Mailbox features');
    await expect.poll(shows('5 GB of storage')).toBe(true);
    await expect.poll(shows('50 GB of storage')).toBe(true);
    await expect.poll(shows(/per year|Included/), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page);
    await expectKeyboardReachable(page);

    await page.getByRole('link', { name: 'More about Mailbox Pro' }).click();
    await expect.poll(path).toBe('/mailbox/features_pro');
    await expect.poll(heading).toBe('Mailbox Pro features');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Mailbox Pro');
    await expectAccessible(page);
  });

  it('starts with an empty mailboxes tab that leads to the add page', async () => {
    await page.goto(`${baseUrl()}/user/mailboxes`);
    await expect.poll(heading).toBe('My mailboxes');
    await expect.poll(shows('You have no mailboxes yet.'), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
  });

  it('adds info@ to the name from the add page, checking the name on the fly', async () => {
    await page.goto(`${baseUrl()}/user/domain/add/mailbox/${DOMAIN}/info`);
    await expect.poll(heading).toBe('Add a mailbox');
    const domain = page.getByRole('combobox', { name: 'Domain' });
    await expect.poll(() => domain.inputValue(), { timeout: 15_000 }).toBe(DOMAIN);
    const name = page.getByRole('textbox', { name: 'Mailbox name' });
    expect(await name.inputValue()).toBe('info');

    await name.fill('in fo');
    await expect.poll(shows(/Only letters, digits and/)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('info');
    await expect.poll(shows(`${ADDRESS} is free`), { timeout: 15_000 }).toBe(true);

    await page.getByLabel(/^New password/).fill('short');
    await expect.poll(shows('Too short: at least 10 characters')).toBe(true);
    await page.getByLabel(/^New password/).fill(MAILBOX_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(MAILBOX_PASSWORD);
    await expect.poll(shows(/^(Good|Strong)$/)).toBe(true);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'mailbox-add-en-desktop');

    const viaCart = await page.getByRole('button', { name: 'Add to cart' }).isVisible();
    if (viaCart) {
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(path, { timeout: 15_000 }).toBe('/cart/overview');
      const carts = await apiGet<{ register: { items: Record<string, { type: string; mailbox_name?: string }> } }>(page, '/cart/list/all');
      expect(Object.values(carts.register.items).some((item) => item.type === 'Mailbox' && item.mailbox_name === 'info')).toBe(true);
      await expectAccessible(page);
      // Paid from the balance as a customer of the other tests pays; the order's job makes the mailbox.
      await api(page, '/pay/settings', { type: 'register', method: 'balance' });
      await api(page, '/pay/save/contact', { type: 'register', contact: E2E_CONTACT });
      const init = await apiGet<{ quote: { fingerprint: string } }>(page, '/pay/init/register');
      await api(page, '/pay/commit', {
        type: 'register',
        idempotency_key: idempotencyKey(),
        fingerprint: init.quote.fingerprint,
        terms: true,
        withdrawal_consent: true,
      });
      // The order's job makes the mailbox; its line on the order turns completed.
      await expect
        .poll(
          async () => {
            const orders = await apiGet<E2eOrders>(page, '/user/orders');
            return orders.orders[0].items.find((item) => item.type === 'Mailbox')?.status;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe('completed');
      await page.goto(`${baseUrl()}/user/mailboxes`);
    } else {
      await page.getByRole('button', { name: 'Create mailbox' }).click();
      await expect.poll(path, { timeout: 15_000 }).toBe('/user/mailboxes');
    }
    await expect.poll(() => card().count(), { timeout: 30_000 }).toBe(1);
    const text = await card().textContent();
    expect(text).toContain('Mailbox');
    expect(text).toContain('Active');
    expect(text).toContain('Paid until');
    expect(text).toMatch(/of 5 GB/);
    // The password given on the add page is the mailbox's.
    const list = await apiGet<MailboxListAnswer>(page, '/vmail/mailboxes');
    expect(list.mailboxes.find((mailbox) => mailbox.address === ADDRESS)?.password_set).toBe(true);
    expect(text).not.toContain('No password set yet');
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'mailboxes-en-desktop');
    // The cart path waits for the payment and the order's job.
  }, 180_000);

  it('adds an alias (a bad name refused at its field first) and removes it again', async () => {
    await page.getByRole('button', { name: `Add alias to ${ADDRESS}` }).click();
    await expect
      .poll(() =>
        dialog()
          .getByRole('heading', { name: `Add an alias to ${ADDRESS}` })
          .isVisible(),
      )
      .toBe(true);
    const aliasName = dialog().getByRole('textbox', { name: 'Alias name' });
    await aliasName.fill('sales team');
    await dialog().getByRole('button', { name: 'Add alias' }).click();
    await expect.poll(() => aliasName.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await aliasName.fill('sales');
    expect(await dialog().getByRole('combobox', { name: 'Domain' }).inputValue()).toBe(DOMAIN);
    await dialog().getByRole('button', { name: 'Add alias' }).click();
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => card().getByText(`sales@${DOMAIN}`).isVisible(), { timeout: 15_000 }).toBe(true);
    let list = await apiGet<MailboxListAnswer>(page, '/vmail/mailboxes');
    expect(list.mailboxes[0].alias.map((alias) => alias.address)).toEqual([`sales@${DOMAIN}`]);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Remove alias sales@${DOMAIN}` }).click();
    await expect.poll(() => card().getByText(`sales@${DOMAIN}`).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => card().getByText('No aliases yet.').isVisible()).toBe(true);
    list = await apiGet<MailboxListAnswer>(page, '/vmail/mailboxes');
    expect(list.mailboxes[0].alias).toEqual([]);
  });

  it('shows the connection settings with a set-up file that downloads', async () => {
    await page.getByRole('button', { name: `Connection settings of ${ADDRESS}` }).click();
    await expect.poll(() => dialog().getByRole('rowheader', { name: 'Incoming mail (IMAP)' }).isVisible()).toBe(true);
    expect(await dialog().textContent()).toContain(`User name: ${ADDRESS}`);
    // The managed servers require TLS: both rows say STARTTLS, none says unencrypted.
    expect((await dialog().getByRole('cell', { name: 'STARTTLS', exact: true }).all()).length).toBe(2);
    expect(await dialog().textContent()).not.toContain('unencrypted');
    await expectAccessible(page);
    const href = await dialog()
      .getByRole('link', { name: /Thunderbird/ })
      .getAttribute('href');
    const file = await page.request.get(`${baseUrl()}${href}`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(ADDRESS);
    await dialog().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('reads on a phone without sideways scrolling, and in German', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/user/mailboxes`);
    await expect.poll(() => card().count(), { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'mailboxes-en-phone');
    await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl()}/user/mailboxes`);
    await expect.poll(() => page.getByRole('heading', { name: 'Ihre Postfächer' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card().textContent()).toContain('Aktiv');
    expect(await card().textContent()).toContain('Bezahlt bis');
    await expectAccessible(page);
    await screenshot(page, 'mailboxes-de-desktop');
    await api(page, '/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    await page.goto(`${baseUrl()}/user/mailboxes`);
    await expect.poll(() => page.getByRole('heading', { name: 'Your mailboxes' }).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('deletes the mailbox only after its address is typed, saying that its mail is lost', async () => {
    await page.getByRole('button', { name: `Delete ${ADDRESS}` }).click();
    await expect.poll(() => dialog().getByText('All mail in this mailbox will be lost').isVisible()).toBe(true);
    expect(await dialog().textContent()).toContain('cannot be undone, and the mail cannot be restored');
    const submit = dialog().getByRole('button', { name: 'Delete mailbox and all its mail' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);
    await dialog()
      .getByRole('textbox', { name: `Type ${ADDRESS} to confirm` })
      .fill(ADDRESS);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(shows('You have no mailboxes yet.'), { timeout: 15_000 }).toBe(true);
    const list = await apiGet<MailboxListAnswer>(page, '/vmail/mailboxes');
    expect(list.mailboxes).toEqual([]);
    await expectAccessible(page);
  });
});
